import type { Texts } from './accounts.ua';

/** Russian texts of accounts.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'accounts.login': 'Вход',
  'accounts.register': 'Регистрация',
  'accounts.close': 'Закрыть',
  'accounts.thanks': 'Спасибо за регистрацию!',
  'accounts.thanksHint': 'Ваш профиль создан, вы уже вошли.',
  'accounts.toProfile': 'Перейти в профиль',
  'accounts.recoveryTitle': 'Восстановление пароля',
  'accounts.loggedIn': 'Успешно авторизовались',
  'accounts.loggedOut': 'Вышли из профиля',
  'accounts.saved': 'Данные сохранены',
  'accounts.passwordChanged': 'Пароль изменён',
  'accounts.navProfile': 'Профиль',
  'accounts.navOrders': 'Заказы',
  'accounts.navWishlist': 'Списки желаний',
  'accounts.navWaitlist': 'Лист ожидания',
  'accounts.navSeen': 'Просмотренные',
} as const satisfies Texts;
