import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { orderExports } from '#db/schema';

/**
 * 1C's `type=sale&mode=success` (ADR 0103): the orders the session's last query sent are 1C's now,
 * as they were when sent — an order changed after that query keeps its old fingerprint and goes
 * out again. Returns how many were confirmed (none after a second `success`).
 */
export async function markOrdersExported(ctx: Ctx, input: { session: string }): Promise<{ confirmed: number }> {
  const rows = await ctx.db
    .update(orderExports)
    .set({
      exportedHash: sql`${orderExports.pendingHash}`,
      exportedAt: ctx.now,
      pendingHash: null,
      pendingSession: null,
      pendingAt: null,
    })
    .where(eq(orderExports.pendingSession, input.session))
    .returning({ id: orderExports.orderId });
  return { confirmed: rows.length };
}
