import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { type CheckResult, checkOrder, checkOrderInput } from '#core/checkout';
import { hashPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { checkForm, fx, fxCert, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { cartTotals } from './cart.schemas';
import { apiGood, catalogPage } from './goods.schemas';
import { checkResult, placedOrder } from './ordernew.schemas';
import { order, ordersPage } from './orders.schemas';
import { homeData } from './site.schemas';

// Contract of ADR 0032: every money field of every answer is UAH = the database's kopiyky / 100
// (IEEE division rounds correctly, so `kop / 100` is the exact decimal's double: an independent
// oracle for the API's digit-built values). Prices get odd kopiyky here so that decimals show.
// Each answer is also parsed by its documented (strict) schema: the OpenAPI document stays true.

// biome-ignore lint/suspicious/noExplicitAny: bodies are checked field by field against the database
type Body = { status: number | string; code?: string; data: any; list_id?: number; result?: any };
type Price = { id: number; price: number; old_price: number | null };

let t: TestApi;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let headers: Record<string, string>;
let ctx: Ctx;
const memberId = 9_701;
const uah = (kop: number | null) => (kop === null ? null : kop / 100);
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const json = async (r: Promise<Response>) => {
  const res = await r;
  return { status: res.status, body: (await res.json()) as Body };
};
const prices = async () => new Map((await rows<Price>('select id, price, old_price from goods')).map((g) => [g.id, g]));
/** A good answered with `price`/`old_price` equals the database row in UAH. */
const expectUahPrices = (good: Price, db: Map<number, Price>) => {
  const row = db.get(good.id);
  expect(row, `good ${good.id}`).toBeDefined();
  expect([good.price, good.old_price], `good ${good.id}`).toEqual([uah(row?.price ?? 0), uah(row?.old_price ?? null)]);
};

beforeAll(async () => {
  t = await createTestApi();
  ids = await seedFixtures(t.database.db, seededAt);
  // Odd kopiyky everywhere (old_price stays above price: the demo keeps it ≥ price + 100 kopiyky).
  await rows('update goods set price = price + 99, old_price = old_price + 1 where id < 90000');
  await rows(`update goods set price = 60099 where id = ${fx.lure}`);
  await rows(`update goods set price = 25050, old_price = 40005 where id = ${fx.saleReel}`);
  await rows(`update goods set price = 30001 where id = ${fx.rod}`);
  await t.database.db.insert(users).values({
    id: memberId,
    phone: '+380509997010',
    passwordHash: await hashPassword('secret1'),
    firstName: 'Олена',
    lastName: 'Гнатюк',
  });
  ctx = { db: t.database.db, locale: 'ua', now: seededAt, user: { id: memberId } };
  headers = { Token: (await issueToken(ctx, memberId)).token };
});
afterAll(() => t.close());

describe('the shop API speaks hryvnias (ADR 0032, SPEC §9 "two decimals, UAH")', () => {
  it('home: every good of every list (§7 GET /site/home/)', async () => {
    const { body } = await json(t.get('/site/home/'));
    const data = homeData.parse(body.data);
    const db = await prices();
    const goods = [...data.goods_tag.flatMap((g) => g.goods), ...data.recommended, ...data.hits, ...data.new];
    expect(goods.length).toBeGreaterThan(10);
    for (const good of goods) expectUahPrices(good, db);
    expect(goods.some((g) => !Number.isInteger(g.price))).toBe(true);
  });

  it('goods by ids: price, old_price and the variants’ prices (§7 /api/goods/id)', async () => {
    const db = await prices();
    const one = await json(t.get('/api/goods/id/2/-'));
    const good = apiGood.parse(one.body.data);
    expectUahPrices(good as Price, db);
    expect(good.price).toBe(uah(db.get(2)?.price ?? 0));
    expect(good.variants?.length).toBeGreaterThan(0);
    for (const v of good.variants ?? []) expect(v.price).toBe(uah(db.get(v.id)?.price ?? 0));
    const list = await json(t.get('/api/goods/id/1,2,3/description'));
    for (const g of list.body.data) expectUahPrices(apiGood.parse(g) as Price, db);
  });

  it('catalogue: goods, the price facet, and UAH price bounds read exactly (§2 filters)', async () => {
    type G = { id: number; price: number };
    const subtree = await rows<G>(
      `with recursive t(id) as (select 1 union all select c.id from categories c join t on c.parent_id = t.id)
       select id, price from goods where is_active and category_id in (select id from t) order by price, id`,
    );
    const db = await prices();
    const all = catalogPage.parse((await json(t.get('/api/catalog/1?per_page=60&sort=cheap'))).body.data);
    for (const good of all.goods) expectUahPrices(good as Price, db);
    expect(all.facets.price).toEqual({ min: uah(subtree[0]?.price ?? 0), max: uah(subtree.at(-1)?.price ?? 0) });
    // A bound equal to a price keeps the good; one kopiyka above drops it.
    const pick = subtree[Math.floor(subtree.length / 2)] as G;
    const atPrice = (subtree as G[]).filter((g) => g.price >= pick.price).length;
    const bound = (kop: number) => `${Math.trunc(kop / 100)}.${String(kop % 100).padStart(2, '0')}`;
    const from = await json(t.get(`/api/catalog/1?price_min=${bound(pick.price)}`));
    expect(from.body.data.total).toBe(atPrice);
    const above = await json(t.get(`/api/catalog/1?price_min=${bound(pick.price + 1)}`));
    expect(above.body.data.total).toBe(subtree.filter((g) => g.price > pick.price).length);
    const upTo = await json(t.get(`/api/catalog/1?price_max=${uah(pick.price)}&per_page=60`));
    expect(upTo.body.data.goods.every((g: G) => g.price <= (uah(pick.price) ?? 0))).toBe(true);
    for (const bad of ['1.001', '-1', '12,50', '1e3', '0x10', '10000000.01']) {
      const r = await json(t.get(`/api/catalog/1?price_min=${bad}`));
      expect([r.status, r.body.code], bad).toEqual([400, 'validation']);
    }
  });

  it('wish lists, waiting list and shared lists carry good ids only; those goods answer in UAH (§7)', async () => {
    const added = await json(
      t.post('/users/info/wishlistgoods', { goods_id: '1', list_id: '0', list_name: 'Гроші' }, headers),
    );
    await t.post('/users/info/waitlistadd', { goods_id: '2' }, headers);
    const share = await json(t.post('/users/info/wishlistshare', { list_id: String(added.body.list_id) }, headers));
    const answers = [
      (await json(t.get('/users/info/wishlist', headers))).body.data,
      (await json(t.get('/users/info/waitlist', headers))).body.data,
      (await json(t.get(`/users/info/wishlistshare/${share.body.data.key}`))).body.data,
    ];
    const money = /price|total|amount|sum|cost|fee|discount/i;
    const keys = (v: unknown): string[] =>
      v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keys(x)]) : [];
    for (const answer of answers) expect(keys(answer).filter((k) => money.test(k))).toEqual([]);
    expect(answers[2].goods).toEqual([1]);
    const db = await prices();
    const goods = await json(t.get('/api/goods/id/1,2/-'));
    for (const good of goods.body.data) expectUahPrices(good, db);
  });

  it('cart totals: goods and totalPrice / totalOldPrice (§3 Cart totals)', async () => {
    await t.post('/site/users/cart/add', { id: '1', quantity: '3' }, headers);
    await t.post('/site/users/cart/add', { id: String(fx.saleReel), quantity: '1' }, headers);
    const totals = cartTotals.parse((await json(t.get('/site/users/cart/totals', headers))).body.data);
    const db = await prices();
    for (const good of totals.goods) expectUahPrices(good, db);
    const one = db.get(1) as Price;
    const reel = db.get(fx.saleReel) as Price;
    expect(totals.totalPrice).toBe(uah(one.price * 3 + reel.price));
    expect(totals.totalOldPrice).toBe(uah((one.old_price ?? one.price) * 3 + (reel.old_price ?? reel.price)));
  });

  describe('checkout check (§7 POST /site/ordernew/create/check): every amount = core’s kopiyky / 100', () => {
    let npDepartment = '';
    beforeAll(async () => {
      const deps = await json(t.get(`/site/ordernew/delivery/placesMethod/${fx.kyiv}/${ids.delivery.np_department}`));
      npDepartment = deps.body.result[0].code;
    });
    const courier = {
      delivery: () => ids.delivery.kyiv_courier,
      extra: { recipient_first_name: 'Олена', recipient_last_name: 'Гнатюк', street: 'Хрещатик', house: '1' },
    };
    const cases: [string, () => Record<string, string>][] = [
      [
        'Kyiv courier, transport packaging, club discount, certificate',
        () =>
          checkForm({
            delivery: courier.delivery(),
            payment: ids.payment.cash,
            cart: [
              { id: fx.rod, quantity: 1 },
              { id: fx.lure, quantity: 1 },
            ],
            certificate: fxCert[1],
            ...courier.extra,
          }),
      ],
      [
        'Nova Poshta cash on delivery with a sale line',
        () =>
          checkForm({
            delivery: ids.delivery.np_department,
            payment: ids.payment.cod,
            department: npDepartment,
            cart: [
              { id: fx.lure, quantity: 1 },
              { id: fx.saleReel, quantity: 3 },
            ],
          }),
      ],
      [
        'percent promo code on pickup',
        () =>
          checkForm({
            delivery: ids.delivery.pickup,
            payment: ids.payment.cash,
            department: String(fx.store),
            cart: [{ id: fx.lure, quantity: 3 }],
            promo_code: 'FXTEN',
          }),
      ],
    ];
    const expected = (r: CheckResult) => ({
      cart: r.lines.map((l) => ({
        price: uah(l.price),
        old_price: uah(l.oldPrice),
        sum: uah(l.sum),
        discount: uah(l.discount),
      })),
      fee: {
        deliveryCost: uah(r.fee.deliveryCost),
        paymentCommission: uah(r.fee.paymentCommission),
        shippingContainer: uah(r.fee.shippingContainer),
      },
      goods_price: uah(r.goodsPrice),
      goods_price_discount: uah(r.goodsPriceDiscount),
      goods_price_discount_value: uah(r.goodsPriceDiscountValue),
      discount: uah(r.discount),
      promocode_discount: uah(r.promocodeDiscount),
      certificate: r.certificate && { number: r.certificate.number, amount: uah(r.certificate.amount) },
      price: uah(r.price),
    });

    it.each(cases)('%s', async (_, form) => {
      const { status, body } = await json(t.post('/site/ordernew/create/check', form(), headers));
      expect(status).toBe(200);
      const data = checkResult.parse(body.data);
      const core = await checkOrder(ctx, checkOrderInput.parse(form()));
      expect(data).toMatchObject(expected(core));
      expect(core.price % 100).not.toBe(0); // the decimals really travel
      const db = await prices();
      for (const line of data.cart) expectUahPrices(line, db);
    });

    it('the fees, discounts and certificate are all exercised by these cases', async () => {
      const results = await Promise.all(cases.map(([, form]) => checkOrder(ctx, checkOrderInput.parse(form()))));
      const some = (f: (r: CheckResult) => number) => results.some((r) => f(r) > 0);
      expect(some((r) => r.fee.deliveryCost)).toBe(true);
      expect(some((r) => r.fee.paymentCommission)).toBe(true);
      expect(some((r) => r.fee.shippingContainer)).toBe(true);
      expect(some((r) => r.discount)).toBe(true);
      expect(some((r) => r.promocodeDiscount)).toBe(true);
      expect(some((r) => r.certificate?.amount ?? 0)).toBe(true);
      expect(some((r) => r.goodsPriceDiscountValue)).toBe(true);
    });

    it('the minimum-order message carries the missing amount in UAH (§8)', async () => {
      const form = checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment.cash,
        department: String(fx.store),
        cart: [{ id: fx.saleReel, quantity: 1 }],
      });
      const { body } = await json(t.post('/site/ordernew/create/check', form));
      const missing = 50_000 - 25_050 + 1;
      expect(body.data.messages).toContainEqual({
        code: 'min_order_add',
        params: { amount: uah(missing) },
        message: 'Добавьте товаров ещё на 249.51 грн',
        message_ua: 'Додайте товарів ще на 249.51 грн',
      });
    });
  });

  it('orders: the placed total, the order, its lines and fees (§7 GET /site/users/orders)', async () => {
    const form = {
      ...checkForm({
        delivery: ids.delivery.kyiv_courier,
        payment: ids.payment.cash,
        cart: [
          { id: fx.rod, quantity: 1 },
          { id: fx.lure, quantity: 2 },
        ],
        certificate: fxCert[5],
        street: 'Хрещатик',
        house: '1',
      }),
      phone: '+380509997010',
      first_name: 'Олена',
      last_name: 'Гнатюк',
      idempotency_key: 'money-contract-1',
    };
    const placed = await json(t.post('/site/ordernew/create', form, headers));
    expect(placed.status).toBe(200);
    const { order_id: id, total } = placedOrder.parse(placed.body.data);
    type Row = Record<string, number>;
    const [row] = await rows<Row>(`select * from orders where id = ${id}`);
    const lines = await rows<Row>(`select * from order_lines where order_id = ${id} order by id`);
    if (!row) throw new Error('order not stored');
    expect(total).toBe(uah(row.total ?? 0));
    const page = ordersPage.parse((await json(t.get('/site/users/orders', headers))).body.data);
    const one = order.parse((await json(t.get(`/site/users/orders/${id}`, headers))).body.data);
    expect(page.orders[0]).toEqual(one);
    expect(one).toMatchObject({
      goods_price: uah(row.goods_price ?? 0),
      promocode_discount: uah(row.promo_discount ?? 0),
      certificate: { number: fxCert[5], amount: uah(row.certificate_amount ?? 0) },
      fee: {
        deliveryCost: uah(row.delivery_cost ?? 0),
        paymentCommission: uah(row.payment_commission ?? 0),
        shippingContainer: uah(row.shipping_container ?? 0),
      },
      price: uah(row.total ?? 0),
    });
    expect(one.fee.deliveryCost).toBe(60);
    expect(one.fee.shippingContainer).toBe(35);
    expect(one.cart).toEqual(
      lines.map((l) => ({
        id: l.good_id,
        ext_id: expect.any(String),
        title: expect.any(String),
        title_ua: expect.any(String),
        price: uah(l.price ?? 0),
        old_price: uah(l.old_price ?? null),
        quantity: l.quantity,
        sum: uah((l.price ?? 0) * (l.quantity ?? 0)),
        discount: uah(l.discount ?? 0),
      })),
    );
    expect(one.price % 1).not.toBe(0);
  });
});
