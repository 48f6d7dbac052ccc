import type { OrderPaymentStatus } from '#db/schema';

/** An order's payment state as the shopper reads it, both languages (the API's `payment_status_title`). */
export const paymentStatusTitles: Record<OrderPaymentStatus, { ua: string; ru: string }> = {
  on_delivery: { ua: 'Оплата при отриманні', ru: 'Оплата при получении' },
  unpaid: { ua: 'Очікує оплати', ru: 'Ожидает оплаты' },
  paid: { ua: 'Оплачено', ru: 'Оплачено' },
  underpaid: { ua: 'Недоплата', ru: 'Недоплата' },
  refund_due: { ua: 'Кошти буде повернуто', ru: 'Деньги будут возвращены' },
  refunded: { ua: 'Кошти повернуто', ru: 'Деньги возвращены' },
  expired: { ua: 'Не оплачено вчасно', ru: 'Не оплачено вовремя' },
};
