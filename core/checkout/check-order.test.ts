import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { loyaltyYears, users } from '#db/schema';
import { checkForm, fx, fxCert, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { checkOrder, checkOrderInput, isCertificateNumber, listDepartments, newCertificateNumber } from './index';

let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let npDepartment = '';

const check = (c: Ctx, fields: Parameters<typeof checkForm>[0]) =>
  checkOrder(c, checkOrderInput.parse(checkForm(fields)));
const codes = (r: { messages: { code: string }[] }) => r.messages.map((m) => m.code);
const pickup = (cart: { id: number; quantity: number }[], extra = {}) => ({
  delivery: ids.delivery.pickup,
  payment: ids.payment.cash,
  department: String(fx.store),
  cart,
  ...extra,
});
const npCod = (cart: { id: number; quantity: number }[], extra = {}) => ({
  delivery: ids.delivery.np_department,
  payment: ids.payment.cod,
  department: npDepartment,
  cart,
  ...extra,
});
const courier = (cart: { id: number; quantity: number }[], extra = {}) => ({
  delivery: ids.delivery.kyiv_courier,
  payment: ids.payment.cash,
  cart,
  recipient_first_name: 'Іван',
  recipient_last_name: 'Петренко',
  street: 'Хрещатик',
  house: '1',
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  const deps = await listDepartments(ctx, fx.kyiv, ids.delivery.np_department);
  npDepartment = (deps.ok && deps.departments[0]?.code) || '';
});
afterAll(() => database.close());

describe('checkOrder: prices and availability', () => {
  it('recalculates every amount from the database, never from the client (§7)', async () => {
    const r = await check(
      ctx,
      pickup([
        { id: fx.saleReel, quantity: 2 },
        { id: fx.lure, quantity: 1 },
      ]),
    );
    expect(r.lines.map((l) => [l.id, l.price, l.oldPrice, l.quantity, l.sum, l.isAvailable])).toEqual([
      [fx.saleReel, 25_000, 40_000, 2, 50_000, true],
      [fx.lure, 60_000, null, 1, 60_000, true],
    ]);
    expect(r).toMatchObject({
      goodsPrice: 140_000,
      goodsPriceDiscount: 110_000,
      goodsPriceDiscountValue: 30_000,
      discount: 0,
      price: 110_000,
      disabledCheckout: false,
      fee: { deliveryCost: 0, paymentCommission: 0, shippingContainer: 0 },
    });
  });

  it('min order must exceed 500 UAH, telling how much is missing (§5, §8, §9)', async () => {
    const exactly = await check(ctx, pickup([{ id: fx.saleReel, quantity: 2 }]));
    expect(exactly.goodsPriceDiscount).toBe(50_000);
    expect(exactly.disabledCheckout).toBe(true);
    expect(exactly.messages).toContainEqual({ code: 'min_order' });
    expect(exactly.messages).toContainEqual({ code: 'min_order_add', params: { amount: 1 } });
    const less = await check(ctx, pickup([{ id: fx.rod, quantity: 1 }]));
    expect(less.messages).toContainEqual({ code: 'min_order_add', params: { amount: 20_001 } });
    const more = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }]));
    expect(codes(more)).not.toContain('min_order');
    expect(more.disabledCheckout).toBe(false);
  });

  it('an unavailable good blocks checkout and is listed in notAvaliableGoods (§5, §8)', async () => {
    const r = await check(
      ctx,
      npCod([
        { id: fx.lure, quantity: 1 },
        { id: fx.gone, quantity: 1 },
        { id: 123_456_789, quantity: 1 },
      ]),
    );
    expect(r.notAvailableGoods).toEqual([fx.gone, 123_456_789]);
    expect(r.messages).toContainEqual({ code: 'good_unavailable', goodId: fx.gone });
    expect(r.disabledCheckout).toBe(true);
    expect(r.goodsPriceDiscount).toBe(60_000); // unavailable lines do not count
  });

  it('pickup from a store lacking the good says so and blocks (§8)', async () => {
    const r = await check(ctx, pickup([{ id: fx.tent, quantity: 1 }]));
    expect(r.messages).toContainEqual({ code: 'good_not_in_store', goodId: fx.tent });
    expect(r.disabledCheckout).toBe(true);
    expect(r.disabledDelivery).toEqual([ids.delivery.pickup]);
    const tooMany = await check(ctx, pickup([{ id: fx.lure, quantity: 6 }]));
    expect(codes(tooMany)).toContain('good_not_in_store');
    const other = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { department: String(fx.emptyStore) }));
    expect(codes(other)).toContain('good_not_in_store');
    expect(other.disabledDelivery).toEqual([]); // another store holds everything
  });

  it('rejects a department or delivery method not offered in the town (§4)', async () => {
    const r = await check(ctx, npCod([{ id: fx.lure, quantity: 1 }], { department: 'nope' }));
    expect(codes(r)).toEqual(['department_invalid']);
    const courierElsewhere = await check(ctx, courier([{ id: fx.lure, quantity: 1 }], { townCode: '4610100000' }));
    expect(codes(courierElsewhere)).toContain('delivery_unavailable');
    const noDepartment = await check(ctx, npCod([{ id: fx.lure, quantity: 1 }], { department: '' }));
    expect(codes(noDepartment)).toContain('department_required');
    const wrongPayment = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { payment: ids.payment.cod }));
    expect(codes(wrongPayment)).toContain('payment_unavailable');
  });

  it('an empty cart cannot be ordered (§8)', async () => {
    const r = await check(ctx, pickup([]));
    expect(codes(r)).toEqual(['cart_empty']);
    expect(r.disabledCheckout).toBe(true);
  });
});

