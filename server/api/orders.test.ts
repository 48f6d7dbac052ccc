import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { changeOrderStatus } from '#core/orders';
import { hashPassword } from '#core/passwords';
import { fiscalReceipts, payments, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput } from '#test/support/api-fuzz';
import { checkForm, checkoutSnapshot, fx, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the assertions
type Body = { status: number | string; code?: string; message_ua?: string; data: any };

let t: TestApi;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let owner: string;
let stranger: string;
const orderIds: number[] = [];
const json = async (r: Promise<Response>) => {
  const res = await r;
  return { status: res.status, body: (await res.json()) as Body };
};

async function signedIn(id: number, phone: string) {
  await t.database.db
    .insert(users)
    .values({ id, phone, passwordHash: await hashPassword('secret1'), firstName: 'Тарас', lastName: 'Мельник' });
  return (await issueToken({ db: t.database.db, locale: 'ua', now: seededAt }, id)).token;
}

beforeAll(async () => {
  t = await createTestApi();
  ids = await seedFixtures(t.database.db, seededAt);
  owner = await signedIn(9_401, '+380509994010');
  stranger = await signedIn(9_402, '+380509994020');
  for (const [n, cart] of [
    [1, [{ id: fx.lure, quantity: 1 }]],
    [
      2,
      [
        { id: fx.lure, quantity: 2 },
        { id: fx.saleReel, quantity: 1 },
      ],
    ],
    [3, [{ id: fx.lure, quantity: 3 }]],
  ] as const) {
    await releaseAllReservations(t.database.db);
    const form = {
      ...checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment.cash,
        department: String(fx.store),
        cart: [...cart],
      }),
      phone: '+380509994010',
      first_name: 'Тарас',
      last_name: 'Мельник',
      idempotency_key: `orders-api-${n}`,
    };
    const r = await json(t.post('/site/ordernew/create', form, { Token: owner }));
    orderIds.push(r.body.data.order_id);
  }
});

// These tests place more orders than the fixture store holds; stock is not what they test (ADR 0120).
beforeEach(() => releaseAllReservations(t.database.db));
afterAll(() => t.close());

describe('GET /site/users/orders (§3 orders with pagination total, §7)', () => {
  it('lists own orders newest first with the total', async () => {
    const page = await json(t.get('/site/users/orders?page=1&per_page=2', { Token: owner }));
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.orders.map((o: { id: number }) => o.id)).toEqual([orderIds[2], orderIds[1]]);
    const second = await json(t.get('/site/users/orders?page=2&per_page=2', { Token: owner }));
    expect(second.body.data.orders.map((o: { id: number }) => o.id)).toEqual([orderIds[0]]);
    const other = await json(t.get('/site/users/orders', { Token: stranger }));
    expect(other.body.data).toMatchObject({ orders: [], total: 0, page: 1, per_page: 10 });
    expect((await t.get('/site/users/orders')).status).toBe(401);
    expect((await t.get('/site/users/orders?per_page=51', { Token: owner })).status).toBe(400);
  });
});

describe('GET /site/users/orders/{id} (designed)', () => {
  it('shows lines with price snapshots, amounts and the status history to the owner only', async () => {
    const id = orderIds[1] as number;
    const manager = await staffActor(t.database.db, 'manager');
    await changeOrderStatus({ db: t.database.db, locale: 'ua', now: seededAt }, manager, {
      orderId: id,
      status: 'confirmed',
    });
    const { status, body } = await json(t.get(`/site/users/orders/${id}`, { Token: owner }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      status: 'confirmed',
      // The status in both languages (ADR 0091)
      status_title: 'Подтверждён',
      status_title_ua: 'Підтверджене',
      // UAH (ADR 0032)
      goods_price: 1_600,
      goods_price_discount: 1_450,
      goods_price_discount_value: 150,
      discount: 60, // 5 % club discount on the full-price lure ×2
      price: 1_390,
      shop_id: fx.store,
    });
    expect(body.data.cart).toEqual([
      expect.objectContaining({
        id: fx.lure,
        price: 600,
        old_price: null,
        quantity: 2,
        sum: 1_200,
        discount: 60,
      }),
      expect.objectContaining({ id: fx.saleReel, price: 250, old_price: 400, quantity: 1, discount: 0 }),
    ]);
    expect(body.data.history.map((h: { status: string; title_ua: string }) => [h.status, h.title_ua])).toEqual([
      ['new', 'Нове'],
      ['confirmed', 'Підтверджене'],
    ]);
    // Pickup: delivery as it was offered at checkout, free and uninsured.
    expect([body.data.delivery_fee, body.data.insurance]).toEqual([
      { type: 'free', amount: 0, estimate: null, estimate_demo: false, paid_to: 'shop' },
      null,
    ]);
    const foreign = await json(t.get(`/site/users/orders/${id}`, { Token: stranger }));
    expect([foreign.status, foreign.body.message_ua]).toEqual([404, 'Замовлення не знайдено']);
    expect((await t.get('/site/users/orders/999999', { Token: owner })).status).toBe(404);
    expect((await t.get('/site/users/orders/abc', { Token: owner })).status).toBe(400);
  });
});

