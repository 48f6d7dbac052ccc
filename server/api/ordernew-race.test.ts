import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '#core/orders';
import { goods, orders, stockReservations, storeStock } from '#db/schema';
import { checkForm, fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestShop, type TestShop } from '#test/support/shop';

// ADR 0120, SPEC §8: shoppers racing for the last pieces over real HTTP — a listening server,
// requests truly in flight together — on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
// (there the racers' transactions run at once and the row lock of the conditional update decides).

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the assertions
type Body = { status: number | string; code?: string; message?: string; message_ua?: string; data: any };

let shop: TestShop;
let server: ReturnType<typeof serve>;
let origin = '';
let ids: Awaited<ReturnType<typeof seedFixtures>>;
const buyers = 8;
/** Fixture goods of this file: the last piece, the last two pieces, and a pair ordered both ways. */
const last = 90_201;
const lastTwo = 90_202;
const pairA = 90_203;
const pairB = 90_204;
/** One piece in the fixture store and one in another Kyiv store: pickup stays possible, not there. */
const lastHere = 90_205;

/** A real request from a shopper of their own address (the create limit counts per client). */
const post = async (
  path: string,
  form: Record<string, string>,
  shopper: number,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `203.0.113.${shopper}`,
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as Body,
  };
};
let keys = 0;
const buyer = (n: number) => ({
  phone: `05011${String(200 + n).padStart(5, '0')}`,
  first_name: 'Іван',
  last_name: 'Петренко',
  idempotency_key: `race-${++keys}-${n}-key`,
});
const pickup = (cart: { id: number; quantity: number }[]) =>
  checkForm({ delivery: ids.delivery.pickup, payment: ids.payment.cash, department: String(fx.store), cart });
