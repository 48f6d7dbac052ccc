import { and, eq, sql } from 'drizzle-orm';
import {
  describePacking,
  loadPackGoods,
  type PackedParcel,
  type PackGood,
  type PointLimits,
  packParcels,
  parcelFits,
} from '#core/carriers';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, StaffForbiddenError, type StaffView } from '#core/staff';
import { departments, orderLines, orderPackings, orders, type PackedItems, shipments } from '#db/schema';

export type OrderPacking = {
  goods: PackGood[];
  /** The parcels the order ships as; null when a good fits no parcel (`problem`). */
  parcels: PackedParcel[] | null;
  /** Saved by staff, or proposed by `packParcels`. */
  source: 'saved' | 'proposed';
  problem: { goodId: number; reason: 'over_limits' | 'point_too_small' } | null;
  /** The recipient point's limits when known (a parcel locker's cells). */
  point: PointLimits | null;
};

type OrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'goodsPrice' | 'goodsDiscount' | 'promoDiscount' | 'deliveryMethodId' | 'townCode' | 'departmentCode'
>;

/** The goods of an order with each piece's declared value (what the shopper pays for them). */
export async function orderPackGoods(ctx: Ctx, order: OrderRow): Promise<PackGood[]> {
  const rows = await ctx.db
    .select({ id: orderLines.goodId, quantity: orderLines.quantity, price: orderLines.price })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  const merged = new Map<number, { id: number; quantity: number; price: number }>();
  for (const r of rows) {
    const known = merged.get(r.id);
    if (!known) merged.set(r.id, { ...r });
    else {
      const quantity = known.quantity + r.quantity;
      merged.set(r.id, { id: r.id, quantity, price: (known.price * known.quantity + r.price * r.quantity) / quantity });
    }
  }
  const declaredValue = order.goodsPrice - order.goodsDiscount - order.promoDiscount;
  return loadPackGoods(ctx, [...merged.values()], declaredValue);
}

async function pointLimits(ctx: Ctx, order: OrderRow): Promise<PointLimits | null> {
  if (!order.departmentCode) return null;
  const [row] = await ctx.db
    .select({
      maxWeightG: departments.maxWeightG,
      maxLengthMm: departments.maxLengthMm,
      maxWidthMm: departments.maxWidthMm,
      maxHeightMm: departments.maxHeightMm,
    })
    .from(departments)
    .where(
      and(
        eq(departments.deliveryMethodId, order.deliveryMethodId),
        eq(departments.townCode, order.townCode),
        eq(departments.code, order.departmentCode),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * How the order ships (ADR 0117): the parcels staff saved while they still cover the
 * order's goods, else `packParcels`' proposal within SPEC §9 and the point's limits.
 */
export async function orderPacking(ctx: Ctx, order: OrderRow): Promise<OrderPacking> {
  const [goodsList, point, saved] = await Promise.all([
    orderPackGoods(ctx, order),
    pointLimits(ctx, order),
    ctx.db.select({ parcels: orderPackings.parcels }).from(orderPackings).where(eq(orderPackings.orderId, order.id)),
  ]);
  const own = saved[0] ? describePacking(goodsList, saved[0].parcels) : null;
  if (own?.length) return { goods: goodsList, parcels: own, source: 'saved', problem: null, point };
  const packed = packParcels(goodsList, point);
  return packed.ok
    ? { goods: goodsList, parcels: packed.parcels, source: 'proposed', problem: null, point }
    : {
        goods: goodsList,
        parcels: null,
        source: 'proposed',
        problem: { goodId: packed.goodId, reason: packed.reason },
        point,
      };
}

export type SavePackingError =
  | 'order_not_found'
  | 'packing_not_open'
  | 'packing_lines_mismatch'
  | 'packing_parcel_over_limits';

/**
 * Staff re-pack an order before its waybills: the parcels must hold every piece of the
 * order exactly once and each keep SPEC §9's and the point's limits. Open while the order is
 * confirmed or packed and no waybill is made; audited (`order.packing`).
 */
export async function saveOrderPacking(
  ctx: Ctx,
  actor: StaffView,
  input: { orderId: number; parcels: PackedItems[] },
): Promise<{ ok: true; parcels: number } | { ok: false; error: SavePackingError; parcel?: number }> {
  requireArea(actor, 'orders');
  if (actor.role === 'store') throw new StaffForbiddenError(actor.role, 'orders');
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) return { ok: false, error: 'order_not_found' };
  const [made] = await ctx.db
    .select({ n: sql<number>`1` })
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .limit(1);
  if (made || (order.status !== 'confirmed' && order.status !== 'packed'))
    return { ok: false, error: 'packing_not_open' };
  const current = await orderPacking(ctx, order);
  const parcels = describePacking(current.goods, input.parcels);
  if (!parcels?.length) return { ok: false, error: 'packing_lines_mismatch' };
  const bad = parcels.findIndex((p) => !parcelFits(p.box, p.declaredValue, current.point));
  if (bad >= 0) return { ok: false, error: 'packing_parcel_over_limits', parcel: bad + 1 };
  const stored = parcels.map((p) => p.items);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(orderPackings)
      .values({ orderId: order.id, parcels: stored, updatedBy: actor.id, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: orderPackings.orderId,
        set: { parcels: stored, updatedBy: actor.id, updatedAt: ctx.now },
      });
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      {
        action: 'order.packing',
        entity: 'order',
        entityId: order.id,
        before: current.parcels?.map((p) => p.items) ?? null,
        after: stored,
      },
    );
  });
  return { ok: true, parcels: stored.length };
}
