/** The sign-in, registration and recovery forms' texts (the dialog loads them when it opens; the profile screens render them too) (ADR 0123, 0128). */
export const ua = {
  'accounts.termsRequired': 'Підтвердіть згоду з умовами користувача',
  'accounts.phoneTakenLogin': 'Увійти з паролем',
  'accounts.toLogin': 'Вже є профіль? Увійти',
  'accounts.recoveryHint':
    'Вкажіть номер телефону — ми надішлемо новий пароль у SMS. Старий пароль діє, доки ви не ввійдете з новим.',
  'accounts.sending': 'Надсилаємо…',
  'accounts.recoverySend': 'Надіслати пароль',
  'accounts.recoverySent': 'Новий пароль надіслано SMS на номер {phone}',
  'accounts.changeNumber': 'Змінити номер',
  'accounts.smsPassword': 'Пароль із SMS',
  'accounts.forgot': 'Забули пароль?',
  'accounts.toRegister': 'Зареєструватися',
  'accounts.phoneTaken': 'Цей номер вже зареєстрований',
  'accounts.phoneReclaim':
    'Номер ваш, але реєстрували його не ви? Продовжуйте: підтвердіть номер кодом із SMS, і він перейде до вас.',
  'accounts.codeSent':
    'Ми надіслали SMS з кодом на номер {phone}. Введіть його, щоб завершити реєстрацію (код діє 10 хв).',
  'accounts.demoCode':
    'ДЕМО: SMS не надсилаються, бо SMS-шлюз не налаштовано. Ваш код: {code}. Усі повідомлення магазину — в адмінці, розділ «Повідомлення».',
  'accounts.code': 'Код із SMS',
  'accounts.codeButton': 'Підтвердити номер',
  'accounts.codeResend': 'Надіслати код ще раз',
  'accounts.codeChange': 'Змінити дані',
  'accounts.lastName': 'Прізвище',
  'accounts.firstName': "Ім'я",
  'accounts.fatherName': 'По батькові',
  'accounts.optional': "(необов'язково)",
  'accounts.email': 'Email',
  'accounts.terms': 'Я погоджуюсь з',
  'accounts.termsLink': 'умовами користувача',
  'accounts.registerButton': 'Зареєструватися',
} as const;

export type Texts = Record<keyof typeof ua, string>;
