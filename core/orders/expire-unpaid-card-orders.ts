import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import { onlineMethods } from '#core/payments';
import type { Ctx } from '#core/shared';
import { orders, paymentMethods, payments } from '#db/schema';
import { changeOrderStatusByShop } from './change-order-status';

/** The note the shopper and the back office see on such a cancelled order. */
export const cardUnfinishedNote = 'Оплату не завершено';

/**
 * How long an order paid online may wait with no attempt open: for its first attempt (the
 * shopper left before the bank's page) or for a retry after a declined card.
 */
export const unfinishedGraceMs = 3600_000;

export type ExpireCardOrdersReport = { cancelled: number; skipped: number };

class Skip extends Error {}

/**
 * Cancels card and instalment orders whose payment was never finished (ADR 0120: an order that
 * nobody pays must not hold stock forever). An order paid online before dispatch, still `new` and
 * `unpaid`, with no attempt pending, is cancelled by the shop with a note when:
 * - its latest attempt expired (the bank's page is dead: past its own `expiresAt`, also for one
 *   closed early by a line edit, which the shopper may still pay until then);
 * - or its latest attempt failed (a declined card) more than an hour ago, with no retry since;
 * - or no attempt was ever started and it was placed more than an hour ago.
 * The cancel (moveOrder) releases its reservation, gives vouchers back, tells the shopper and
 * writes the audit row; the payment state becomes `expired` ("Не оплачено вчасно"), as for an
 * invoice. A pending attempt keeps the order; a paid one is never read (and the row is locked and
 * read again, so a payment that lands meanwhile wins).
 */
export async function expireUnpaidCardOrders(ctx: Ctx, limit = 100): Promise<ExpireCardOrdersReport> {
  const report: ExpireCardOrdersReport = { cancelled: 0, skipped: 0 };
  const candidates = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(
      and(
        inArray(paymentMethods.code, [...onlineMethods] as (typeof paymentMethods.$inferSelect.code)[]),
        eq(orders.status, 'new'),
        eq(orders.paymentStatus, 'unpaid'),
        lt(orders.createdAt, new Date(ctx.now.getTime() - unfinishedGraceMs)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  for (const { id } of candidates) {
    try {
      await ctx.db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status, paymentStatus: orders.paymentStatus, total: orders.total })
          .from(orders)
          .where(eq(orders.id, id))
          .for('update');
        if (order?.status !== 'new' || order.paymentStatus !== 'unpaid' || order.total <= 0) throw new Skip();
        const [latest] = await tx
          .select({ status: payments.status, expiresAt: payments.expiresAt, updatedAt: payments.updatedAt })
          .from(payments)
          .where(eq(payments.orderId, id))
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(1);
        const [pending] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, id), inArray(payments.status, ['pending', 'paid'])))
          .limit(1);
        if (pending || !unfinished(latest, ctx.now)) throw new Skip();
        await tx.update(orders).set({ paymentStatus: 'expired' }).where(eq(orders.id, id));
        const cancelled = await changeOrderStatusByShop(
          { ...ctx, db: tx },
          { orderId: id, status: 'cancelled', note: cardUnfinishedNote },
        );
        if (!cancelled.ok) throw new Skip();
      });
      report.cancelled++;
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      report.skipped++;
    }
  }
  return report;
}

/** Whether the order's latest attempt (none: the order is past the grace already) is over. */
function unfinished(
  latest: { status: string; expiresAt: Date | null; updatedAt: Date } | undefined,
  now: Date,
): boolean {
  if (!latest) return true;
  if (latest.status === 'expired') return (latest.expiresAt ?? latest.updatedAt) < now;
  if (latest.status === 'failed') return latest.updatedAt.getTime() < now.getTime() - unfinishedGraceMs;
  return false;
}
