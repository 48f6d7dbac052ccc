/** The one-click order form (product page and cart): checkout.quick* keys (SPEC §2 /checkout/quick). */
export const ua = {
  'checkout.quickTitle': 'Купити в один клік',
  'checkout.quickHint': 'Залиште телефон — менеджер передзвонить і оформить замовлення.',
  'checkout.quickPhone': 'Телефон для швидкого замовлення',
  'checkout.quickSend': 'Замовити в один клік',
  'checkout.quickDone': 'Дякуємо! Швидке замовлення №{id} прийнято',
  'checkout.quickDoneHint':
    'Менеджер зателефонує вам найближчим часом (Пн–Пт 09:00–18:00, Сб 09:00–17:00), щоб підтвердити замовлення, доставку та оплату.',
  'checkout.quickLimited': 'Забагато заявок з вашої адреси. Спробуйте пізніше або зателефонуйте 0 800 303 355.',
  'checkout.continue': 'Продовжити покупки',
} as const;

export type Texts = Record<keyof typeof ua, string>;