describe('checkOrder: fees (§9)', () => {
  it('transport packaging 35 UAH once when a good sits under a rod category, not for pickup (§9)', async () => {
    const cart = [
      { id: fx.rod, quantity: 2 },
      { id: fx.lure, quantity: 1 },
    ];
    const shipped = await check(ctx, npCod(cart, { payment: ids.payment.card }));
    expect(shipped.fee.shippingContainer).toBe(3_500);
    expect(shipped.price).toBe(120_000 + 3_500);
    expect((await check(ctx, pickup(cart))).fee.shippingContainer).toBe(0);
    const noRod = await check(ctx, npCod([{ id: fx.lure, quantity: 1 }], { payment: ids.payment.card }));
    expect(noRod.fee.shippingContainer).toBe(0);
  });

  it('Kyiv courier costs 60 UAH under 2000 UAH of goods to pay and is free from 2000 (§9)', async () => {
    const cheap = await check(ctx, courier([{ id: fx.tent, quantity: 1 }]));
    expect(cheap.fee.deliveryCost).toBe(6_000);
    expect(cheap.price).toBe(106_000);
    const free = await check(ctx, courier([{ id: fx.tent, quantity: 2 }]));
    expect(free.fee.deliveryCost).toBe(0);
  });

  it('a courier needs the recipient full name and an address (§5)', async () => {
    const r = await check(ctx, courier([{ id: fx.tent, quantity: 1 }], { recipient_last_name: '', street: '' }));
    expect(codes(r)).toEqual(['recipient_name_required', 'address_required']);
    expect(r.disabledCheckout).toBe(true);
  });

  it('Nova Poshta cash on delivery adds 2 % + 10 UAH to the price (§9)', async () => {
    const r = await check(ctx, npCod([{ id: fx.tent, quantity: 1 }]));
    expect(r.fee.paymentCommission).toBe(2_000 + 1_000);
    expect(r.price).toBe(100_000 + 3_000);
  });

  it('Ukrposhta cash on delivery adds 2.55 %, at least 10 UAH (§9)', async () => {
    const deps = await listDepartments(ctx, fx.kyiv, ids.delivery.ukrposhta_department);
    const department = (deps.ok && deps.departments[0]?.code) || '';
    const base = { delivery: ids.delivery.ukrposhta_department, payment: ids.payment.cod, department };
    const big = await check(ctx, { ...base, cart: [{ id: fx.tent, quantity: 1 }] });
    expect(big.fee.paymentCommission).toBe(2_550);
    const small = await check(ctx, { ...base, cart: [{ id: fx.lure, quantity: 1 }] });
    expect(small.fee.paymentCommission).toBe(1_530);
    expect((await check(ctx, { ...base, cart: [{ id: fx.rod, quantity: 2 }] })).fee.paymentCommission).toBe(
      1_619, // (600 + 35 UAH) × 2.55 % = 16.19 UAH
    );
  });

  it('cash on delivery only up to 49,999 UAH: over it that payment is disabled (§9)', async () => {
    const r = await check(ctx, npCod([{ id: fx.boat, quantity: 2 }]));
    expect(r.disabledPayment).toEqual([ids.payment.cod]);
    expect(codes(r)).toContain('cod_limit');
    expect(r.disabledCheckout).toBe(true);
    const card = await check(ctx, npCod([{ id: fx.boat, quantity: 2 }], { payment: ids.payment.card }));
    expect(card.disabledCheckout).toBe(false);
    expect(card.disabledPayment).toEqual([ids.payment.cod]);
  });
});

