import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { orders, payments } from '#db/schema';

/** An attempt by its reference, with its order's number, language and total (the demo page). */
export async function findAttempt(ctx: Ctx, reference: string) {
  if (!/^[A-Za-z0-9-]{4,80}$/.test(reference)) return null;
  const [row] = await ctx.db
    .select({
      id: payments.id,
      reference: payments.reference,
      provider: payments.provider,
      status: payments.status,
      amount: payments.amount,
      orderId: payments.orderId,
      locale: orders.locale,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference));
  return row ?? null;
}

/** The order's newest pending attempt that still has somewhere to send the browser (≤ 1 day old). */
export async function pendingCheckout(ctx: Ctx, orderId: number) {
  const [row] = await ctx.db
    .select({ reference: payments.reference, provider: payments.provider, checkout: payments.checkout })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        isNotNull(payments.checkout),
        gt(payments.createdAt, new Date(ctx.now.getTime() - 24 * 3600_000)),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row?.checkout ? { ...row, checkout: row.checkout } : null;
}
