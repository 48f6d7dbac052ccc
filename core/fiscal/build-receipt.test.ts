import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, buildReceipt, type OrderForReceipt, receiptTotal } from './build-receipt';

const order = (over: Partial<OrderForReceipt> = {}): OrderForReceipt => ({
  id: 7,
  phone: '+380501234567',
  email: null,
  lines: [
    { extId: 'A1', titleUa: 'Котушка', price: 150_000, quantity: 1, discount: 0 },
    { extId: 'B2', titleUa: 'Гачки', price: 3_333, quantity: 3, discount: 0 },
  ],
  goodsPrice: 159_999,
  goodsDiscount: 0,
  promoCode: null,
  promoDiscount: 0,
  certificateNumber: null,
  certificateAmount: 0,
  deliveryCost: 0,
  paymentCommission: 0,
  shippingContainer: 0,
  rounding: 0,
  ...over,
});
const sell = (amount: number) => ({ id: 'r1', kind: 'sell' as const, amount, provider: 'liqpay' });

describe('the receipt of a payment (§9)', () => {
  it('a Nova Poshta COD order rounded to whole hryvnias — "Заокруглення" on the receipt, which sums to what the carrier collects, no correction (ADR 0114)', () => {
    // 1,599.99 of goods → the carrier collects 1,599.00 for the shop, plus its fee 2 % + 10 UAH = 41.98.
    const o = order({ paymentCommission: 4_198, rounding: 99 });
    const total = 159_999 - 99 + 4_198;
    const r = buildReceipt(o, { id: 'cod', kind: 'sell', amount: total, provider: 'cod' });
    expect(r.discounts).toEqual([{ type: 'discount', name: 'Заокруглення', value: 99 }]);
    expect(r.lines.at(-1)).toMatchObject({ code: 'commission', price: 4_198 });
    expect(receiptTotal(r)).toBe(total);
  });

  it('lists goods in kopiyky with quantity × 1000, paid cashless, to the phone without an e-mail', () => {
    const r = buildReceipt(order(), sell(159_999));
    expect(r.lines).toEqual([
      { code: 'A1', name: 'Котушка', price: 150_000, quantity: 1000, discount: 0 },
      { code: 'B2', name: 'Гачки', price: 3_333, quantity: 3000, discount: 0 },
    ]);
    expect(r.discounts).toEqual([]);
    expect(r.payment).toEqual({ value: 159_999, label: 'Платіжна картка' });
    expect(r.delivery).toEqual({ phone: '380501234567' });
    expect(receiptTotal(r)).toBe(159_999);
  });

  it('courier delivery and transport packaging are service lines; the e-mail gets the e-receipt (§9)', () => {
    const r = buildReceipt(
      order({ deliveryCost: 6_000, shippingContainer: 3_500, email: 'a@b.ua' }),
      sell(159_999 + 9_500),
    );
    expect(r.lines.slice(2).map((l) => [l.code, l.price, l.quantity])).toEqual([
      ['delivery', 6_000, 1000],
      ['packaging', 3_500, 1000],
    ]);
    expect(r.delivery).toEqual({ email: 'a@b.ua' });
    expect(r.discounts).toEqual([]);
  });

  it('a club discount stays on its line, a fixed promo code and a certificate are receipt discounts', () => {
    const o = order({
      lines: [
        { extId: 'A1', titleUa: 'Котушка', price: 150_000, quantity: 1, discount: 4_500 },
        { extId: 'B2', titleUa: 'Гачки', price: 3_333, quantity: 3, discount: 0 },
      ],
      goodsDiscount: 4_500,
      promoCode: 'SPRING',
      promoDiscount: 10_000,
      certificateNumber: 'C-1',
      certificateAmount: 20_000,
    });
    const total = 159_999 - 4_500 - 10_000 - 20_000;
    const r = buildReceipt(o, sell(total));
    expect(r.lines[0]?.discount).toBe(4_500);
    expect(r.discounts).toEqual([
      { type: 'discount', name: 'Промокод SPRING', value: 10_000 },
      { type: 'discount', name: 'Подарунковий сертифікат C-1', value: 20_000 },
    ]);
    expect(receiptTotal(r)).toBe(total);
  });

  it('a sale-price line (old price above) is sold at its price: no discount for the difference', () => {
    const r = buildReceipt(order({ goodsPrice: 170_000, goodsDiscount: 10_001 }), sell(159_999));
    expect(r.discounts).toEqual([]);
    expect(receiptTotal(r)).toBe(159_999);
  });

  it('a payment that differs from the order is corrected to the money paid, both ways', () => {
    expect(buildReceipt(order(), sell(159_000)).discounts).toEqual([
      { type: 'discount', name: 'Коригування суми', value: 999 },
    ]);
    const more = buildReceipt(order(), sell(160_000));
    expect(more.discounts).toEqual([{ type: 'extra_charge', name: 'Коригування суми', value: 1 }]);
    expect(receiptTotal(more)).toBe(160_000);
  });

  it('instalments are labelled with the bank', () => {
    expect(buildReceipt(order(), { ...sell(159_999), provider: 'privat_parts' }).payment.label).toBe(
      'Оплата частинами ПриватБанк',
    );
  });

  it('a partial return spreads the sum over the lines, whole kopiyky, never above a line', () => {
    const r = buildReceipt(order({ deliveryCost: 6_000 }), {
      id: 'r2',
      kind: 'return',
      amount: 10_001,
      provider: 'liqpay',
    });
    expect(r.discounts).toEqual([]);
    expect(receiptTotal(r)).toBe(10_001);
    for (const l of r.lines) expect(l.discount).toBeGreaterThanOrEqual(0);
  });

  it('allocate splits exactly, remainders to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 0])).toEqual([10, 0]);
    expect(allocate(7, [5, 0, 5])).toEqual([4, 0, 3]);
  });

  it('any order, any payment: the receipt totals exactly the amount paid (property)', () => {
    const line = fc.record({
      extId: fc.string({ minLength: 1, maxLength: 5 }),
      titleUa: fc.constant('Товар'),
      price: fc.integer({ min: 1, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      pct: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        (raw, promo, cert, delivery, drift, returnPct) => {
          const lines = raw.map(({ pct, ...l }) => ({
            ...l,
            discount: Math.floor((l.price * l.quantity * pct) / 100),
          }));
          const gross = lines.reduce((s, l) => s + l.price * l.quantity, 0);
          const lineOff = lines.reduce((s, l) => s + l.discount, 0);
          const promoDiscount = Math.min(promo, gross - lineOff);
          const subtotal = gross - lineOff - promoDiscount + delivery;
          const certificateAmount = Math.min(cert, subtotal);
          const total = subtotal - certificateAmount;
          const o = order({
            lines,
            goodsPrice: gross,
            goodsDiscount: lineOff,
            promoDiscount,
            promoCode: 'X',
            certificateAmount,
            deliveryCost: delivery,
          });
          const paid = Math.max(1, total + drift);
          const s = buildReceipt(o, sell(paid));
          expect(receiptTotal(s)).toBe(paid);
          for (const d of s.discounts) expect(d.value).toBeGreaterThan(0);
          const back = Math.max(1, Math.floor((paid * returnPct) / 100));
          const r = buildReceipt(o, { id: 'r', kind: 'return', amount: back, provider: 'liqpay' });
          expect(receiptTotal(r)).toBe(back);
          for (const l of r.lines) expect(l.discount).toBeGreaterThanOrEqual(0);
          for (const l of r.lines) expect(l.discount).toBeLessThanOrEqual((l.price * l.quantity) / 1000);
        },
      ),
      { seed: 20, numRuns: 60 },
    );
  });
});
