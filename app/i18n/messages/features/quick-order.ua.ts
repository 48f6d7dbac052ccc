/** The one-click order form (product page and cart): checkout.quick* keys (SPEC §2 /checkout/quick). */
export const ua = {
  'checkout.quickTitle': 'Купити в один клік',
  'checkout.quickHint': 'Залиште телефон — менеджер передзвонить і оформить замовлення.',
  'checkout.quickPhone': 'Телефон для швидкого замовлення',
  'checkout.quickSend': 'Замовити в один клік',
} as const;

export type Texts = Record<keyof typeof ua, string>;