describe('cash on delivery only up to 49,999 UAH, counted on what is collected at the door (§9)', () => {
  it('Kyiv courier with cash over 49,999 UAH: cash is disabled and, if chosen, blocks with the amount; card goes (§9)', async () => {
    const cash = await check(ctx, courier([{ id: fx.boat, quantity: 2 }]));
    expect(cash.price).toBe(6_000_000);
    expect(cash.disabledPayment).toEqual([ids.payment.cash]);
    expect(cash.messages).toContainEqual({ code: 'cod_limit', params: { amount: 6_000_000 } });
    expect(cash.disabledCheckout).toBe(true);
    const card = await check(ctx, courier([{ id: fx.boat, quantity: 2 }], { payment: ids.payment.card }));
    expect([card.disabledCheckout, card.disabledPayment]).toEqual([false, [ids.payment.cash]]);
    const small = await check(ctx, courier([{ id: fx.boat, quantity: 1 }]));
    expect([small.disabledCheckout, small.disabledPayment]).toEqual([false, []]);
  });

  it("the carrier's COD fee counts: 49,335 UAH due + 996.70 UAH fee = 50,331.70 UAH collected is over the limit (§9)", async () => {
    const cart = [
      { id: fx.boat, quantity: 1 },
      { id: fx.tent, quantity: 19 },
      { id: fx.rod, quantity: 1 },
    ];
    const r = await check(ctx, npCod(cart));
    expect([r.price - r.fee.paymentCommission, r.fee.paymentCommission, r.price]).toEqual([
      4_933_500, 99_670, 5_033_170,
    ]);
    expect(r.disabledPayment).toEqual([ids.payment.cod]);
    expect(r.messages).toContainEqual({ code: 'cod_limit', params: { amount: 5_033_170 } });
    const card = await check(ctx, npCod(cart, { payment: ids.payment.card }));
    expect([card.disabledCheckout, card.price]).toEqual([false, 4_933_500]);
  });

  it('paying at the store till is not cash at the door: pickup keeps cash at any amount (§9)', async () => {
    const r = await check(ctx, pickup([{ id: fx.lure, quantity: 99 }]));
    expect(r.price).toBe(5_940_000);
    expect(r.disabledPayment).toEqual([]);
    expect(codes(r)).not.toContain('cod_limit');
  });
});

