import { and, asc, eq, lt, notInArray } from 'drizzle-orm';
import { applyProviderEvent } from '#core/payments';
import type { Ctx } from '#core/shared';
import { orders, paymentMethods, payments } from '#db/schema';
import { changeOrderStatusByShop } from './change-order-status';

/** The note the shopper and the back office see on an expired invoice's cancelled order. */
export const invoiceExpiredNote = 'Рахунок не оплачено протягом 3 робочих днів';

export type ExpireInvoicesReport = { expired: number; skipped: number };

class Skip extends Error {}

/**
 * Expires bank-transfer invoices not paid by their due date (SPEC §9 "3 working days",
 * ADR 0100): for each order paid by invoice, still unpaid past `payment_due_at` and not yet
 * closed, in one transaction — its pending invoice attempt expires (through applyProviderEvent, so
 * the event is kept), the order's payment state becomes `expired` and the order is cancelled by
 * the shop (no staff) with a note, which gives the promo code and the certificate back and tells
 * the shopper. An order the workflow may no longer cancel (already shipped) is left alone. A paid
 * order is never touched: only `unpaid` ones are read, and the row is locked and read again.
 * It lives in orders, not payments: it cancels orders, and payments must not import orders (orders
 * import payments), or the two modules would need each other.
 */
export async function expireUnpaidInvoices(ctx: Ctx, limit = 100): Promise<ExpireInvoicesReport> {
  const report: ExpireInvoicesReport = { expired: 0, skipped: 0 };
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(
      and(
        eq(paymentMethods.code, 'invoice'),
        eq(orders.paymentStatus, 'unpaid'),
        lt(orders.paymentDueAt, ctx.now),
        notInArray(orders.status, ['cancelled', 'returned', 'delivered', 'completed']),
      ),
    )
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit);
  for (const { id } of due) {
    try {
      await ctx.db.transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx };
        const [order] = await tx
          .select({ paymentStatus: orders.paymentStatus })
          .from(orders)
          .where(eq(orders.id, id))
          .for('update');
        if (order?.paymentStatus !== 'unpaid') throw new Skip();
        const attempts = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, id), eq(payments.provider, 'invoice'), eq(payments.status, 'pending')));
        for (const attempt of attempts)
          await applyProviderEvent(txCtx, 'invoice', 'reconciler', {
            reference: attempt.reference,
            status: 'expired',
            amount: attempt.amount,
            currency: 'UAH',
            failureReason: 'not paid in 3 working days',
            raw: { expiredAt: ctx.now.toISOString(), dueAt: attempt.expiresAt?.toISOString() ?? null },
          });
        await tx.update(orders).set({ paymentStatus: 'expired' }).where(eq(orders.id, id));
        const cancelled = await changeOrderStatusByShop(txCtx, {
          orderId: id,
          status: 'cancelled',
          note: invoiceExpiredNote,
        });
        if (!cancelled.ok) throw new Skip();
      });
      report.expired++;
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      report.skipped++;
    }
  }
  return report;
}
