import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports';
import { exchangeWarehouses, goods, orders, stockReservations, storeStock } from '#db/schema';
import { fx, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { offersXml } from '#test/support/exchange1c/catalog-xml';
import { type ExchangeClient, exchangeShops, jobsOf } from '#test/support/exchange1c/real-sets';
import { incomingXml, placeOrder, xmlTree } from '#test/support/exchange1c/sale';
import { demoStaffView, tempImportFiles, uploadAndCheck } from '#test/support/imports';
import type { TestShop } from '#test/support/shop';

/**
 * 1C's rests against the orders the shop holds (ADR 0120, issue 33): with EXCHANGE_1C_RESTS=free
 * (the default) 1C's figure is its free rest, which leaves out the orders it has taken (confirmed by
 * `type=sale&mode=success`); with `total` every open order still counts. Either way an order is
 * subtracted once. Everything goes through the real /1c/exchange door.
 */
const newShop = exchangeShops();
const files = tempImportFiles();
afterAll(() => files.dispose());

async function shopWithLure(env: Record<string, string> = {}) {
  const { shop, client } = await newShop({ EXCHANGE_1C_PRICE_TYPE: 'pt-retail', ...env });
  const ids = await seedFixtures(shop.database.db, seededAt);
  // The fixture lure is 1C's `fx-lure`; 1C's Kyiv warehouse is the fixture store.
  await shop.database.db.update(goods).set({ exchangeId: 'fx-lure' }).where(eq(goods.id, fx.lure));
  await shop.database.db
    .insert(exchangeWarehouses)
    .values({ exchangeId: 'wh-kyiv', name: 'Склад Київ', storeId: fx.store });
  return { shop, client, ids };
}

/** 1C's offers file: the lure at its price, `quantity` in the Kyiv warehouse. */
const rests = (client: ExchangeClient, quantity: number) =>
  client.exchange([
    ['offers.xml', offersXml([{ id: 'fx-lure', retail: '600', stock: [['wh-kyiv', String(quantity)]] }])],
  ]);

async function stockOf(shop: TestShop) {
  const [row] = await shop.database.db
    .select({ quantity: storeStock.quantity, reserved: storeStock.reserved })
    .from(storeStock)
    .where(and(eq(storeStock.goodId, fx.lure), eq(storeStock.storeId, fx.store)));
  if (!row) throw new Error('no stock row');
  return { ...row, available: Math.max(row.quantity - row.reserved, 0) };
}

const reservationsOf = (shop: TestShop, orderId: number) =>
  shop.database.db
    .select({ quantity: stockReservations.quantity, inRests: stockReservations.inRests })
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId));

/** 1C takes the orders: `mode=query` sends them, `mode=success` confirms (ADR 0103). */
async function oneCTakesOrders(client: ExchangeClient, orderId: number) {
  await client.signIn();
  const query = await (await client.call('type=sale&mode=query')).text();
  expect(xmlTree(query).children.map((d) => d.children.find((c) => c.name === 'Ид')?.text)).toContain(String(orderId));
  expect(await (await client.call('type=sale&mode=success')).text()).toBe('success');
}

/** 1C says the order was handed over (its status file through `type=sale&mode=file`). */
async function oneCDelivers(shop: TestShop, client: ExchangeClient, orderId: number) {
  await client.signIn();
  const file = incomingXml([{ id: orderId, requisites: { 'Статус заказа ИД': 'delivered' } }]);
  expect(await (await client.call('type=sale&mode=file&filename=orders-delivered.xml', file)).text()).toBe('success');
  const [order] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  expect(order?.status).toBe('delivered');
}

