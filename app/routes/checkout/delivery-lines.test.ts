import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';

// Through the real storefront (ADR 0082): the checkout summary and the
// success page name the payment for its delivery and never call a carrier's delivery free.
let shop: TestShop;
let cookie = '';
const ids: Record<string, number> = {};
let payments: Record<string, Record<string, number>> = {};
let npDepartment = '';

const send = (path: string, fields: Record<string, string>) =>
  shop.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  });
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  shop = await createTestShop();
  const signedIn = await shop.postForm('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = await (await shop.app.request('/site/ordernew/delivery/places/8000000000')).json();
  for (const m of api.data as { id: number; code: string; payments: { id: number; code: string }[] }[]) {
    ids[m.code] = m.id;
    payments = { ...payments, [m.code]: Object.fromEntries(m.payments.map((p) => [p.code, p.id])) };
  }
  const deps = await (
    await shop.app.request(`/site/ordernew/delivery/placesMethod/8000000000/${ids.np_department}/`)
  ).json();
  npDepartment = deps.result[0].code;
  // A cart well over the 500 UAH minimum of goods the chain holds, at full price.
  const rows = (await shop.database.db.execute(
    sql`select id from goods where sell_status = '4' and old_price is null and price between 60000 and 150000 order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  await addToCart(rows.rows[0]?.id ?? 0);
}, 120_000);
afterAll(() => shop.close());

const contacts = {
  phone: '+38(050)123-45-67',
  first_name: 'Олександр',
  last_name: 'Коваленко',
  townCode: '8000000000',
};
const courier = {
  ...contacts,
  deliveryMethod: '',
  recipient_first_name: 'Олександр',
  recipient_last_name: 'Коваленко',
  street: 'Хрещатик',
  house: '1',
};

describe('checkout summary and success page (§9)', () => {
  it('the Kyiv courier offers cash to the courier, in ua and ru (§9)', async () => {
    const form = { ...courier, deliveryMethod: String(ids.kyiv_courier), intent: 'refresh' };
    const ua = text(await (await send('/checkout', form)).text());
    expect(ua).toContain("Готівкою кур'єру при отриманні");
    expect(ua).not.toContain('Оплата при отриманні в магазині');
    const ru = text(await (await send('/ru/checkout', form)).text());
    expect(ru).toContain('Наличными курьеру при получении');
    expect(ru).not.toContain('Оплата при получении в магазине');
  });

  it('Nova Poshta reads "за тарифами перевізника" with 1 % insurance, never "безкоштовно" (§9)', async () => {
    const form = {
      ...contacts,
      intent: 'refresh',
      deliveryMethod: String(ids.np_department),
      selectedDepartment: npDepartment,
      paymentMethod: String(payments.np_department?.card),
    };
    const ua = text(await (await send('/checkout', form)).text());
    expect(ua).toContain('Доставка за тарифами перевізника');
    expect(ua).toContain('Страхування перевізника (1 % оголошеної вартості)');
    expect(ua).toContain('Доставку та страхування ви сплачуєте перевізнику при отриманні');
    expect(ua).not.toMatch(/Доставка безкоштовно/);
    const ru = text(await (await send('/ru/checkout', form)).text());
    expect(ru).toContain('Доставка по тарифам перевозчика');
    expect(ru).toContain('Страховка перевозчика (1 % объявленной стоимости)');
  });

  it('the success page repeats the courier payment and the carrier tariff as checked (§9)', async () => {
    const place = async (fields: Record<string, string>) => {
      const response = await send('/checkout', {
        ...fields,
        intent: 'place',
        idempotency_key: `issue18-${Math.random().toString(36).slice(2)}`,
      });
      expect(response.status).toBe(302);
      // A card order goes on to the (demo) payment page first; its order page is the same.
      const location = response.headers.get('location') ?? '';
      const paying = /\/checkout\/demo-pay\/(\d+)-/.exec(location);
      const page = paying ? `/checkout/success?order=${paying[1]}` : location;
      return text(await (await shop.app.request(page, { headers: { cookie } })).text());
    };
    const np = await place({
      ...contacts,
      deliveryMethod: String(ids.np_department),
      selectedDepartment: npDepartment,
      paymentMethod: String(payments.np_department?.card),
    });
    expect(np).toContain('Доставка за тарифами перевізника');
    expect(np).toContain('Страхування перевізника (1 % оголошеної вартості)');
    expect(np).not.toMatch(/Доставка безкоштовно/);
    await addToCart(await anyGood());
    const cash = await place({
      ...courier,
      deliveryMethod: String(ids.kyiv_courier),
      paymentMethod: String(payments.kyiv_courier?.cash),
    });
    expect(cash).toMatch(/Оплата ?: Готівкою кур'єру при отриманні/);
    expect(cash).not.toContain('в магазині');
    // The profile's order list says the same of the Nova Poshta order.
    const orders = text(await (await shop.app.request('/profile/orders', { headers: { cookie } })).text());
    expect(orders).toContain('Доставка за тарифами перевізника');
  });
});

async function anyGood(): Promise<number> {
  const rows = (await shop.database.db.execute(
    sql`select id from goods where sell_status = '4' and old_price is null and price between 60000 and 150000 order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  return rows.rows[0]?.id ?? 0;
}

/** The signed-in shopper's server cart, through the §7 API (the token travels in a header there). */
async function addToCart(id: number) {
  const token = /token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const response = await shop.app.request('/site/users/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ id: String(id), quantity: '1' }).toString(),
  });
  expect(response.status).toBe(200);
}
