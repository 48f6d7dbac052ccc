import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOrder, checkOrderInput, instalmentParts, instalmentPayments } from '#core/checkout';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { giftCertificates, loyaltyYears, orderLines, orders, promoCodes, users } from '#db/schema';
import { checkForm, fx, fxCert, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { createOrder, createOrderInput, editOrderLines } from './index';

let database: Database;
let ctx: Ctx;
let member: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let key = 0;

const codes = (r: { messages: { code: string }[] }) => r.messages.map((m) => m.code);
const creditForm = (cart: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) => {
  const { delivery, ...rest } = extra;
  return delivery === 0
    ? checkForm({ delivery: ids.delivery.kyiv_courier, payment: ids.payment.credit, cart, ...rest })
    : checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment.credit,
        department: String(fx.store),
        cart,
        ...rest,
      });
};
const check = (c: Ctx, cart: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  checkOrder(c, checkOrderInput.parse(creditForm(cart, extra)));
const place = (c: Ctx, cart: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  createOrder(
    c,
    createOrderInput.parse({
      ...creditForm(cart, extra),
      phone: '+38(050)111-22-33',
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: `instalments-${++key}`,
    }),
  );

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  await database.db
    .insert(users)
    .values({ id: 9_401, phone: '+380509994040', passwordHash: 'x', firstName: 'Клуб', lastName: 'Член' });
  await database.db.insert(loyaltyYears).values({ userId: 9_401, year: 2026, purchases: 1_500_000, levelPercent: 10 });
  member = { ...ctx, user: { id: 9_401 } };
});
afterAll(() => database.close());

/** The Kyiv courier: no store stock in the way of big quantities. */
const courier = {
  delivery: 0,
  recipient_first_name: 'Іван',
  recipient_last_name: 'Петренко',
  street: 'Хрещатик',
  house: '1',
};
const saleAndFull = [
  { id: fx.saleReel, quantity: 2 },
  { id: fx.lure, quantity: 1 },
];

describe('instalments: only at full price (§9)', () => {
  it('without credit the same cart gets its sale price, club discount and promo (§1, §9)', async () => {
    const r = await checkOrder(
      member,
      checkOrderInput.parse(
        checkForm({
          delivery: ids.delivery.pickup,
          payment: ids.payment.card,
          department: String(fx.store),
          cart: saleAndFull,
        }),
      ),
    );
    expect(r).toMatchObject({ goodsPriceDiscount: 110_000, discount: 6_000, price: 104_000, credit: null });
  });

  it('credit: a sale line costs its old price; no club discount, promo code or certificate (§9)', async () => {
    const r = await check(member, saleAndFull, {
      promo_code: 'FXBIG',
      certificate: fxCert[2],
      bank: 'privat',
      parts: 4,
    });
    expect(r.lines.map((l) => [l.id, l.price, l.sum, l.discount])).toEqual([
      [fx.saleReel, 40_000, 80_000, 0],
      [fx.lure, 60_000, 60_000, 0],
    ]);
    expect(r).toMatchObject({
      goodsPrice: 140_000,
      goodsPriceDiscount: 140_000,
      goodsPriceDiscountValue: 0,
      discount: 0,
      discountPercent: 0,
      discountReason: null,
      promocode: null,
      promocodeDiscount: 0,
      certificate: null,
      price: 140_000,
      credit: { bank: 'privat', parts: 4, offered: instalmentParts.privat, first: 35_000, each: 35_000 },
      disabledCheckout: false,
    });
    // The checkout says so, and it does not block the order; the codes were not even tried.
    expect(codes(r)).toEqual(['credit_full_price']);
  });

  it('credit with an unusable promo or certificate is not refused for them (§9)', async () => {
    const r = await check(ctx, saleAndFull, { promo_code: 'NOSUCH', certificate: fxCert[3] });
    expect(codes(r)).toEqual(['credit_full_price']);
    expect(r.disabledCheckout).toBe(false);
  });

  it('the order stores full prices, the bank and the parts; the promo and certificate stay unspent (§9)', async () => {
    const r = await place(member, saleAndFull, { promo_code: 'FXTEN', certificate: fxCert[2], bank: 'mono', parts: 6 });
    if (!r.ok) throw new Error(r.error);
    expect(r.total).toBe(140_000);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, r.orderId));
    expect(order).toMatchObject({
      goodsPrice: 140_000,
      goodsDiscount: 0,
      loyaltyPercent: 0,
      promoCode: null,
      promoDiscount: 0,
      certificateNumber: null,
      certificateAmount: 0,
      total: 140_000,
      paymentStatus: 'unpaid',
      paymentParts: 6,
      paymentDetails: { bank: 'mono' },
    });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, r.orderId));
    expect(lines.map((l) => [l.goodId, l.price, l.discount]).sort()).toEqual(
      [
        [fx.saleReel, 40_000, 0],
        [fx.lure, 60_000, 0],
      ].sort(),
    );
    const [promo] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FXTEN'));
    expect(promo?.usedCount).toBe(0);
    const [cert] = await database.db.select().from(giftCertificates).where(eq(giftCertificates.number, fxCert[2]));
    expect(cert?.balance).toBe(500_000);
  });

  it('a manager editing an instalment order keeps it at full price (§9)', async () => {
    const r = await place(ctx, [{ id: fx.lure, quantity: 1 }], { bank: 'privat', parts: 3 });
    if (!r.ok) throw new Error(r.error);
    const manager = await staffActor(database.db, 'manager');
    const edited = await editOrderLines(ctx, manager, {
      orderId: r.orderId,
      add: { code: String(fx.saleReel), quantity: 1 },
    });
    expect(edited).toMatchObject({ ok: true, total: 100_000 });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, r.orderId));
    expect(order).toMatchObject({
      goodsDiscount: 0,
      total: 100_000,
      paymentParts: 3,
      paymentDetails: { bank: 'privat' },
    });
  });

  it('a manager cannot take a monobank order past 10 units (§9)', async () => {
    const r = await place(ctx, [{ id: fx.lure, quantity: 1 }], { ...courier, bank: 'mono', parts: 3 });
    if (!r.ok) throw new Error(r.error);
    const manager = await staffActor(database.db, 'manager');
    const tooMany = await editOrderLines(ctx, manager, {
      orderId: r.orderId,
      lines: [{ goodId: fx.lure, quantity: 11 }],
    });
    expect(tooMany).toMatchObject({ ok: false, error: 'order_check_failed' });
    expect((tooMany as { messages: { code: string }[] }).messages.map((m) => m.code)).toContain('credit_max_units');
  });
});

