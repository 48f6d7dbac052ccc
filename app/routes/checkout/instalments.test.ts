import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';

// Instalments through the real storefront form (SPEC §9, ADR 0098): the number of payments follows
// the bank, each option shows its payment, the order keeps the bank and parts, at full price.
let shop: TestShop;
let cookie = '';
let courierId = 0;
let creditId = 0;
let sale = { id: 0, price: 0, oldPrice: 0 };
let full = { id: 0, price: 0 };

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
const form = (extra: Record<string, string>) => ({
  phone: '+38(050)123-45-67',
  first_name: 'Олександр',
  last_name: 'Коваленко',
  townCode: '8000000000',
  deliveryMethod: String(courierId),
  paymentMethod: String(creditId),
  recipient_first_name: 'Олександр',
  recipient_last_name: 'Коваленко',
  street: 'Хрещатик',
  house: '1',
  intent: 'refresh',
  ...extra,
});
const uah = (k: number) =>
  `${Math.trunc(k / 100).toLocaleString('ru-RU')}.${String(k % 100).padStart(2, '0')}`.replace(/\s/g, ' ');

/** "До сплати 4 528.98 грн" → kopiyky. */
const toPay = (page: string) => kopiyky(/До сплати ([\d\s\u00a0]+\.\d\d) грн/.exec(page)?.[1]);
const goodsAtFullPrice = (page: string) => kopiyky(/Товари ([\d\s\u00a0]+\.\d\d) грн/.exec(page)?.[1]);
const kopiyky = (text = '') => Number(text.replace(/[^\d]/g, ''));

async function addToCart(id: number) {
  const token = /token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const response = await shop.app.request('/site/users/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ id: String(id), quantity: '1' }).toString(),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  shop = await createTestShop();
  const signedIn = await shop.postForm('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = await (await shop.app.request('/site/ordernew/delivery/places/8000000000')).json();
  const courier = (api.data as { id: number; code: string; payments: { id: number; code: string }[] }[]).find(
    (m) => m.code === 'kyiv_courier',
  );
  courierId = courier?.id ?? 0;
  creditId = courier?.payments.find((p) => p.code === 'credit')?.id ?? 0;
  const pick = async (where: ReturnType<typeof sql>) =>
    (
      (await shop.database.db.execute(
        sql`select id, price, old_price as "oldPrice" from goods where sell_status = '4' and is_active and ${where} order by id limit 1`,
      )) as unknown as { rows: { id: number; price: number; oldPrice: number }[] }
    ).rows[0];
  sale = (await pick(sql`old_price > price and price between 20000 and 200000`)) ?? sale;
  full = (await pick(sql`old_price is null and price between 60000 and 150000`)) ?? full;
  await addToCart(sale.id);
  await addToCart(full.id);
}, 120_000);
afterAll(() => shop.close());

describe('checkout: instalments (§9)', () => {
  it('the number of payments follows the bank, each option with its payment; full price, and it says so (§9)', async () => {
    const privat = text(await (await send('/checkout', form({ f_bank: 'privat' }))).text());
    const total = toPay(privat);
    expect(privat).toContain('Кількість платежів');
    expect(privat).toContain(`2 платежі по ${uah(Math.floor(total / 2))} грн`);
    expect(privat).toContain('8 платежів по');
    expect(privat).toContain('Оплата частинами — лише за повною ціною');
    // The sale line costs its old price: the goods total is the crossed-out one.
    expect(privat).toContain(`Товари ${uah(goodsAtFullPrice(privat))} грн`);
    expect(goodsAtFullPrice(privat)).toBeGreaterThanOrEqual(sale.oldPrice + full.price);
    const mono = text(await (await send('/checkout', form({ f_bank: 'mono', f_parts: '2' }))).text());
    expect(mono).not.toContain('2 платежі по');
    expect(mono).toContain('3 платежі по');
    expect(mono).not.toContain('Кількість платежів для цього банку');
    const ru = text(await (await send('/ru/checkout', form({ f_bank: 'mono', f_parts: '5' }))).text());
    expect(ru).toContain('Количество платежей');
    expect(ru).toContain('5 платежей по');
  });

  it('placing the order keeps the bank and the number of payments, at full price (§9)', async () => {
    const page = text(await (await send('/checkout', form({ f_bank: 'mono', f_parts: '5' }))).text());
    const response = await send(
      '/checkout',
      form({ f_bank: 'mono', f_parts: '5', intent: 'place', idempotency_key: 'instalments-form-1' }),
    );
    expect(response.status).toBe(302);
    const [order] = await shop.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(order).toMatchObject({
      paymentParts: 5,
      paymentDetails: { bank: 'mono' },
      goodsDiscount: 0,
      promoDiscount: 0,
      total: toPay(page),
    });
    expect(order?.comment ?? '').not.toMatch(/bank|parts/);
  });
});
