import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { orderExports, stockReservations, storeStock } from '#db/schema';
import { fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { placeOrder } from '#test/support/exchange1c/sale';
import { settleRests } from './index';

/**
 * Which reservations 1C's free rests leave out (ADR 0120): only rows of orders 1C confirmed
 * (`order_exports.exported_at`) by the time the import started, that existed when 1C took them, in
 * the (good, store) pairs the file reported. The clock moves here, which the HTTP tests' fixed clock
 * cannot show.
 */
let database: Database;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
const minute = 60_000;
const at = (minutes: number) => new Date(seededAt.getTime() + minutes * minute);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ids = await seedFixtures(database.db, seededAt);
});
afterAll(() => database.close());
beforeEach(async () => {
  await releaseAllReservations(database.db);
  await database.db.delete(orderExports);
});

const order = (minutes: number, quantity = 1) =>
  placeOrder({ db: database.db, locale: 'ua', now: at(minutes) }, ids, { cart: [{ id: fx.lure, quantity }] });
const exported = (orderId: number, minutes: number) =>
  database.db.insert(orderExports).values({ orderId, exportedHash: 'h', exportedAt: at(minutes) });
const inRests = async (orderId: number) =>
  (
    await database.db
      .select({ inRests: stockReservations.inRests })
      .from(stockReservations)
      .where(eq(stockReservations.orderId, orderId))
  ).map((r) => r.inRests);
const reserved = async () =>
  (
    await database.db
      .select({ reserved: storeStock.reserved })
      .from(storeStock)
      .where(and(eq(storeStock.goodId, fx.lure), eq(storeStock.storeId, fx.store)))
  )[0]?.reserved;
const lureInStore = [{ goodId: fx.lure, storeId: fx.store }];

describe('settleRests (ADR 0120: an order is never counted twice)', () => {
  it('free: marks only orders 1C confirmed before the import started, rows that existed then, pairs it reported', async () => {
    const taken = await order(0);
    const takenLate = await order(0);
    const notTaken = await order(0);
    const edited = await order(5);
    await exported(taken, 1);
    // 1C confirmed this one after the import started: the file was made before 1C had it.
    await exported(takenLate, 20);
    // Its rows were taken at 5 (as a line edit re-takes them), after 1C confirmed its old lines at 2.
    await exported(edited, 2);
    expect(await reserved()).toBe(4);

    // A file that reports another store of the lure leaves the fixture store's rows alone.
    expect(
      await settleRests({ db: database.db }, [{ goodId: fx.lure, storeId: fx.depot }], {
        rests: 'free',
        takenBefore: at(10),
      }),
    ).toEqual({
      inRests: 0,
      counted: 0,
    });
    expect(await settleRests({ db: database.db }, lureInStore, { rests: 'free', takenBefore: at(10) })).toEqual({
      inRests: 1,
      counted: 0,
    });
    expect(await inRests(taken)).toEqual([true]);
    expect(await inRests(takenLate)).toEqual([false]);
    expect(await inRests(notTaken)).toEqual([false]);
    expect(await inRests(edited)).toEqual([false]);
    expect(await reserved()).toBe(3);

    // The same again marks nothing; a total counts every reservation again.
    expect((await settleRests({ db: database.db }, lureInStore, { rests: 'free', takenBefore: at(10) })).inRests).toBe(
      0,
    );
    expect(await settleRests({ db: database.db }, lureInStore, { rests: 'total' })).toEqual({ inRests: 0, counted: 1 });
    expect(await inRests(taken)).toEqual([false]);
    expect(await reserved()).toBe(4);
  });

  it('nothing reported or nothing held: no statement marks anything, reserved stays', async () => {
    expect(await settleRests({ db: database.db }, [], { rests: 'free', takenBefore: at(0) })).toEqual({
      inRests: 0,
      counted: 0,
    });
    expect(await settleRests({ db: database.db }, lureInStore, { rests: 'free', takenBefore: at(0) })).toEqual({
      inRests: 0,
      counted: 0,
    });
    expect(await reserved()).toBe(0);
  });
});
