/** Checkout and its success page (SPEC §2 /checkout, /checkout/success; §3 Order). */
export const ua = {
  'checkout.title': 'Оформлення замовлення',
} as const;

export const ru = {
  'checkout.title': 'Оформление заказа',
} as const satisfies Record<keyof typeof ua, string>;
