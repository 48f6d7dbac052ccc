import type { Texts } from './quick-order.ua';

/** Russian texts of quick-order.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'checkout.quickTitle': 'Купить в один клик',
  'checkout.quickHint': 'Оставьте телефон — менеджер перезвонит и оформит заказ.',
  'checkout.quickPhone': 'Телефон для быстрого заказа',
  'checkout.quickSend': 'Заказать в один клик',
} as const satisfies Texts;
