import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { deliveryMethods, paymentMethods, stores, towns } from '#db/schema';

export type OrderFilterOptions = {
  deliveries: { id: number; title: string }[];
  payments: { id: number; title: string }[];
  /** Stores to filter by: every store, or only its own for the store role. */
  stores: { id: number; title: string }[];
};

/** The choices of the back-office order list's filters, active or not: old orders keep theirs. */
export async function orderFilterOptions(ctx: Ctx, actor: StaffView): Promise<OrderFilterOptions> {
  requireArea(actor, 'orders');
  const [deliveries, payments, storeRows] = await Promise.all([
    ctx.db
      .select({ id: deliveryMethods.id, title: deliveryMethods.titleUa })
      .from(deliveryMethods)
      .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id)),
    ctx.db
      .select({ id: paymentMethods.id, title: paymentMethods.titleUa })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
    ctx.db
      .select({ id: stores.id, title: stores.titleUa, town: towns.titleUa })
      .from(stores)
      .innerJoin(towns, eq(towns.code, stores.townCode))
      .where(actor.role === 'store' ? eq(stores.id, actor.storeId ?? 0) : undefined)
      .orderBy(asc(towns.titleUa), asc(stores.titleUa), asc(stores.id)),
  ]);
  return {
    deliveries,
    payments,
    stores: storeRows.map((s) => ({ id: s.id, title: `${s.town} · ${s.title}` })),
  };
}
