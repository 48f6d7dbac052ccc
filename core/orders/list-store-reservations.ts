import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods, orders, stockReservations, stores } from '#db/schema';
import { pickupStoreOf } from './find-pickups';

/**
 * What open orders hold at one store (ADR 0120): order, good, pieces and since when, oldest
 * first — pickups waiting on the shelf and parcels the store sends. The store role sees its own.
 */
export async function listStoreReservations(ctx: Ctx, actor: StaffView, storeId: number | null) {
  requireArea(actor, 'orders');
  const store = pickupStoreOf(actor, storeId);
  if (store === null) return [];
  return ctx.db
    .select({
      orderId: stockReservations.orderId,
      status: orders.status,
      goodId: stockReservations.goodId,
      title: goods.titleUa,
      quantity: stockReservations.quantity,
      since: stockReservations.createdAt,
      holdUntil: orders.holdUntil,
    })
    .from(stockReservations)
    .innerJoin(orders, eq(orders.id, stockReservations.orderId))
    .innerJoin(goods, eq(goods.id, stockReservations.goodId))
    .where(eq(stockReservations.storeId, store))
    .orderBy(asc(stockReservations.createdAt), asc(stockReservations.orderId), asc(stockReservations.goodId))
    .limit(500);
}

/** The stores a chain-wide role may pick on the hand-over screen (active ones, by title). */
export async function pickupStoreChoices(ctx: Ctx) {
  return ctx.db
    .select({ id: stores.id, title: stores.titleUa })
    .from(stores)
    .where(and(eq(stores.isActive, true)))
    .orderBy(asc(stores.titleUa));
}
