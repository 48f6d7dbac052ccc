import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGood } from '#core/catalog';
import { changeOrderStatusByShop, createOrder, createOrderInput, editOrderLines } from '#core/orders';
import type { Ctx } from '#core/shared';
import { chainStock } from '#core/stores';
import type { Database } from '#db/client';
import { auditLog, goods, stockReservations, storeStock } from '#db/schema';
import { checkForm, fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { reserveOrder, setDispatchStores } from './reservations';

let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let key = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
});
beforeEach(async () => {
  await releaseAllReservations(database.db);
  setDispatchStores(undefined);
  await setStock(fx.lure, fx.store, 5);
  await setStock(fx.lure, fx.depot, 999);
});
afterAll(() => database.close());

async function setStock(goodId: number, storeId: number, quantity: number) {
  await database.db
    .insert(storeStock)
    .values({ goodId, storeId, quantity })
    .onConflictDoUpdate({ target: [storeStock.goodId, storeStock.storeId], set: { quantity } });
}

async function stockOf(goodId: number, storeId: number) {
  const [row] = await database.db
    .select({ quantity: storeStock.quantity, reserved: storeStock.reserved })
    .from(storeStock)
    .where(and(eq(storeStock.goodId, goodId), eq(storeStock.storeId, storeId)));
  return row;
}

const reservationsOf = (orderId: number) =>
  database.db
    .select({
      goodId: stockReservations.goodId,
      storeId: stockReservations.storeId,
      quantity: stockReservations.quantity,
    })
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId))
    .orderBy(stockReservations.storeId);

async function place(cart: { id: number; quantity: number }[], pickup = true) {
  return createOrder(
    ctx,
    createOrderInput.parse({
      ...checkForm({
        delivery: pickup ? ids.delivery.pickup : ids.delivery.kyiv_courier,
        payment: ids.payment.cash,
        cart,
        ...(pickup ? { department: String(fx.store) } : { street: 'Хрещатик', house: '1' }),
      }),
      phone: '+38(050)111-22-33',
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: `reservations-${++key}`,
    }),
  );
}

async function placed(cart: { id: number; quantity: number }[], pickup = true) {
  const r = await place(cart, pickup);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
  return r.orderId;
}

