import { fromKyivWall, kyivWall } from '#core/shared';
import type { OrderPaymentDetails, OrderPaymentStatus } from '#db/schema';

/** Methods an online provider collects (a card, instalments) or a transfer to the chain's account. */
export const collectedMethods = new Set(['card', 'credit', 'invoice']);
/** Methods the shopper pays online, from the order page: a card or an instalment bank. */
export const onlineMethods: ReadonlySet<string> = new Set(['card', 'credit']);

/** An order the shopper may pay (again) online now: card or instalments, unpaid, something to pay, not cancelled or returned. */
export function isPayableOnline(order: {
  method: string;
  paymentStatus: string;
  total: number;
  status: string;
}): boolean {
  return (
    onlineMethods.has(order.method) &&
    order.paymentStatus === 'unpaid' &&
    order.total > 0 &&
    order.status !== 'cancelled' &&
    order.status !== 'returned'
  );
}

/**
 * The payment state an order starts in: nothing to pay → paid; a card, instalments or
 * a bank transfer → unpaid until the provider says so; cash, cash on delivery and the rest a
 * certificate left are collected at the door or the till.
 */
export function initialPaymentStatus(methodCode: string, total: number): OrderPaymentStatus {
  if (total <= 0) return 'paid';
  return collectedMethods.has(methodCode) ? 'unpaid' : 'on_delivery';
}

/** What the order keeps of the method's fields: the bank for instalments, the company for an invoice. */
export function paymentDetailsOf(
  methodCode: string,
  input: { bank?: string; company?: string; edrpou?: string },
): OrderPaymentDetails {
  if (methodCode === 'credit') return input.bank === 'mono' ? { bank: 'mono' } : { bank: 'privat' };
  if (methodCode === 'invoice') return { company: input.company || undefined, edrpou: input.edrpou || undefined };
  return {};
}

/**
 * The end (23:59:59.999 Kyiv time) of the `days`-th working day (Mon–Fri) after the day of `from`
 * in Kyiv: an invoice issued on Friday is due at the end of Wednesday (SPEC §9 "within 3 working
 * days"). Public holidays are working days under martial law (no transfers since 2022).
 */
export function addWorkingDays(from: Date, days: number): Date {
  const today = kyivWall(from);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day));
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(fromKyivWall(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate() + 1).getTime() - 1);
}