const courier = (cart: { id: number; quantity: number }[]) => ({
  ...checkForm({ delivery: ids.delivery.kyiv_courier, payment: ids.payment.cash, cart }),
  recipient_first_name: 'Олена',
  recipient_last_name: 'Шевченко',
  street: 'Хрещатик',
  house: '22',
});
const ordersOf = async (goodId: number) => {
  const result = (await shop.database.db.execute(
    sql`select count(distinct order_id)::int as n from order_lines where good_id = ${goodId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};
const stockOf = (goodId: number) =>
  shop.database.db
    .select({ storeId: storeStock.storeId, quantity: storeStock.quantity, reserved: storeStock.reserved })
    .from(storeStock)
    .where(eq(storeStock.goodId, goodId))
    .orderBy(storeStock.storeId);

beforeAll(async () => {
  // TRUST_PROXY: each racer is a shopper of their own address, as behind the real proxy.
  shop = await createTestShop({ env: { TRUST_PROXY: 'loopback' } });
  const db = shop.database.db;
  ids = await seedFixtures(db, new Date('2026-06-15T09:00:00Z'));
  const good = (id: number) => ({
    id,
    extId: `FX${id}`,
    categoryId: 9_003,
    titleUa: `Товар ${id}`,
    titleRu: `Товар ${id} ru`,
    slug: `fx-${id}`,
    price: 60_000,
  });
  await db.insert(goods).values([last, lastTwo, pairA, pairB, lastHere].map(good));
  await db.insert(storeStock).values([
    { goodId: last, storeId: fx.store, quantity: 1 },
    { goodId: last, storeId: fx.depot, quantity: 0 },
    { goodId: lastTwo, storeId: fx.store, quantity: 1 },
    { goodId: lastTwo, storeId: fx.depot, quantity: 1 },
    { goodId: pairA, storeId: fx.store, quantity: 500 },
    { goodId: pairB, storeId: fx.store, quantity: 500 },
    { goodId: lastHere, storeId: fx.store, quantity: 1 },
    { goodId: lastHere, storeId: fx.emptyStore, quantity: 1 },
  ]);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await shop.close();
});
beforeEach(() => releaseAllReservations(shop.database.db));

describe('racing for the last pieces over real HTTP (ADR 0120, SPEC §8)', () => {
  it(`${buyers} shoppers, one piece in the pickup store: exactly one order, the others hear §8's message`, async () => {
    const [before] = await shop.database.db.select({ n: count() }).from(orders);
    const answers = await Promise.all(
      Array.from({ length: buyers }, (_, n) =>
        post('/site/ordernew/create', { ...pickup([{ id: last, quantity: 1 }]), ...buyer(n) }, n + 1),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(won[0]?.body.data.created).toBe(true);
    expect(lost).toHaveLength(buyers - 1);
    for (const a of lost)
      expect([a.status, a.body.code, a.body.message_ua, a.body.message]).toEqual([
        409,
        'good_not_in_store',
        'Товар відсутній у обраному магазині.',
        'Товар отсутствует в выбранном магазине.',
      ]);
    expect(await stockOf(last)).toEqual([
      { storeId: fx.store, quantity: 1, reserved: 1 },
      { storeId: fx.depot, quantity: 0, reserved: 0 },
    ]);
    const held = await shop.database.db.select().from(stockReservations).where(eq(stockReservations.goodId, last));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ orderId: won[0]?.body.data.order_id, storeId: fx.store, quantity: 1 });
    const [after] = await shop.database.db.select({ n: count() }).from(orders);
    expect(Number(after?.n)).toBe(Number(before?.n) + 1);
    expect(await ordersOf(last)).toBe(1);
    // The last piece is held: the listing shows the good as gone.
    const [row] = await shop.database.db.select({ out: goods.reservedOut }).from(goods).where(eq(goods.id, last));
    expect(row?.out).toBe(true);
  });

  it('the storefront checkout shows the §8 refusal in the page’s language (/ru and ua)', async () => {
    // A signed-in shopper puts the fixture store's last piece in the cart (another Kyiv store has one
    // too, so pickup stays on offer); someone else's order takes it first.
    const signedIn = await fetch(`${origin}/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.60' },
      body: new URLSearchParams({ intent: 'login', phone: '0501234567', password: 'poplavok' }).toString(),
      redirect: 'manual',
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = /token=([^;]+)/.exec(cookie)?.[1] ?? '';
    await shop.database.db.execute(
      sql`delete from cart_lines where user_id = (select id from users where phone = '+380501234567')`,
    );
    const added = await post('/site/users/cart/add', { id: String(lastHere), quantity: '1' }, 60, { token });
    expect(added.status).toBe(200);
    const first = await post('/site/ordernew/create', { ...pickup([{ id: lastHere, quantity: 1 }]), ...buyer(50) }, 50);
    expect(first.status).toBe(200);
    const place = (n: number) => ({
      townCode: fx.kyiv,
      deliveryMethod: String(ids.delivery.pickup),
      selectedDepartment: String(fx.store),
      paymentMethod: String(ids.payment.cash),
      phone: '+38(050)123-45-67',
      first_name: 'Олександр',
      last_name: 'Коваленко',
      intent: 'place',
      idempotency_key: `race-page-${n}-key`,
    });
    const ru = await post('/ru/checkout', place(1), 60, { cookie });
    const ua = await post('/checkout', place(2), 60, { cookie });
    expect([ru.status, ua.status]).toEqual([409, 409]);
    expect(ru.text).toContain('Товар отсутствует в выбранном магазине.');
    expect(ua.text).toContain('Товар відсутній у обраному магазині.');
    expect(await ordersOf(lastHere)).toBe(1);
  });

  it(`delivery: the last 2 pieces in 2 stores, ${buyers} buyers of one each → exactly 2 orders, nothing oversold`, async () => {
    const answers = await Promise.all(
      Array.from({ length: buyers }, (_, n) =>
        post('/site/ordernew/create', { ...courier([{ id: lastTwo, quantity: 1 }]), ...buyer(100 + n) }, 100 + n),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const a of answers.filter((a) => a.status !== 200))
      expect([a.status, a.body.code, a.body.message_ua, a.body.message]).toEqual([
        409,
        'stock_gone',
        'Товар щойно розкупили: перевірте кошик',
        'Товар только что раскупили: проверьте корзину',
      ]);
    const stock = await stockOf(lastTwo);
    for (const s of stock) expect(s.reserved).toBeLessThanOrEqual(s.quantity);
    expect(stock.map((s) => s.reserved)).toEqual([1, 1]);
    const held = await shop.database.db
      .select({ n: sql<number>`sum(${stockReservations.quantity})::int` })
      .from(stockReservations)
      .where(eq(stockReservations.goodId, lastTwo));
    expect(held[0]?.n).toBe(2);
    expect(await ordersOf(lastTwo)).toBe(2);
  });

  it('two goods in opposite line order, many orders at once: no deadlock, every order placed and held', async () => {
    const pairs = 6;
    const answers = await Promise.all(
      Array.from({ length: pairs * 2 }, (_, n) => {
        const cart =
          n % 2
            ? [
                { id: pairA, quantity: 1 },
                { id: pairB, quantity: 1 },
              ]
            : [
                { id: pairB, quantity: 1 },
                { id: pairA, quantity: 1 },
              ];
        return post('/site/ordernew/create', { ...pickup(cart), ...buyer(150 + n) }, 150 + n);
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(pairs * 2).fill(200));
    const stock = await shop.database.db
      .select({ goodId: storeStock.goodId, reserved: storeStock.reserved })
      .from(storeStock)
      .where(and(inArray(storeStock.goodId, [pairA, pairB]), eq(storeStock.storeId, fx.store)))
      .orderBy(storeStock.goodId);
    expect(stock).toEqual([
      { goodId: pairA, reserved: pairs * 2 },
      { goodId: pairB, reserved: pairs * 2 },
    ]);
  });
});
