import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { hashPassword } from '#core/passwords';
import { smsOutbox, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { checkForm, checkoutSnapshot, fx, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { refusedOrder } from './ordernew.schemas';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the assertions
type Body = { status: number | string; code?: string; message?: string; message_ua?: string; data: any; result?: any };

let t: TestApi;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let token: string;
const json = async (r: Response | Promise<Response>) => {
  const res = await r;
  return { status: res.status, body: (await res.json()) as Body };
};
const customer = { phone: '0501112233', first_name: 'Іван', last_name: 'Петренко' };
const pickupForm = (cart: { id: number; quantity: number }[], extra: Record<string, string> = {}) => ({
  ...checkForm({ delivery: ids.delivery.pickup, payment: ids.payment.cash, department: String(fx.store), cart }),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApi();
  ids = await seedFixtures(t.database.db, seededAt);
  const ctx = { db: t.database.db, locale: 'ua' as const, now: seededAt };
  await t.database.db.insert(users).values({
    id: 9_201,
    phone: '+380509992010',
    passwordHash: await hashPassword('secret1'),
    firstName: 'Марія',
    lastName: 'Коваль',
  });
  token = (await issueToken(ctx, 9_201)).token;
});
afterAll(() => t.close());

describe('GET /site/ordernew/delivery/places/{townCode} (§7)', () => {
  it('lists methods with bilingual titles, fields and payments', async () => {
    const { status, body } = await json(t.get('/site/ordernew/delivery/places/8000000000'));
    expect(status).toBe(200);
    const courier = body.data.find((m: { code: string }) => m.code === 'kyiv_courier');
    expect(courier).toMatchObject({ title: 'Курьер по Киеву', title_ua: "Кур'єр по Києву" });
    expect(courier.fields[0]).toMatchObject({ name: 'recipient_full_name', title_ua: 'ПІБ отримувача', type: 'input' });
    expect(courier.payments[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        title_ua: expect.any(String),
        message_ua: expect.any(String),
        fields: [],
      }),
    );
  });

  it('unknown town → 404, malformed code → 400, both bilingual', async () => {
    const missing = await json(t.get('/site/ordernew/delivery/places/1234567890'));
    expect([missing.status, missing.body.message_ua]).toEqual([404, 'Місто не знайдено']);
    const bad = await json(t.get('/site/ordernew/delivery/places/kyiv'));
    expect(bad.status).toBe(400);
    expect(bad.body.message_ua).toBe('Невірний код міста');
  });
});

describe('GET /site/ordernew/delivery/placesMethod/{townCode}/{deliveryMethodId}/ (§7)', () => {
  it('answers the result list; pickup lists stores with code = store id', async () => {
    const { status, body } = await json(
      t.get(`/site/ordernew/delivery/placesMethod/8000000000/${ids.delivery.pickup}/`),
    );
    expect(status).toBe(200);
    expect(body.result).toEqual(body.data.result);
    expect(body.result).toContainEqual(
      expect.objectContaining({ code: String(fx.store), title_ua: expect.stringContaining('Магазин 9001') }),
    );
    const np = await json(t.get(`/site/ordernew/delivery/placesMethod/8000000000/${ids.delivery.np_department}`));
    expect(np.body.result[0]).toEqual({
      code: expect.any(String),
      title: expect.any(String),
      title_ua: expect.any(String),
    });
    expect((await t.get(`/site/ordernew/delivery/placesMethod/4610100000/${ids.delivery.kyiv_courier}/`)).status).toBe(
      404,
    );
  });
});

describe('GET /site/ordernew/towns (designed)', () => {
  it('Kyiv first for an empty query; prefix search in both languages', async () => {
    const all = await json(t.get('/site/ordernew/towns'));
    expect(all.body.data[0]).toMatchObject({ code: '8000000000', title: 'Киев', title_ua: 'Київ' });
    expect(all.body.data.length).toBeLessThanOrEqual(20);
    const lviv = await json(t.get(`/site/ordernew/towns?q=${encodeURIComponent('Львов')}`));
    expect(lviv.body.data[0].code).toBe('4610100000');
  });
});

describe('POST /site/ordernew/create/check (§7)', () => {
  it('answers the §7 fields with server prices and bilingual reasons', async () => {
    const { status, body } = await json(
      t.post(
        '/site/ordernew/create/check',
        pickupForm([
          { id: fx.saleReel, quantity: 1 },
          { id: fx.gone, quantity: 1 },
        ]),
      ),
    );
    expect(status).toBe(200);
    const d = body.data;
    expect(Object.keys(d)).toEqual(
      expect.arrayContaining([
        'cart',
        'deliveryData',
        'paymentData',
        'fee',
        'goods_price',
        'goods_price_discount',
        'goods_price_discount_value',
        'price',
        'discount',
        'promocode',
        'promocode_discount',
        'notAvaliableGoods',
        'disabledDelivery',
        'disabledPayment',
        'disabled_checkout',
        'messages',
      ]),
    );
    expect(d.cart[0]).toMatchObject({
      id: fx.saleReel,
      price: 250, // UAH (ADR 0032)
      old_price: 400,
      quantity: 1,
      sum: 250,
      isAvailable: true,
    });
    expect(d.cart[1]).toMatchObject({ id: fx.gone, isAvailable: false });
    expect(d.notAvaliableGoods).toEqual([fx.gone]);
    expect(d.disabled_checkout).toBe(true);
    expect(d.messages).toContainEqual(
      expect.objectContaining({
        code: 'good_unavailable',
        goodId: fx.gone,
        message_ua: 'Цього товару немає в наявності. Для оформлення замовлення видаліть його з кошика.',
      }),
    );
    expect(d.messages).toContainEqual(
      expect.objectContaining({ code: 'min_order', message_ua: 'Мінімальне замовлення - 500 грн*' }),
    );
    expect(d.messages).toContainEqual(
      expect.objectContaining({
        code: 'min_order_add',
        params: { amount: 250.01 },
        message_ua: 'Додайте товарів ще на 250.01 грн',
      }),
    );
    expect(d.deliveryData).toMatchObject({ id: ids.delivery.pickup, message_ua: expect.stringContaining('3 дні') });
  });

  it('an invalid promo code gives the bilingual message and no discount (§8)', async () => {
    const { body } = await json(
      t.post('/site/ordernew/create/check', pickupForm([{ id: fx.lure, quantity: 1 }], { promo_code: 'NOPE' })),
    );
    expect(body.data.promocode_discount).toBe(0);
    expect(body.data.messages).toContainEqual({
      code: 'promo_invalid',
      message: 'Промокод недействителен',
      message_ua: 'Промокод недійсний',
    });
  });

  it('an ended promo code says it ended, in both languages (§8)', async () => {
    const { body } = await json(
      t.post('/site/ordernew/create/check', pickupForm([{ id: fx.lure, quantity: 1 }], { promo_code: 'FXOLD' })),
    );
    expect(body.data.promocode_discount).toBe(0);
    expect(body.data.messages).toContainEqual({
      code: 'promo_ended',
      message: 'Срок действия промокода закончился',
      message_ua: 'Термін дії промокоду закінчився',
    });
  });

  it('bounds the cart: ≤ 100 lines, quantity 1–999, valid JSON (§5)', async () => {
    const lines = Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 }));
    for (const cart of [
      JSON.stringify(lines),
      '[{"id":1,"quantity":0}]',
      '[{"id":1,"quantity":1000}]',
      '{',
      '[{"id":1,"quantity":1},{"id":1,"quantity":2}]',
    ]) {
      const r = await json(t.post('/site/ordernew/create/check', { ...pickupForm([]), cart }));
      expect(r.status, cart.slice(0, 30)).toBe(400);
      expect(r.body.data.errors.cart.message_ua).toContain('Кошик');
    }
  });

  it('applies the signed-in club discount (§1)', async () => {
    const { body } = await json(
      t.post('/site/ordernew/create/check', pickupForm([{ id: fx.lure, quantity: 1 }]), { Token: token }),
    );
    expect(body.data).toMatchObject({ discount: 30, discount_percent: 5, price: 570 });
  });
});

