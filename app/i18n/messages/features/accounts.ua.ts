/**
 * Accounts in the shell: the sign-in / registration / recovery dialog, notices and the profile menu
 * (SPEC §4). The profile screens' texts are ../pages/profile.ua.ts (ADR 0123).
 */
export const ua = {
  'accounts.login': 'Вхід',
  'accounts.register': 'Реєстрація',
  'accounts.close': 'Закрити',
  'accounts.thanks': 'Дякуємо за реєстрацію!',
  'accounts.thanksHint': 'Ваш профіль створено, ви вже увійшли.',
  'accounts.toProfile': 'Перейти до профілю',
  'accounts.recoveryTitle': 'Відновлення паролю',
  'accounts.loggedIn': 'Успішно авторизувались',
  'accounts.loggedOut': 'Вийшли з профілю',
  'accounts.saved': 'Дані збережено',
  'accounts.passwordChanged': 'Пароль змінено',
  'accounts.navProfile': 'Профіль',
  'accounts.navOrders': 'Замовлення',
  'accounts.navWishlist': 'Списки бажань',
  'accounts.navWaitlist': 'Лист очікування',
  'accounts.navSeen': 'Переглянуті',
} as const;

export type Texts = Record<keyof typeof ua, string>;
