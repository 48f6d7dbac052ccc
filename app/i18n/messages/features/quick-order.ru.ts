import type { Texts } from './quick-order.ua';

/** Russian texts of quick-order.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'checkout.quickTitle': 'Купить в один клик',
  'checkout.quickHint': 'Оставьте телефон — менеджер перезвонит и оформит заказ.',
  'checkout.quickPhone': 'Телефон для быстрого заказа',
  'checkout.quickSend': 'Заказать в один клик',
  'checkout.quickDone': 'Спасибо! Быстрый заказ №{id} принят',
  'checkout.quickDoneHint':
    'Менеджер позвонит вам в ближайшее время (Пн–Пт 09:00–18:00, Сб 09:00–17:00), чтобы подтвердить заказ, доставку и оплату.',
  'checkout.quickLimited': 'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните 0 800 303 355.',
  'checkout.continue': 'Продолжить покупки',
} as const satisfies Texts;
