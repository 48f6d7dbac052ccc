import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOrder, checkOrderInput } from '#core/checkout';
import { placeQuickOrder } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { goods, storeStock, users } from '#db/schema';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  addLine,
  applyGuestAction,
  checkGuestAction,
  editLine,
  editLineInput,
  getCartTotals,
  priceCart,
} from './index';

/** Quantities are bounded by what the chain's stores hold (ADR 0083). */
let database: Database;
let ctx: Ctx & { user: { id: number } };
let ids: Awaited<ReturnType<typeof seedFixtures>>;
/** On sale; 4 in a Kyiv store and 3 at the depot: the chain holds 7. */
const scarce = 90_201;
/** On sale, but no store holds any. */
const noStock = 90_202;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ids = await seedFixtures(database.db, seededAt);
  await database.db.insert(goods).values(
    [scarce, noStock].map((id) => ({
      id,
      extId: `FX${id}`,
      categoryId: 9_003,
      titleUa: `Товар ${id}`,
      titleRu: `Товар ${id} ru`,
      slug: `fx-${id}`,
      price: 20_000,
    })),
  );
  await database.db.insert(storeStock).values([
    { goodId: scarce, storeId: fx.store, quantity: 4 },
    { goodId: scarce, storeId: fx.depot, quantity: 3 },
  ]);
  await database.db
    .insert(users)
    .values({ id: 9_201, phone: '+380509992020', passwordHash: 'x', firstName: 'Ія', lastName: 'Бойко' });
  ctx = { db: database.db, locale: 'ua', now: seededAt, user: { id: 9_201 } };
});
afterAll(() => database.close());

describe('the server cart takes no more than the stores hold', () => {
  it('adds up to the chain stock and refuses more with how many there are, keeping the line', async () => {
    expect(await addLine(ctx, { id: scarce, quantity: 5 })).toMatchObject({ ok: true, line: { quantity: 5 } });
    expect(await addLine(ctx, { id: scarce, quantity: 3 })).toEqual({ ok: false, error: 'stock_short', available: 7 });
    expect(await addLine(ctx, { id: scarce, quantity: 2 })).toMatchObject({ ok: true, line: { quantity: 7 } });
    expect(await addLine(ctx, { id: noStock, quantity: 1 })).toEqual({ ok: false, error: 'stock_none', available: 0 });
  });

  it('an edit over the stock is refused; 0 or less removes softly (SPEC §4); over 999 is invalid', async () => {
    expect(await editLine(ctx, { id: scarce, quantity: 8 })).toEqual({ ok: false, error: 'stock_short', available: 7 });
    expect(await editLine(ctx, editLineInput.parse({ id: String(scarce), quantity: '-5' }))).toMatchObject({
      ok: true,
      line: { quantity: 7, isDeleted: true },
    });
    expect(await editLine(ctx, { id: scarce, quantity: 6 })).toMatchObject({ ok: true, line: { quantity: 6 } });
    expect(editLineInput.safeParse({ id: String(scarce), quantity: '1000' }).success).toBe(false);
  });

  it('a good not on sale keeps the 999 bound: its own "not available" blocks the order', async () => {
    expect(await addLine(ctx, { id: fx.gone, quantity: 10 })).toMatchObject({ ok: true });
  });

  it('cart totals carry each line’s bound and flag a line over it (stock fell after adding)', async () => {
    await database.db.insert(storeStock).values({ goodId: scarce, storeId: fx.emptyStore, quantity: 0 });
    const totals = await getCartTotals(ctx);
    expect(totals.goods.find((g) => g.id === scarce)).toMatchObject({ quantity: 6, maxQuantity: 7 });
    expect(totals.hasShortfall).toBe(false);
    const over = await priceCart(ctx, [{ goodId: scarce, quantity: 9, isDeleted: false, isChecked: true }]);
    expect(over.goods[0]?.maxQuantity).toBe(7);
    expect(over.hasShortfall).toBe(true);
  });
});

describe('a guest cart follows the same bound', () => {
  it('refuses an add or edit over the stock; removal and small changes pass', async () => {
    const lines = applyGuestAction([], { intent: 'add', id: scarce, quantity: 6 });
    expect(await checkGuestAction(ctx, lines, { intent: 'add', id: scarce, quantity: 2 })).toEqual({
      ok: false,
      error: 'stock_short',
      available: 7,
    });
    expect(await checkGuestAction(ctx, lines, { intent: 'edit', id: scarce, quantity: 1000 })).toMatchObject({
      error: 'stock_short',
    });
    expect(await checkGuestAction(ctx, lines, { intent: 'edit', id: scarce, quantity: -5 })).toBeNull();
    expect(await checkGuestAction(ctx, lines, { intent: 'add', id: scarce, quantity: 1 })).toBeNull();
    const gone = [{ goodId: fx.gone, quantity: 1, isDeleted: false }];
    expect(await checkGuestAction(ctx, gone, { intent: 'edit', id: fx.gone, quantity: 1000 })).toMatchObject({
      error: 'cart_quantity_invalid',
    });
  });
});

describe('checkout (SPEC §7 create/check)', () => {
  const check = (cart: { id: number; quantity: number }[], department = String(fx.store)) =>
    checkOrder(
      ctx,
      checkOrderInput.parse(checkForm({ delivery: ids.delivery.pickup, payment: ids.payment.cash, department, cart })),
    );

  it('a line over the chain stock blocks the order with stock_short and the count', async () => {
    const r = await check([{ id: scarce, quantity: 8 }]);
    expect(r.messages).toContainEqual({ code: 'stock_short', goodId: scarce, params: { available: 7 } });
    expect(r.disabledCheckout).toBe(true);
    const fine = await check([{ id: scarce, quantity: 3 }]);
    expect(fine.messages.map((m) => m.code)).not.toContain('stock_short');
  });

  it('says per Kyiv store which goods it lacks in the wanted quantity', async () => {
    const r = await check([
      { id: fx.lure, quantity: 1 },
      { id: fx.tent, quantity: 1 },
      { id: scarce, quantity: 5 },
    ]);
    const gaps = new Map(r.storeGaps.map((g) => [g.storeId, g.goodIds]));
    expect(gaps.get(fx.store)).toEqual([fx.tent, scarce]);
    expect(gaps.get(fx.emptyStore)).toEqual([fx.lure, fx.tent, scarce]);
    const whole = await check([{ id: fx.lure, quantity: 2 }]);
    expect(whole.storeGaps.find((g) => g.storeId === fx.store)?.goodIds).toEqual([]);
  });

  it('a one-click order over the stock is refused with the count, as the checkout is', async () => {
    const lines = [{ id: scarce, quantity: 8 }];
    expect(await placeQuickOrder(ctx, { phone: '0671234567', lines })).toEqual({
      ok: false,
      error: 'stock_short',
      available: 7,
    });
  });
});
