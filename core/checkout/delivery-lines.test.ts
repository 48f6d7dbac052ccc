import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { type CarrierTariffs, checkOrder, checkOrderInput, listDeliveryMethods, listDepartments } from './index';

// ADR 0082: payment titles that fit the delivery, and delivery lines that
// say who is paid what — the shop an amount, nothing, or the carrier its tariff and insurance.
let database: Database;
let ctx: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let npDepartment = '';
let upDepartment = '';

const check = (fields: Parameters<typeof checkForm>[0], tariffs?: CarrierTariffs) =>
  checkOrder(ctx, checkOrderInput.parse(checkForm(fields)), { tariffs });
const tent = [{ id: fx.tent, quantity: 1 }]; // 1,000 UAH
const courier = {
  recipient_first_name: 'Іван',
  recipient_last_name: 'Петренко',
  street: 'Хрещатик',
  house: '1',
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  const np = await listDepartments(ctx, fx.kyiv, ids.delivery.np_department);
  npDepartment = (np.ok && np.departments[0]?.code) || '';
  const up = await listDepartments(ctx, fx.kyiv, ids.delivery.ukrposhta_department);
  upDepartment = (up.ok && up.departments[0]?.code) || '';
});
afterAll(() => database.close());

describe('payment titles fit the delivery (§9)', () => {
  it('cash is "in the store" for pickup, "to the courier" for the Kyiv courier, COD is at the carrier (§9)', async () => {
    const listed = await listDeliveryMethods(ctx, fx.kyiv);
    if (!listed.ok) throw new Error('Kyiv not listed');
    const payment = (delivery: string, code: string) =>
      listed.methods.find((m) => m.code === delivery)?.payments.find((p) => p.code === code);
    expect(payment('pickup', 'cash')).toMatchObject({
      titleUa: 'Оплата при отриманні в магазині',
      titleRu: 'Оплата при получении в магазине',
    });
    expect(payment('kyiv_courier', 'cash')).toMatchObject({
      titleUa: "Готівкою кур'єру при отриманні",
      titleRu: 'Наличными курьеру при получении',
    });
    expect(payment('kyiv_courier', 'cash')?.messageUa).not.toContain('магазину.');
    expect(payment('np_department', 'cod')).toMatchObject({
      titleUa: 'Накладений платіж — оплата у відділенні перевізника',
      titleRu: 'Наложенный платёж — оплата в отделении перевозчика',
    });
    expect(payment('np_department', 'cod')?.messageUa).toContain('«Нова пошта»: 2 % + 10 грн');
    expect(payment('ukrposhta_department', 'cod')?.messageRu).toContain('«Укрпочта»: 2,55 %, мин. 10 грн');
    expect(payment('np_courier', 'cod')?.titleUa).toBe("Накладений платіж — оплата кур'єру перевізника");
    // A payment that reads the same everywhere keeps its own title.
    expect(payment('kyiv_courier', 'card')?.titleUa).toBe(payment('pickup', 'card')?.titleUa);
  });

  it('the checked order carries the payment as titled for its delivery (§7)', async () => {
    const r = await check({ delivery: ids.delivery.kyiv_courier, payment: ids.payment.cash, cart: tent, ...courier });
    expect(r.payment).toMatchObject({ code: 'cash', titleUa: "Готівкою кур'єру при отриманні" });
  });
});

describe('delivery and insurance lines (§9)', () => {
  it('Nova Poshta is the carrier tariff paid on receipt, never "free", with 1 % insurance of the declared value (§9)', async () => {
    const r = await check({
      delivery: ids.delivery.np_department,
      payment: ids.payment.card,
      department: npDepartment,
      cart: tent,
    });
    expect(r.fee.deliveryCost).toBe(0); // the shop charges nothing for it…
    expect(r.deliveryFee).toEqual({ type: 'carrier_tariff', paidTo: 'carrier', estimate: null }); // …the carrier does
    expect(r.insurance).toEqual({ rate: 100, declaredValue: 100_000, amount: 1_000, paidTo: 'carrier' });
    expect(r.price).toBe(100_000); // neither the tariff nor the insurance is in what the shop charges
  });

  it('Ukrposhta insures 0.5 %, rounded half up on kopiyky (§9)', async () => {
    const r = await check({
      delivery: ids.delivery.ukrposhta_department,
      payment: ids.payment.card,
      department: upDepartment,
      cart: [{ id: fx.lure, quantity: 1 }],
    });
    expect(r.deliveryFee?.type).toBe('carrier_tariff');
    expect(r.insurance).toMatchObject({ rate: 50, declaredValue: 60_000, amount: 300 });
  });

  it('the Kyiv courier is an amount under 2,000 UAH and free from it; pickup is free; no insurance (§9)', async () => {
    const cheap = await check({
      delivery: ids.delivery.kyiv_courier,
      payment: ids.payment.card,
      cart: tent,
      ...courier,
    });
    expect([cheap.deliveryFee, cheap.insurance]).toEqual([{ type: 'amount', amount: 6_000, paidTo: 'shop' }, null]);
    const two = [{ id: fx.tent, quantity: 2 }];
    const free = await check({ delivery: ids.delivery.kyiv_courier, payment: ids.payment.card, cart: two, ...courier });
    expect(free.deliveryFee).toEqual({ type: 'free', paidTo: 'shop' });
    const pickup = await check({
      delivery: ids.delivery.pickup,
      payment: ids.payment.cash,
      department: String(fx.store),
      cart: tent,
    });
    expect([pickup.deliveryFee, pickup.insurance]).toEqual([{ type: 'free', paidTo: 'shop' }, null]);
  });

  it("a carrier's tariff adapter gives the estimate, declared at the goods to pay (ADR 0082)", async () => {
    const asked: number[] = [];
    const tariffs: CarrierTariffs = {
      estimate: async (_ctx, parcel) => {
        asked.push(parcel.declaredValue);
        return parcel.delivery.carrier === 'nova_poshta' ? { amount: 8_500, demo: false } : null;
      },
    };
    const r = await check(
      { delivery: ids.delivery.np_department, payment: ids.payment.card, department: npDepartment, cart: tent },
      tariffs,
    );
    expect(r.deliveryFee).toEqual({ type: 'carrier_tariff', paidTo: 'carrier', estimate: 8_500 });
    expect(asked).toEqual([100_000]);
    expect(r.price).toBe(100_000);
  });
});
