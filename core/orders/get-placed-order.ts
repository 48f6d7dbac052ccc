import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { orders } from '#db/schema';
import { idempotencyScope } from './create-order';
import { getOrder, loadOrders, type OrderView } from './get-order';

/**
 * The order for its success page, only to whoever placed it: the signed-in shopper's own order, or
 * a guest order whose idempotency key was bound to this browser's guest session (ADR 0034).
 */
export async function getPlacedOrder(
  ctx: Ctx,
  orderId: number,
  guestSession: string | null,
): Promise<OrderView | null> {
  if (ctx.user) return getOrder(ctx, orderId);
  if (!guestSession) return null;
  const [own] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.userId),
        eq(orders.idempotencyScope, idempotencyScope(null, guestSession)),
      ),
    );
  if (!own) return null;
  const [order] = await loadOrders(ctx, [own.id]);
  return order ?? null;
}
