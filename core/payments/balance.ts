import { and, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type OrderPaymentStatus, type OrderStatus, payments } from '#db/schema';
import { initialPaymentStatus } from './order-payment';

/** The money an order's attempts took (kopiyky): `received` by every attempt that was paid, `refunded` of it since. */
export type PaymentMoney = { received: number; refunded: number };

export const noMoney: PaymentMoney = { received: 0, refunded: 0 };

/** Where an order's money stands against its current total (kopiyky, never negative). */
export type PaymentBalance = PaymentMoney & {
  /** Received and not given back. */
  held: number;
  /** What the order costs the shopper now: its total, or nothing once cancelled. */
  owed: number;
  /** What the shopper still owes: the total minus what was received (an `underpaid` order). */
  shortfall: number;
  /** What the shop must give back: all it holds of a cancelled order, the excess over a live one's total. */
  toRefund: number;
};

/**
 * The one rule of "paid" (ADR 0108): an order is paid only when what its attempts
 * received equals its current total. Less is `underpaid`; more, or anything held for a cancelled
 * order, is `refund_due`; all of it given back is `refunded`. A refund the shop chose to make of a
 * fully paid order (part of the money back) keeps it paid. With no money received the state is the
 * method's (`initialPaymentStatus`), and `expired` (an invoice nobody paid in time) stays.
 */
export function orderPaymentState(
  order: { total: number; status: OrderStatus; method: string; current: OrderPaymentStatus },
  money: PaymentMoney,
): OrderPaymentStatus {
  const { received, held } = paymentBalance(order, money);
  if (received <= 0)
    return order.current === 'expired' && order.total > 0 ? 'expired' : initialPaymentStatus(order.method, order.total);
  if (held <= 0) return 'refunded';
  if (order.status === 'cancelled') return 'refund_due';
  if (held > order.total) return 'refund_due';
  if (received < order.total) return 'underpaid';
  return 'paid';
}

/** The order's money against its total: what is held, what is still owed, what must go back. */
export function paymentBalance(order: { total: number; status: OrderStatus }, money: PaymentMoney): PaymentBalance {
  const held = Math.max(0, money.received - money.refunded);
  const owed = order.status === 'cancelled' ? 0 : Math.max(0, order.total);
  return {
    ...money,
    held,
    owed,
    shortfall: order.status === 'cancelled' || held <= 0 ? 0 : Math.max(0, owed - money.received),
    toRefund: Math.max(0, held - owed),
  };
}

/** What each order's attempts received and gave back, in one query (orders without money are absent). */
export async function loadPaymentMoney(ctx: Ctx, orderIds: number[]): Promise<Map<number, PaymentMoney>> {
  if (!orderIds.length) return new Map();
  const rows = await ctx.db
    .select({
      orderId: payments.orderId,
      received: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedAmount}), 0)`,
    })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), inArray(payments.status, ['paid', 'refunded'])))
    .groupBy(payments.orderId);
  return new Map(rows.map((r) => [r.orderId, { received: Number(r.received), refunded: Number(r.refunded) }]));
}