describe('POST /site/ordernew/create (designed)', () => {
  it('places a guest order once per idempotency key', async () => {
    const form = { ...pickupForm([{ id: fx.lure, quantity: 1 }]), ...customer, idempotency_key: 'api-guest-0001' };
    const first = await json(t.post('/site/ordernew/create', form));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ order_id: expect.any(Number), total: 600, created: true });
    const again = await json(t.post('/site/ordernew/create', form));
    expect(again.body.data).toEqual({ ...first.body.data, created: false });
    // The API's orders get the storefront's confirmation SMS, once per order.
    const texts = await t.database.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.purpose, 'order_placed'), like(smsOutbox.text, `%№${first.body.data.order_id} %`)));
    expect(texts).toEqual([
      { text: `Poplavok: замовлення №${first.body.data.order_id} прийнято, до сплати 600.00 грн. Дякуємо!` },
    ]);
  });

  it('refuses a disabled checkout with 409, the reasons, and writes nothing (§5)', async () => {
    const before = await checkoutSnapshot(t.database.db);
    const form = { ...pickupForm([{ id: fx.rod, quantity: 1 }]), ...customer, idempotency_key: 'api-guest-0002' };
    const r = await json(t.post('/site/ordernew/create', form));
    expect(r.status).toBe(409);
    expect(refusedOrder.parse(r.body).code).toBe('checkout_disabled');
    expect(r.body.data.check.messages.map((m: { code: string }) => m.code)).toContain('min_order');
    expect(await checkoutSnapshot(t.database.db)).toEqual(before);
  });

  it('requires phone and name with the §5 texts', async () => {
    const r = await json(
      t.post('/site/ordernew/create', {
        ...pickupForm([{ id: fx.lure, quantity: 1 }]),
        idempotency_key: 'api-guest-0003',
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.data.errors.phone.message_ua).toBe("Телефон обов'язковий");
    expect(r.body.data.errors.last_name.message_ua).toBe("Прізвище обов'язкове");
    const bad = await json(
      t.post('/site/ordernew/create', {
        ...pickupForm([{ id: fx.lure, quantity: 1 }]),
        ...customer,
        phone: '123',
        idempotency_key: 'api-guest-0004',
      }),
    );
    expect(bad.body.data.errors.phone.message_ua).toBe('Телефон не вірний');
  });
});

describe('GET /site/ordernew/delivery/gethistory (§4)', () => {
  it('needs sign-in, then preselects the last order choices', async () => {
    expect((await t.get('/site/ordernew/delivery/gethistory')).status).toBe(401);
    const none = await json(t.get('/site/ordernew/delivery/gethistory', { Token: token }));
    expect(none.body.data).toMatchObject({ source: 'default', town: { code: '8000000000' }, ordersHistory: [] });
    const form = { ...pickupForm([{ id: fx.lure, quantity: 1 }]), ...customer, idempotency_key: 'api-user-0001' };
    expect((await t.post('/site/ordernew/create', form, { Token: token })).status).toBe(200);
    const last = await json(t.get('/site/ordernew/delivery/gethistory', { Token: token }));
    expect(last.body.data).toMatchObject({
      source: 'history',
      delivery_method_id: ids.delivery.pickup,
      department: String(fx.store),
      shop_id: fx.store,
      payment_method_id: ids.payment.cash,
    });
    expect(last.body.data.ordersHistory[0]).toMatchObject({ place_id: '8000000000', shop_id: fx.store });
  });
});