describe('an order holds its goods (ADR 0120, SPEC §9 pickup hold)', () => {
  it('a pickup order reserves at its store: the next shopper can have only what is left', async () => {
    const order = await placed([{ id: fx.lure, quantity: 3 }]);
    expect(await stockOf(fx.lure, fx.store)).toEqual({ quantity: 5, reserved: 3 });
    expect(await reservationsOf(order)).toEqual([{ goodId: fx.lure, storeId: fx.store, quantity: 3 }]);
    expect((await chainStock(ctx, [fx.lure])).get(fx.lure)).toBe(2 + 999);
    const page = await getGood(ctx, fx.lure);
    expect(page?.stock.find((s) => s.storeId === fx.store)?.quantity).toBe(2);
  });

  it('§8: more than the store has left is refused with "not in the chosen shop" and writes nothing', async () => {
    await placed([{ id: fx.lure, quantity: 4 }]);
    const refused = await place([{ id: fx.lure, quantity: 2 }]);
    expect(refused).toMatchObject({ ok: false, error: 'good_not_in_store' });
    expect(!refused.ok && refused.check?.messages).toContainEqual({ code: 'good_not_in_store', goodId: fx.lure });
    expect(await stockOf(fx.lure, fx.store)).toEqual({ quantity: 5, reserved: 4 });
  });

  it('the reservation itself refuses a race the check did not see (§8 code), all or nothing', async () => {
    await database.db
      .transaction(async (tx) => {
        const r = await reserveOrder({ db: tx, now: seededAt }, 1, [{ goodId: fx.lure, quantity: 6 }], {
          kind: 'pickup',
          storeId: fx.store,
        });
        expect(r).toEqual({ ok: false, goodId: fx.lure, available: 5 });
        tx.rollback();
      })
      .catch(() => {});
    expect(await stockOf(fx.lure, fx.store)).toEqual({ quantity: 5, reserved: 0 });
  });

  it('a delivery takes a line whole from the store with most, else splits; DISPATCH_STORES sets the order', async () => {
    const whole = await placed([{ id: fx.lure, quantity: 10 }], false);
    expect(await reservationsOf(whole)).toEqual([{ goodId: fx.lure, storeId: fx.depot, quantity: 10 }]);
    await setStock(fx.lure, fx.depot, 12);
    // The depot has 2 left, the store 5: 4 pieces come whole from the store, 6 are split, most first.
    const next = await placed([{ id: fx.lure, quantity: 4 }], false);
    expect(await reservationsOf(next)).toEqual([{ goodId: fx.lure, storeId: fx.store, quantity: 4 }]);
    const spread = await placed([{ id: fx.lure, quantity: 3 }], false);
    expect(await reservationsOf(spread)).toEqual(
      [
        { goodId: fx.lure, storeId: fx.depot, quantity: 2 },
        { goodId: fx.lure, storeId: fx.store, quantity: 1 },
      ].sort((a, b) => a.storeId - b.storeId),
    );
    expect(await place([{ id: fx.lure, quantity: 1 }], false)).toMatchObject({ ok: false, error: 'stock_gone' });
    await releaseAllReservations(database.db);
    await setStock(fx.lure, fx.depot, 3);
    setDispatchStores([`fx-store-${fx.depot}`, String(fx.store)]);
    const split = await placed([{ id: fx.lure, quantity: 6 }], false);
    expect(await reservationsOf(split)).toEqual([
      { goodId: fx.lure, storeId: fx.store, quantity: 3 },
      { goodId: fx.lure, storeId: fx.depot, quantity: 3 },
    ]);
  });

  it('cancelling lets go, with the audit row naming what was released; delivering sells', async () => {
    const cancelled = await placed([{ id: fx.lure, quantity: 2 }]);
    expect(await changeOrderStatusByShop(ctx, { orderId: cancelled, status: 'cancelled' })).toEqual({ ok: true });
    expect(await stockOf(fx.lure, fx.store)).toEqual({ quantity: 5, reserved: 0 });
    const [audit] = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(cancelled)), eq(auditLog.action, 'order.cancel')));
    expect(audit?.after).toMatchObject({ status: 'cancelled', released: [{ goodId: fx.lure, quantity: 2 }] });

    const sold = await placed([{ id: fx.lure, quantity: 2 }]);
    for (const status of ['confirmed', 'packed', 'ready_for_pickup', 'delivered'] as const)
      expect(await changeOrderStatusByShop(ctx, { orderId: sold, status, quiet: true })).toEqual({ ok: true });
    expect(await stockOf(fx.lure, fx.store)).toEqual({ quantity: 3, reserved: 0 });
    expect(await reservationsOf(sold)).toEqual([]);
  });

  it('editing lines takes the new quantities in place of the old ones', async () => {
    const order = await placed([{ id: fx.lure, quantity: 2 }]);
    const manager = await staffActor(database.db, 'manager');
    const edited = await editOrderLines(ctx, manager, { orderId: order, lines: [{ goodId: fx.lure, quantity: 4 }] });
    expect(edited).toMatchObject({ ok: true, changed: true });
    expect(await stockOf(fx.lure, fx.store)).toEqual({ quantity: 5, reserved: 4 });
    const tooMany = await editOrderLines(ctx, manager, { orderId: order, lines: [{ goodId: fx.lure, quantity: 6 }] });
    expect(tooMany).toMatchObject({ ok: false, error: 'order_check_failed' });
    expect(await stockOf(fx.lure, fx.store)).toEqual({ quantity: 5, reserved: 4 });
  });

  it('a good whose every piece is reserved is flagged reserved_out until an order lets go', async () => {
    await setStock(fx.lure, fx.depot, 0);
    const flag = async () =>
      (await database.db.select({ out: goods.reservedOut }).from(goods).where(eq(goods.id, fx.lure)))[0]?.out;
    const order = await placed([{ id: fx.lure, quantity: 5 }]);
    expect(await flag()).toBe(true);
    await changeOrderStatusByShop(ctx, { orderId: order, status: 'cancelled', quiet: true });
    expect(await flag()).toBe(false);
  });
});
