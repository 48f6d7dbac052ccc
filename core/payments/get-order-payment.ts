import { desc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import {
  type OrderPaymentStatus,
  orders,
  type PaymentProviderName,
  type PaymentStatus,
  paymentMethods,
  payments,
} from '#db/schema';
import { loadPaymentMoney, noMoney, type PaymentBalance, paymentBalance } from './balance';
import { type PaymentGateway, providerForMethod } from './gateway';
import { isPayableOnline } from './order-payment';

/** What the shopper sees of an order's payment (the success page, the account's orders). */
export type OrderPaymentView = {
  status: OrderPaymentStatus;
  method: string;
  /** The shopper can pay (or try again) online now. */
  canPay: boolean;
  /** The last attempt: pending (waiting for the bank), failed (declined: try again), paid… */
  last: { status: PaymentStatus; provider: PaymentProviderName; failureReason: string | null } | null;
  /** The configured provider of this method is the demo page (no money moves). */
  demo: boolean;
  /** The shopper confirms in the bank's app (monobank "Покупка частинами"): no page to go to. */
  confirmsInApp: boolean;
  dueAt: Date | null;
  paidAt: Date | null;
  parts: number | null;
  /** The order's current total and its money against it: a shortfall or a sum due back. */
  total: number;
  balance: PaymentBalance;
};

/** The payment state of an order (the caller has checked it is the shopper's own). */
export async function getOrderPayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  orderId: number,
): Promise<OrderPaymentView | null> {
  const [order] = await ctx.db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      method: paymentMethods.code,
      details: orders.paymentDetails,
      dueAt: orders.paymentDueAt,
      paidAt: orders.paidAt,
      parts: orders.paymentParts,
    })
    .from(orders)
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [last] = await ctx.db
    .select({ status: payments.status, provider: payments.provider, failureReason: payments.failureReason })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const provider = providerForMethod(gateway, order.method, order.details.bank);
  const money = (await loadPaymentMoney(ctx, [orderId])).get(orderId) ?? noMoney;
  return {
    status: order.paymentStatus,
    method: order.method,
    canPay: isPayableOnline({ ...order, paymentStatus: order.paymentStatus }),
    last: last ?? null,
    demo: !!provider?.demo,
    confirmsInApp: !!provider?.confirmsInApp,
    dueAt: order.dueAt,
    paidAt: order.paidAt,
    parts: order.parts,
    total: order.total,
    balance: paymentBalance(order, money),
  };
}