describe('instalments: bank and number of payments (§9)', () => {
  it('PrivatBank offers 2…8 payments, monobank 3…8; another number blocks the order', async () => {
    const cart = [{ id: fx.lure, quantity: 1 }];
    for (const parts of [2, 8])
      expect((await check(ctx, cart, { bank: 'privat', parts })).disabledCheckout).toBe(false);
    for (const parts of [3, 8]) expect((await check(ctx, cart, { bank: 'mono', parts })).disabledCheckout).toBe(false);
    const privatNine = await check(ctx, cart, { bank: 'privat', parts: 9 });
    expect(privatNine.disabledCheckout).toBe(true);
    expect(privatNine.messages).toContainEqual({ code: 'credit_parts_invalid', params: { min: 2, max: 8 } });
    const monoTwo = await check(ctx, cart, { bank: 'mono', parts: 2 });
    expect(monoTwo.messages).toContainEqual({ code: 'credit_parts_invalid', params: { min: 3, max: 8 } });
    expect(checkOrderInput.safeParse(creditForm(cart, { bank: 'otp' })).success).toBe(false);
  });

  it('no bank → PrivatBank; no number → the bank smallest offer (ADR 0098)', async () => {
    const cart = [{ id: fx.lure, quantity: 1 }];
    expect((await check(ctx, cart)).credit).toMatchObject({ bank: 'privat', parts: 2, first: 30_000, each: 30_000 });
    expect((await check(ctx, cart, { bank: 'mono' })).credit).toMatchObject({ bank: 'mono', parts: 3 });
    const r = await place(ctx, cart, { bank: '' });
    if (!r.ok) throw new Error(r.error);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, r.orderId));
    expect(order).toMatchObject({ paymentParts: 2, paymentDetails: { bank: 'privat' } });
  });

  it('monobank: more than 10 units in one contract disables checkout (§9)', async () => {
    const ten = await check(ctx, [{ id: fx.lure, quantity: 10 }], { ...courier, bank: 'mono', parts: 3 });
    expect(ten.disabledCheckout).toBe(false);
    const eleven = await check(
      ctx,
      [
        { id: fx.lure, quantity: 10 },
        { id: fx.rod, quantity: 1 },
      ],
      { ...courier, bank: 'mono', parts: 3 },
    );
    expect(eleven.disabledCheckout).toBe(true);
    expect(eleven.messages).toContainEqual({ code: 'credit_max_units', params: { max: 10 } });
    const privat = await check(ctx, [{ id: fx.lure, quantity: 11 }], { ...courier, bank: 'privat', parts: 3 });
    expect(codes(privat)).not.toContain('credit_max_units');
  });

  it('each payment adds up to the total, the first taking the remainder (§9: no interest, no fees)', () => {
    expect(instalmentPayments(250_000, 8)).toEqual({ first: 31_250, each: 31_250 });
    expect(instalmentPayments(100_001, 3)).toEqual({ first: 33_335, each: 33_333 });
  });
});
