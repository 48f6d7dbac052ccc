import type { Texts } from './instalments.ua';

/** Russian texts of instalments.ua.ts. */
export const ru = {
  'instalments.parts': 'Количество платежей',
  'instalments.option.one': '{count} платёж по {amount}',
  'instalments.option.few': '{count} платежа по {amount}',
  'instalments.option.many': '{count} платежей по {amount}',
  'instalments.first': '(первый — {amount})',
} as const satisfies Texts;