describe('ADR 0120: 1C’s rests and our reservations — an order is never counted twice', () => {
  it('EXCHANGE_1C_RESTS=free (default): before 1C takes the order it counts; after, 1C’s free rest already leaves it out', async () => {
    const { shop, client, ids } = await shopWithLure();
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    const orderId = await placeOrder(ctx, ids, { cart: [{ id: fx.lure, quantity: 1 }] });
    expect(await stockOf(shop)).toMatchObject({ quantity: 5, reserved: 1, available: 4 });

    // 1C has not taken the order: its 7 include the piece we hold.
    expect(await rests(client, 7)).toEqual(['success', 'success']);
    expect(await stockOf(shop)).toEqual({ quantity: 7, reserved: 1, available: 6 });
    expect(await reservationsOf(shop, orderId)).toEqual([{ quantity: 1, inRests: false }]);

    // 1C takes the order and reserves it: its free rest says 6 — the shop still offers 6, not 5.
    await oneCTakesOrders(client, orderId);
    expect(await rests(client, 6)).toEqual(['success', 'success']);
    expect(await stockOf(shop)).toEqual({ quantity: 6, reserved: 0, available: 6 });
    expect(await reservationsOf(shop, orderId)).toEqual([{ quantity: 1, inRests: true }]);
    const stockJobs = (await jobsOf(shop, 'offers.xml')).filter((j) => j.kind === 'stock');
    expect(stockJobs.map((j) => j.report.reservationsInRests)).toEqual([undefined, 1]);

    // The same rests again: nothing left to mark, nothing moves.
    await rests(client, 6);
    expect(await stockOf(shop)).toEqual({ quantity: 6, reserved: 0, available: 6 });

    // Handed over: 1C's figure already went down; the sale subtracts nothing again.
    await oneCDelivers(shop, client, orderId);
    expect(await stockOf(shop)).toEqual({ quantity: 6, reserved: 0, available: 6 });
    expect(await reservationsOf(shop, orderId)).toEqual([]);
  });

  it('EXCHANGE_1C_RESTS=total: 1C’s figure holds every order, so each open reservation is subtracted until delivery', async () => {
    const { shop, client, ids } = await shopWithLure({ EXCHANGE_1C_RESTS: 'total' });
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    const orderId = await placeOrder(ctx, ids, { cart: [{ id: fx.lure, quantity: 1 }] });
    expect(await rests(client, 7)).toEqual(['success', 'success']);
    expect(await stockOf(shop)).toEqual({ quantity: 7, reserved: 1, available: 6 });

    await oneCTakesOrders(client, orderId);
    expect(await rests(client, 7)).toEqual(['success', 'success']);
    expect(await stockOf(shop)).toEqual({ quantity: 7, reserved: 1, available: 6 });
    expect(await reservationsOf(shop, orderId)).toEqual([{ quantity: 1, inRests: false }]);
    const stockJobs = (await jobsOf(shop, 'offers.xml')).filter((j) => j.kind === 'stock');
    expect(stockJobs.every((j) => j.report.reservationsInRests === undefined)).toBe(true);

    // Delivered: the piece leaves the shelf here too, until 1C's next figure.
    await oneCDelivers(shop, client, orderId);
    expect(await stockOf(shop)).toEqual({ quantity: 6, reserved: 0, available: 6 });
  });

  it('the stock spreadsheet is a shelf count: pieces held for orders are on the shelf, so every reservation counts again', async () => {
    const { shop, client, ids } = await shopWithLure();
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    const orderId = await placeOrder(ctx, ids, { cart: [{ id: fx.lure, quantity: 1 }] });
    await oneCTakesOrders(client, orderId);
    await rests(client, 6);
    expect(await reservationsOf(shop, orderId)).toEqual([{ quantity: 1, inRests: true }]);

    // The store counts 7 on the shelf, the held piece among them: 6 can be sold.
    const staff = await demoStaffView(ctx, 'content');
    const sheet = `ext_id;store;quantity\nFX${fx.lure};${fx.store};7`;
    const { jobId } = await uploadAndCheck(ctx, staff, files, 'stock', 'stock.csv', sheet);
    await applyImport(ctx, staff, jobId, files);
    expect(await stockOf(shop)).toEqual({ quantity: 7, reserved: 1, available: 6 });
    expect(await reservationsOf(shop, orderId)).toEqual([{ quantity: 1, inRests: false }]);

    // 1C's next free rest leaves the order out again.
    await rests(client, 6);
    expect(await stockOf(shop)).toEqual({ quantity: 6, reserved: 0, available: 6 });
    expect(await reservationsOf(shop, orderId)).toEqual([{ quantity: 1, inRests: true }]);
  });
});
