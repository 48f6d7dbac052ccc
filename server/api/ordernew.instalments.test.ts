import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { hashPassword } from '#core/passwords';
import { loyaltyYears, orders, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { checkForm, fx, fxCert, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';
import { checkResult } from './ordernew.schemas';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the assertions
type Body = { status: number | string; code?: string; data: any };

let t: TestApi;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let member: Record<string, string>;
const json = async (r: Promise<Response>) => {
  const res = await r;
  return { status: res.status, body: (await res.json()) as Body };
};
const creditForm = (cart: { id: number; quantity: number }[], extra: Record<string, string> = {}) => ({
  ...checkForm({ delivery: ids.delivery.pickup, payment: ids.payment.credit, department: String(fx.store), cart }),
  ...extra,
});
const courierCredit = (cart: { id: number; quantity: number }[], extra: Record<string, string> = {}) => ({
  ...checkForm({
    delivery: ids.delivery.kyiv_courier,
    payment: ids.payment.credit,
    cart,
    recipient_first_name: 'Іван',
    recipient_last_name: 'Петренко',
    street: 'Хрещатик',
    house: '1',
  }),
  ...extra,
});
const saleAndFull = [
  { id: fx.saleReel, quantity: 2 },
  { id: fx.lure, quantity: 1 },
];

beforeAll(async () => {
  t = await createTestApi();
  ids = await seedFixtures(t.database.db, seededAt);
  await t.database.db.insert(users).values({
    id: 9_501,
    phone: '+380509995010',
    passwordHash: await hashPassword('secret1'),
    firstName: 'Клуб',
    lastName: 'Член',
  });
  await t.database.db
    .insert(loyaltyYears)
    .values({ userId: 9_501, year: 2026, purchases: 1_500_000, levelPercent: 10 });
  const { token } = await issueToken({ db: t.database.db, locale: 'ua', now: seededAt }, 9_501);
  member = { Token: token };
});
afterAll(() => t.close());

describe('POST /site/ordernew/create/check: instalments (§9)', () => {
  it('credit: full price — sale price, club card, promo code and certificate all left out, and it says so', async () => {
    const form = creditForm(saleAndFull, { promo_code: 'FXBIG', certificate: fxCert[2], bank: 'privat', parts: '8' });
    const { status, body } = await json(t.post('/site/ordernew/create/check', form, member));
    expect(status).toBe(200);
    expect(checkResult.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({
      goods_price: 1400,
      goods_price_discount: 1400,
      goods_price_discount_value: 0,
      discount: 0,
      discount_percent: 0,
      promocode: null,
      promocode_discount: 0,
      certificate: null,
      price: 1400,
      credit: { bank: 'privat', parts: 8, parts_offered: [2, 3, 4, 5, 6, 7, 8], first_payment: 175, payment: 175 },
      disabled_checkout: false,
    });
    expect(body.data.cart.map((l: { price: number }) => l.price)).toEqual([400, 600]);
    expect(body.data.messages).toEqual([
      expect.objectContaining({
        code: 'credit_full_price',
        message_ua: expect.stringContaining('лише за повною ціною'),
        message: expect.stringContaining('только по полной цене'),
      }),
    ]);
    // The same cart paid otherwise keeps its sale price and the club discount.
    const cash = await json(
      t.post(
        '/site/ordernew/create/check',
        { ...form, paymentMethod: String(ids.payment.cash), promo_code: '', certificate: '' },
        member,
      ),
    );
    expect(cash.body.data).toMatchObject({ goods_price_discount: 1100, discount: 60, credit: null });
  });

  it('parts must be one the bank offers; an unknown bank is malformed (§9)', async () => {
    const cart = [{ id: fx.lure, quantity: 1 }];
    const nine = await json(t.post('/site/ordernew/create/check', creditForm(cart, { bank: 'privat', parts: '9' })));
    expect(nine.body.data.disabled_checkout).toBe(true);
    expect(nine.body.data.messages).toContainEqual(
      expect.objectContaining({
        code: 'credit_parts_invalid',
        params: { min: 2, max: 8 },
        message_ua: 'Кількість платежів для цього банку — від 2 до 8',
      }),
    );
    const monoDefault = await json(t.post('/site/ordernew/create/check', creditForm(cart, { bank: 'mono' })));
    expect(monoDefault.body.data.credit).toMatchObject({ bank: 'mono', parts: 3, first_payment: 200, payment: 200 });
    expect((await t.post('/site/ordernew/create/check', creditForm(cart, { bank: 'otp' }))).status).toBe(400);
  });

  it('monobank: more than 10 units → checkout disabled with a clear message (§9)', async () => {
    const cart = [
      { id: fx.lure, quantity: 10 },
      { id: fx.rod, quantity: 1 },
    ];
    const { body } = await json(
      t.post('/site/ordernew/create/check', courierCredit(cart, { bank: 'mono', parts: '4' })),
    );
    expect(body.data.disabled_checkout).toBe(true);
    expect(body.data.messages).toContainEqual(
      expect.objectContaining({
        code: 'credit_max_units',
        message_ua: 'Не більше 10 одиниць товару в одному договорі monobank',
      }),
    );
  });
});

describe("instalments only within the banks' limits (§9)", () => {
  // 2 × 30,000 UAH = 60,000 UAH: over PrivatBank's 50,000, within monobank's 100,000.
  const big = [{ id: fx.boat, quantity: 2 }];
  const codes = (body: Body) => body.data.messages.map((m: { code: string }) => m.code);

  it('PrivatBank over 50,000 UAH: the checkout says why and points to monobank; monobank takes it', async () => {
    const privat = await json(t.post('/site/ordernew/create/check', courierCredit(big, { bank: 'privat' })));
    expect(privat.body.data.disabled_checkout).toBe(true);
    expect(privat.body.data.disabledPayment).not.toContain(ids.payment.credit);
    expect(privat.body.data.messages).toContainEqual(
      expect.objectContaining({
        code: 'credit_amount_privat',
        params: { amount: 60_000, min: 301, max: 50_000 },
        message_ua:
          'ПриватБанк «Оплата частинами» — для замовлень від 301 до 50000 грн, а до сплати 60000.00 грн. Оберіть monobank або інший спосіб оплати.',
        message: expect.stringContaining('ПриватБанк «Оплата частями» — для заказов от 301 до 50000 грн'),
      }),
    );
    const refused = await json(
      t.post('/site/ordernew/create', {
        ...courierCredit(big, { bank: 'privat' }),
        phone: '0501112233',
        first_name: 'Іван',
        last_name: 'Петренко',
        idempotency_key: 'instalments-limit-1',
      }),
    );
    expect(refused.status).toBe(409);
    const mono = await json(t.post('/site/ordernew/create/check', courierCredit(big, { bank: 'mono' })));
    expect([mono.body.data.disabled_checkout, mono.body.data.price]).toEqual([false, 60_000]);
  });

  it('beyond every bank (over 100,000 UAH at full price): credit is disabled in the payment list', async () => {
    const huge = [{ id: fx.boat, quantity: 4 }];
    const cash = await json(
      t.post('/site/ordernew/create/check', {
        ...courierCredit(huge),
        paymentMethod: String(ids.payment.card),
      }),
    );
    expect(cash.body.data.disabledPayment).toContain(ids.payment.credit);
    const mono = await json(t.post('/site/ordernew/create/check', courierCredit(huge, { bank: 'mono' })));
    expect(codes(mono.body)).toContain('credit_amount_mono');
    expect(mono.body.data.disabled_checkout).toBe(true);
  });
});

describe('POST /site/ordernew/create: instalments (§9)', () => {
  it('places the order at full price with its bank and number of payments; refuses 11 units for monobank', async () => {
    const order = {
      ...creditForm(saleAndFull, { promo_code: 'FXTEN', bank: 'mono', parts: '5' }),
      phone: '0501112233',
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: 'instalments-api-1',
    };
    const { status, body } = await json(t.post('/site/ordernew/create', order, member));
    expect([status, body.data.total]).toEqual([200, 1400]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, body.data.order_id));
    expect(row).toMatchObject({ total: 140_000, promoCode: null, paymentParts: 5, paymentDetails: { bank: 'mono' } });
    const tooMany = await json(
      t.post('/site/ordernew/create', {
        ...courierCredit([{ id: fx.lure, quantity: 11 }], { bank: 'mono', parts: '5' }),
        phone: '0501112233',
        first_name: 'Іван',
        last_name: 'Петренко',
        idempotency_key: 'instalments-api-2',
      }),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.data.check.messages.map((m: { code: string }) => m.code)).toContain('credit_max_units');
  });
});
