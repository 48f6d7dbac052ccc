import type { Texts } from './accounts.ua';

/** Russian texts of accounts.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'accounts.termsRequired': 'Подтвердите согласие с условиями пользователя',
  'accounts.phoneTakenLogin': 'Войти с паролем',
  'accounts.toLogin': 'Уже есть профиль? Войти',
  'accounts.recoveryHint':
    'Укажите номер телефона — мы отправим новый пароль в SMS. Старый пароль действует, пока вы не войдёте с новым.',
  'accounts.sending': 'Отправляем…',
  'accounts.recoverySend': 'Отправить пароль',
  'accounts.recoverySent': 'Новый пароль отправлен SMS на номер {phone}',
  'accounts.changeNumber': 'Изменить номер',
  'accounts.smsPassword': 'Пароль из SMS',
  'accounts.forgot': 'Забыли пароль?',
  'accounts.toRegister': 'Зарегистрироваться',
  'accounts.phoneTaken': 'Этот номер уже зарегистрирован',
  'accounts.phoneReclaim':
    'Номер ваш, но регистрировали его не вы? Продолжайте: подтвердите номер кодом из SMS, и он перейдёт к вам.',
  'accounts.codeSent':
    'Мы отправили SMS с кодом на номер {phone}. Введите его, чтобы завершить регистрацию (код действует 10 мин).',
  'accounts.demoCode':
    'ДЕМО: SMS не отправляются, потому что SMS-шлюз не настроен. Ваш код: {code}. Все сообщения магазина — в админке, раздел «Повідомлення».',
  'accounts.code': 'Код из SMS',
  'accounts.codeButton': 'Подтвердить номер',
  'accounts.codeResend': 'Отправить код ещё раз',
  'accounts.codeChange': 'Изменить данные',
  'accounts.lastName': 'Фамилия',
  'accounts.firstName': 'Имя',
  'accounts.fatherName': 'Отчество',
  'accounts.optional': '(необязательно)',
  'accounts.email': 'Email',
  'accounts.terms': 'Я соглашаюсь с',
  'accounts.termsLink': 'условиями пользователя',
  'accounts.registerButton': 'Зарегистрироваться',
} as const satisfies Texts;