describe('checkOrder: promo codes, certificates, loyalty', () => {
  it('a valid percent promo applies to full-price lines only, rounded half up per line (§5, §9)', async () => {
    const r = await check(
      ctx,
      pickup(
        [
          { id: fx.lure, quantity: 1 },
          { id: fx.saleReel, quantity: 1 },
        ],
        { promo_code: 'fxten' },
      ),
    );
    expect(r.promocode).toBe('FXTEN');
    expect(r.promocodeDiscount).toBe(6_000);
    expect(r.lines.map((l) => l.discount)).toEqual([6_000, 0]);
    expect(r.price).toBe(85_000 - 6_000);
  });

  it('a fixed promo needs its minimum order (§5)', async () => {
    const low = await check(ctx, pickup([{ id: fx.lure, quantity: 2 }], { promo_code: 'FXMINUS300' }));
    // 1,200 UAH of goods, the code wants 1,500: the reason says how much is missing.
    expect(low.messages).toContainEqual({ code: 'promo_min_order', params: { amount: 30_000 } });
    const high = await check(ctx, courier([{ id: fx.tent, quantity: 2 }], { promo_code: 'FXMINUS300' }));
    expect(high.promocodeDiscount).toBe(30_000);
    expect(high.fee.deliveryCost).toBe(6_000); // 1700 UAH to pay after the promo: courier is charged
  });

  it('an expired, future, exhausted, inactive or unknown promo gives nothing and names its cause (§5, §8)', async () => {
    const causes = {
      FXOLD: 'promo_ended',
      FXSOON: 'promo_not_started',
      FXUSED: 'promo_used_up',
      FXOFF: 'promo_invalid',
      NOPE: 'promo_invalid',
    };
    for (const [code, cause] of Object.entries(causes)) {
      const r = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { promo_code: code }));
      expect(codes(r), code).toContain(cause);
      expect(r.promocodeDiscount).toBe(0);
      expect(r.disabledCheckout).toBe(true);
    }
  });

  it('a gift certificate reduces the amount to pay, never below 0 (§3)', async () => {
    const part = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { certificate: fxCert[1] }));
    expect(part.certificate).toEqual({ number: fxCert[1], amount: 20_000 });
    expect(part.price).toBe(40_000);
    const all = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { certificate: fxCert[2] }));
    expect(all.certificate?.amount).toBe(60_000);
    expect(all.price).toBe(0);
    for (const number of [fxCert[3], fxCert[4], newCertificateNumber(() => 7)]) {
      const bad = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { certificate: number }));
      expect(codes(bad)).toContain('certificate_invalid');
      expect(bad.price).toBe(60_000);
    }
  });

  it('certificate numbers are 20 digits with a Luhn check digit: anything else is "not valid" before any lookup (ADR 0033)', () => {
    const good = fxCert[1];
    const parse = (certificate: string) =>
      checkOrderInput.safeParse(
        checkForm({ delivery: 1, payment: 1, cart: [{ id: fx.lure, quantity: 1 }], certificate }),
      );
    expect(parse(good).success).toBe(true);
    expect(parse(`${good.slice(0, 4)} ${good.slice(4, 8)}-${good.slice(8)}`).data?.certificate).toBe(good);
    const typo = good.slice(0, 10) + String((Number(good[10]) + 1) % 10) + good.slice(11);
    for (const bad of ['10002009', typo, `${good}0`, 'ABCDABCDABCDABCDABCD']) {
      const r = parse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual(['certificate_invalid']);
    }
  });

  it('new certificate numbers: 20 digits, Luhn-valid, no leading zero, never repeated (ADR 0033)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const n = newCertificateNumber();
      expect(n).toMatch(/^[1-9]\d{19}$/);
      expect(isCertificateNumber(n)).toBe(true);
      seen.add(n);
    }
    expect(seen.size).toBe(5_000);
  });

  it('a client out of voucher attempts gets no lookup: the codes are ignored and the order waits (ADR 0033)', async () => {
    const r = await checkOrder(
      ctx,
      checkOrderInput.parse(
        checkForm(pickup([{ id: fx.lure, quantity: 1 }], { promo_code: 'FXTEN', certificate: fxCert[2] })),
      ),
      { vouchersBlocked: true },
    );
    expect(codes(r)).toContain('voucher_attempts_exceeded');
    expect(r).toMatchObject({ promocode: null, promocodeDiscount: 0, certificate: null, disabledCheckout: true });
  });

  it('an order over 1,000,000 UAH of goods is refused with a bilingual reason (ADR 0036)', async () => {
    const r = await check(
      ctx,
      courier([
        { id: fx.tent, quantity: 999 },
        { id: fx.boat, quantity: 999 },
      ]),
    );
    expect(r.goodsPriceDiscount).toBeGreaterThan(100_000_000);
    expect(codes(r)).toContain('order_too_large');
    expect(r.disabledCheckout).toBe(true);
    const ok = await check(ctx, courier([{ id: fx.tent, quantity: 2 }]));
    expect(codes(ok)).not.toContain('order_too_large');
  });

  it('an unfinished form gets its totals and the choices still to make, not a validation error (§4, §7)', async () => {
    const fields = checkForm(pickup([{ id: fx.lure, quantity: 1 }]));
    const noDelivery = await checkOrder(
      ctx,
      checkOrderInput.parse({ ...fields, deliveryMethod: '', paymentMethod: '' }),
    );
    expect(codes(noDelivery)).toContain('delivery_invalid');
    expect(noDelivery).toMatchObject({ goodsPriceDiscount: 60_000, price: 60_000, disabledCheckout: true });
    const { paymentMethod: _p, ...withoutPayment } = fields;
    const noPayment = await checkOrder(ctx, checkOrderInput.parse(withoutPayment));
    expect(codes(noPayment)).toEqual(['payment_invalid']);
    expect(noPayment.price).toBe(60_000);
    expect(checkOrderInput.safeParse({ ...fields, deliveryMethod: 'x' }).success).toBe(false);
  });

  it('paying by certificate needs one that covers the whole order (§9)', async () => {
    const pay = ids.payment.certificate;
    expect(codes(await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { payment: pay })))).toContain(
      'certificate_required',
    );
    const short = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { payment: pay, certificate: fxCert[1] }));
    expect(codes(short)).toContain('certificate_insufficient');
    const enough = await check(ctx, pickup([{ id: fx.lure, quantity: 1 }], { payment: pay, certificate: fxCert[2] }));
    expect(enough.disabledCheckout).toBe(false);
  });

  it('club discount applies only at full price, and the better of club and promo wins (§1, §9)', async () => {
    await database.db
      .insert(users)
      .values({ id: 9_001, phone: '+380509990001', passwordHash: 'x', firstName: 'Клуб', lastName: 'Член' });
    await database.db
      .insert(loyaltyYears)
      .values({ userId: 9_001, year: 2026, purchases: 1_500_000, levelPercent: 10 });
    const member = { ...ctx, user: { id: 9_001 } };
    const cart = [
      { id: fx.lure, quantity: 1 },
      { id: fx.saleReel, quantity: 1 },
    ];
    const club = await check(member, pickup(cart));
    expect(club).toMatchObject({ discount: 6_000, discountPercent: 10, discountReason: 'level', price: 79_000 });
    expect(club.lines.map((l) => l.discount)).toEqual([6_000, 0]);
    const tie = await check(member, pickup(cart, { promo_code: 'FXTEN' }));
    expect(tie).toMatchObject({ discount: 6_000, promocode: null, promocodeDiscount: 0, disabledCheckout: false });
    // The real cause: the club's 10 % (60 UAH) is as good as the promo's, not "goods on sale".
    expect(tie.messages).toEqual([{ code: 'promo_club_better', params: { amount: 6_000, percent: 10 } }]);
    const onlySale = await check(member, pickup([{ id: fx.saleReel, quantity: 3 }], { promo_code: 'FXBIG' }));
    expect(onlySale.messages).toEqual([{ code: 'promo_sale_goods' }]);
    const better = await check(member, pickup(cart, { promo_code: 'FXBIG' }));
    expect(better).toMatchObject({ discount: 0, promocode: 'FXBIG', promocodeDiscount: 12_000, price: 73_000 });
    await database.db.delete(loyaltyYears).where(eq(loyaltyYears.userId, 9_001));
  });
});
