import { eq } from 'drizzle-orm';
import { releaseOrder, reserveOrder } from '#core/stock';
import type { Db } from '#db/client';
import { orders, stores } from '#db/schema';
import { seededAt } from '#test/support/db';

/**
 * A placed pickup order holding `quantity` of a good in a store, through core/stock as
 * `createOrder` does (ADR 0120): the tests of what shoppers see need a hold, not checkout's
 * whole form. Demo ids: pickup 1, cash 1. Returns the order's id and a release.
 */
export async function holdStock(db: Db, goodId: number, storeId: number, quantity = 1) {
  const [store] = await db.select({ townCode: stores.townCode }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`no store ${storeId}`);
  const ctx = { db, now: seededAt };
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        townCode: store.townCode,
        deliveryMethodId: 1,
        paymentMethodId: 1,
        storeId,
        phone: '+380501234567',
        firstName: 'Тест',
        lastName: 'Резерв',
        goodsPrice: 0,
        total: 0,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not inserted');
    const held = await reserveOrder({ ...ctx, db: tx }, order.id, [{ goodId, quantity }], { kind: 'pickup', storeId });
    if (!held.ok) throw new Error(`not reserved: ${JSON.stringify(held)}`);
    return order.id;
  });
  return { orderId, release: () => db.transaction((tx) => releaseOrder({ db: tx }, orderId)) };
}
