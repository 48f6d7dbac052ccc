import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import { orders } from '#db/schema';

/**
 * The orders a staff member may see and move: every order, or for the store role only
 * its own store's pickups (`orders.store_id`). Enforced here, in core, for every order use case.
 */
export function ordersOf(actor: Pick<StaffView, 'role' | 'storeId'>): SQL | undefined {
  if (actor.role !== 'store') return undefined;
  // A store account without a store (the schema forbids it) sees nothing rather than everything.
  return actor.storeId === null ? sql`false` : eq(orders.storeId, actor.storeId);
}

/** One order row locked for a change, if the actor may touch it; another store's order is "not found". */
export async function lockStaffOrder(ctx: Ctx, actor: Pick<StaffView, 'role' | 'storeId'>, orderId: number) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersOf(actor)))
    .for('update');
  return order ?? null;
}
