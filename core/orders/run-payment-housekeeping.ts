import { type PaymentGateway, type ReconcileReport, reconcilePayments } from '#core/payments';
import type { Ctx } from '#core/shared';
import { type ExpireCardOrdersReport, expireUnpaidCardOrders } from './expire-unpaid-card-orders';
import { type ExpireInvoicesReport, expireUnpaidInvoices } from './expire-unpaid-invoices';

/**
 * The payments' timer job: asks providers about pending attempts and expires abandoned
 * ones (reconcilePayments), then cancels the orders whose invoices were not paid in time
 * (expireUnpaidInvoices, which changes orders: hence here, in orders) and the card and instalment
 * orders whose payment was never finished (expireUnpaidCardOrders, ADR 0120: their stock goes back).
 * server/boot.ts runs it every few minutes.
 */
export async function runPaymentHousekeeping(
  ctx: Ctx,
  gateway: PaymentGateway,
): Promise<{ reconcile: ReconcileReport; invoices: ExpireInvoicesReport; cardOrders: ExpireCardOrdersReport }> {
  const reconcile = await reconcilePayments(ctx, gateway);
  const invoices = await expireUnpaidInvoices(ctx);
  const cardOrders = await expireUnpaidCardOrders(ctx);
  return { reconcile, invoices, cardOrders };
}
