/**
 * Accounts in the shell: the sign-in / registration / recovery dialog, notices and the profile menu
 * (SPEC §4). The profile screens' texts are ../pages/profile.ua.ts (ADR 0123).
 */
export const ua = {
  'accounts.login': 'Вхід',
  'accounts.register': 'Реєстрація',
  'accounts.toRegister': 'Зареєструватися',
  'accounts.toLogin': 'Вже є профіль? Увійти',
  'accounts.forgot': 'Забули пароль?',
  'accounts.close': 'Закрити',
  'accounts.lastName': 'Прізвище',
  'accounts.firstName': "Ім'я",
  'accounts.fatherName': 'По батькові',
  'accounts.email': 'Email',
  'accounts.optional': "(необов'язково)",
  'accounts.terms': 'Я погоджуюсь з',
  'accounts.termsLink': 'умовами користувача',
  'accounts.registerButton': 'Зареєструватися',
  'accounts.sending': 'Надсилаємо…',
  'accounts.phoneTaken': 'Цей номер вже зареєстрований',
  'accounts.phoneTakenLogin': 'Увійти з паролем',
  'accounts.phoneReclaim':
    'Номер ваш, але реєстрували його не ви? Продовжуйте: підтвердіть номер кодом із SMS, і він перейде до вас.',
  'accounts.codeSent':
    'Ми надіслали SMS з кодом на номер {phone}. Введіть його, щоб завершити реєстрацію (код діє 10 хв).',
  'accounts.code': 'Код із SMS',
  'accounts.codeButton': 'Підтвердити номер',
  'accounts.codeResend': 'Надіслати код ще раз',
  'accounts.codeChange': 'Змінити дані',
  'accounts.demoCode':
    'ДЕМО: SMS не надсилаються, бо SMS-шлюз не налаштовано. Ваш код: {code}. Усі повідомлення магазину — в адмінці, розділ «Повідомлення».',
  'accounts.thanks': 'Дякуємо за реєстрацію!',
  'accounts.thanksHint': 'Ваш профіль створено, ви вже увійшли.',
  'accounts.toProfile': 'Перейти до профілю',
  'accounts.recoveryTitle': 'Відновлення паролю',
  'accounts.recoveryHint':
    'Вкажіть номер телефону — ми надішлемо новий пароль у SMS. Старий пароль діє, доки ви не ввійдете з новим.',
  'accounts.recoverySend': 'Надіслати пароль',
  'accounts.recoverySent': 'Новий пароль надіслано SMS на номер {phone}',
  'accounts.smsPassword': 'Пароль із SMS',
  'accounts.changeNumber': 'Змінити номер',
  'accounts.loggedIn': 'Успішно авторизувались',
  'accounts.loggedOut': 'Вийшли з профілю',
  'accounts.saved': 'Дані збережено',
  'accounts.passwordChanged': 'Пароль змінено',
  'accounts.navProfile': 'Профіль',
  'accounts.navOrders': 'Замовлення',
  'accounts.navWishlist': 'Списки бажань',
  'accounts.navWaitlist': 'Лист очікування',
  'accounts.navSeen': 'Переглянуті',
  'accounts.termsRequired': 'Підтвердіть згоду з умовами користувача',
} as const;

export type Texts = Record<keyof typeof ua, string>;