describe('an order keeps the delivery lines check offered (§9)', () => {
  it('a Nova Poshta order shows the carrier tariff and the 1 % insurance in the history, as check did', async () => {
    const form = checkForm({
      delivery: ids.delivery.np_courier,
      payment: ids.payment.card,
      cart: [{ id: fx.lure, quantity: 1 }],
      street: 'вул. Хрещатик',
      house: '1',
    });
    const check = await json(t.post('/site/ordernew/create/check', form, { Token: owner }));
    expect(check.body.data.delivery_fee).toMatchObject({ type: 'carrier_tariff', paid_to: 'carrier' });
    const placed = await json(
      t.post(
        '/site/ordernew/create',
        {
          ...form,
          phone: '+380509994010',
          first_name: 'Тарас',
          last_name: 'Мельник',
          idempotency_key: 'orders-api-np',
        },
        { Token: owner },
      ),
    );
    expect(placed.status).toBe(200);
    const { body } = await json(t.get(`/site/users/orders/${placed.body.data.order_id}`, { Token: owner }));
    expect(body.data.delivery_fee).toEqual({
      type: 'carrier_tariff',
      amount: null,
      estimate: null,
      estimate_demo: false,
      paid_to: 'carrier',
    });
    expect(body.data.insurance).toEqual(check.body.data.insurance);
    expect(body.data.insurance).toMatchObject({ percent: 1, paid_to: 'carrier' });
  });
});

describe("an order's fiscal receipt", () => {
  it('shows the latest done sale receipt as receipt_url and receipt_status', async () => {
    const id = orderIds[2] as number;
    const db = t.database.db;
    const { body: before } = await json(t.get(`/site/users/orders/${id}`, { Token: owner }));
    expect(before.data).toMatchObject({ receipt_url: null, receipt_status: null });
    const [payment] = await db
      .insert(payments)
      .values({ orderId: id, provider: 'demo', amount: 12_345, reference: `${id}-receipt-api` })
      .returning({ id: payments.id });
    const url = 'https://example.test/checkout/receipt/3f0c8f1e-0000-4000-8000-000000000001';
    await db.insert(fiscalReceipts).values({
      paymentId: payment?.id ?? 0,
      orderId: id,
      kind: 'sell',
      status: 'done',
      amount: 12_345,
      provider: 'demo',
      requestId: '3f0c8f1e-0000-4000-8000-000000000001',
      url,
    });
    const { status, body } = await json(t.get(`/site/users/orders/${id}`, { Token: owner }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ receipt_url: url, receipt_status: 'done' });
  });
});

describe('orders endpoints reject bad input (§5)', () => {
  const snapshot = () => checkoutSnapshot(t.database.db);
  it('GET /site/users/orders?page=&per_page=', async () => {
    await assertRejectsBadInput(
      t,
      { method: 'GET', path: (s) => `/site/users/orders?page=${s}&per_page=${s}`, headers: { Token: owner } },
      snapshot,
    );
  }, 60_000);

  it('GET /site/users/orders/{id}', async () => {
    await assertRejectsBadInput(
      t,
      { method: 'GET', path: (s) => `/site/users/orders/${s}`, headers: { Token: stranger } },
      snapshot,
    );
  }, 60_000);
});
