import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '#test/support/api';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the assertions
type Body = { status: number | string; data: any };

/** On the seeded demo shop, through the §7 API (ADR 0082). */
let t: TestApi;
type Method = { id: number; code: string; payments: { id: number; code: string; title: string; title_ua: string }[] };
let methods: Method[] = [];
let good = { id: 0, price: 0 };
const json = async (r: Promise<Response>) => (await (await r).json()) as Body;
const method = (code: string) => {
  const m = methods.find((x) => x.code === code);
  if (!m) throw new Error(`no ${code}`);
  return m;
};
const pay = (delivery: string, code: string) => method(delivery).payments.find((p) => p.code === code);

beforeAll(async () => {
  t = await createTestApi();
  methods = (await json(t.get('/site/ordernew/delivery/places/8000000000'))).data;
  const rows = (await t.database.db.execute(
    sql`select id, price from goods where sell_status = '4' and old_price is null and price between 100000 and 150000 order by id limit 1`,
  )) as unknown as { rows: { id: number; price: number }[] };
  good = rows.rows[0] ?? good;
});
afterAll(() => t.close());

describe('payment titles fit the delivery (§7 delivery/places, §9)', () => {
  it('the Kyiv courier takes cash to the courier, not "in the store"; pickup keeps "in the store" (§9)', () => {
    expect(pay('kyiv_courier', 'cash')).toMatchObject({
      title_ua: "Готівкою кур'єру при отриманні",
      title: 'Наличными курьеру при получении',
    });
    expect(pay('pickup', 'cash')).toMatchObject({ title_ua: 'Оплата при отриманні в магазині' });
    expect(pay('np_department', 'cod')?.title_ua).toBe('Накладений платіж — оплата у відділенні перевізника');
  });

  it('create/check names the courier payment the same way (§7 paymentData)', async () => {
    const r = await json(
      t.post('/site/ordernew/create/check', {
        deliveryMethod: String(method('kyiv_courier').id),
        paymentMethod: String(pay('kyiv_courier', 'cash')?.id),
        cart: JSON.stringify([{ id: good.id, quantity: 1 }]),
      }),
    );
    expect(r.data.paymentData).toMatchObject({
      title_ua: "Готівкою кур'єру при отриманні",
      title: 'Наличными курьеру при получении',
    });
  });
});

describe('delivery fee lines (§7 create/check, §9)', () => {
  it('Nova Poshta: fee.deliveryCost stays 0, delivery_fee says the carrier tariff, insurance 1 % (§7, §9)', async () => {
    const deps = await json(t.get(`/site/ordernew/delivery/placesMethod/8000000000/${method('np_department').id}/`));
    const r = await json(
      t.post('/site/ordernew/create/check', {
        deliveryMethod: String(method('np_department').id),
        selectedDepartment: (deps as unknown as { result: { code: string }[] }).result[0]?.code ?? '',
        paymentMethod: String(pay('np_department', 'card')?.id),
        cart: JSON.stringify([{ id: good.id, quantity: 1 }]),
      }),
    );
    expect(r.data.fee.deliveryCost).toBe(0);
    expect(r.data.delivery_fee).toEqual({
      type: 'carrier_tariff',
      amount: null,
      estimate: null,
      estimate_demo: false,
      paid_to: 'carrier',
    });
    expect(r.data.insurance).toEqual({
      percent: 1,
      declared_value: good.price / 100,
      amount: Math.floor((good.price * 100 + 5_000) / 10_000) / 100,
      paid_to: 'carrier',
    });
    // Neither the tariff nor the insurance is in what the shop charges (packaging is, for a rod).
    expect(r.data.price).toBe((good.price + r.data.fee.shippingContainer * 100) / 100);
  });

  it('the Kyiv courier is an amount the shop charges, pickup is free, neither insured (§9)', async () => {
    const courier = await json(
      t.post('/site/ordernew/create/check', {
        deliveryMethod: String(method('kyiv_courier').id),
        paymentMethod: String(pay('kyiv_courier', 'card')?.id),
        cart: JSON.stringify([{ id: good.id, quantity: 1 }]),
      }),
    );
    expect([courier.data.delivery_fee, courier.data.insurance]).toEqual([
      { type: 'amount', amount: 60, estimate: null, estimate_demo: false, paid_to: 'shop' },
      null,
    ]);
    const pickup = await json(
      t.post('/site/ordernew/create/check', {
        deliveryMethod: String(method('pickup').id),
        paymentMethod: String(pay('pickup', 'cash')?.id),
        cart: JSON.stringify([{ id: good.id, quantity: 1 }]),
      }),
    );
    expect(pickup.data.delivery_fee).toEqual({
      type: 'free',
      amount: 0,
      estimate: null,
      estimate_demo: false,
      paid_to: 'shop',
    });
  });
});
