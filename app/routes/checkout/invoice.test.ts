import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, smsOutbox } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';

// Through the real storefront: the invoice method's company and EDRPOU fields go into
// the order (not its comment), the order opens its invoice attempt, and the shopper prints it.
let shop: TestShop;
let cookie = '';
let delivery = 0;
let invoice = 0;
let department = '';
let lastGood = 0;

const send = (path: string, fields: Record<string, string>) =>
  shop.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  shop = await createTestShop();
  const signedIn = await shop.postForm('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = await (await shop.app.request('/site/ordernew/delivery/places/8000000000')).json();
  for (const m of api.data as { id: number; code: string; payments: { id: number; code: string }[] }[])
    if (m.code === 'np_department') {
      delivery = m.id;
      invoice = m.payments.find((p) => p.code === 'invoice')?.id ?? 0;
    }
  const deps = await (await shop.app.request(`/site/ordernew/delivery/placesMethod/8000000000/${delivery}/`)).json();
  department = deps.result[0].code;
  const rows = (await shop.database.db.execute(
    sql`select id from goods where sell_status = '4' and old_price is null and price between 60000 and 150000 order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const token = /token=([^;]+)/.exec(cookie)?.[1] ?? '';
  lastGood = rows.rows[0]?.id ?? 0;
  const added = await shop.app.request('/site/users/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ id: String(rows.rows[0]?.id ?? 0), quantity: '1' }).toString(),
  });
  expect(added.status).toBe(200);
}, 120_000);
afterAll(() => shop.close());

const form = (extra: Record<string, string>) => ({
  phone: '+38(050)123-45-67',
  first_name: 'Олександр',
  last_name: 'Коваленко',
  townCode: '8000000000',
  deliveryMethod: String(delivery),
  selectedDepartment: department,
  paymentMethod: String(invoice),
  intent: 'place',
  idempotency_key: `invoice-${Math.random().toString(36).slice(2)}`,
  ...extra,
});

describe('checkout by bank-transfer invoice (§9)', () => {
  it('refuses an EDRPOU of the wrong length with the text in the page’s language', async () => {
    const ua = await send('/checkout', form({ f_company: 'ТОВ «Озеро»', f_edrpou: '123456789' }));
    expect(ua.status).toBe(400);
    expect(await ua.text()).toContain('Код ЄДРПОУ: 8 цифр');
    const ru = await send('/ru/checkout', form({ f_company: 'ТОВ «Озеро»', f_edrpou: '123' }));
    expect(await ru.text()).toContain('Код ЕГРПОУ: 8 цифр');
  });

  it('ADR 0119: a total the page did not show is shown with the new sum, not placed; the shown one places', async () => {
    const before = await shop.database.db.select({ id: orders.id }).from(orders);
    const fields = form({ f_company: 'ТОВ «Озеро»', f_edrpou: '40123456', shown_total: '100' });
    const changed = await send('/checkout', fields);
    expect(changed.status).toBe(409);
    const html = await changed.text();
    expect(html).toContain('Сума замовлення змінилася: тепер до сплати');
    expect(await shop.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    const shown = /name="shown_total" value="(\d+)"/.exec(html)?.[1];
    expect(Number(shown)).toBeGreaterThan(100);
    const ru = await send('/ru/checkout', { ...fields, idempotency_key: `${fields.idempotency_key}-ru` });
    expect(await ru.text()).toContain('Сумма заказа изменилась: теперь к оплате');
    // The page's sum, posted back: placed (and the next test places without one, as old pages do).
    const placed = await send('/checkout', { ...fields, shown_total: shown ?? '' });
    expect(placed.status).toBe(302);
    const [order] = await shop.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(order?.total).toBe(Number(shown));
    await shop.app.request('/site/users/cart/add', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        token: /token=([^;]+)/.exec(cookie)?.[1] ?? '',
      },
      body: new URLSearchParams({ id: String(lastGood), quantity: '1' }).toString(),
    });
  });

  it('keeps the company and EDRPOU with the order, opens its invoice and lets the shopper print it', async () => {
    const placed = await send('/checkout', form({ f_company: 'ТОВ «Озеро»', f_edrpou: '40123456', comment: 'Дякую' }));
    expect(placed.status).toBe(302);
    const [order] = await shop.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(order).toMatchObject({
      paymentStatus: 'unpaid',
      paymentDetails: { company: 'ТОВ «Озеро»', edrpou: '40123456' },
      comment: 'Дякую',
    });
    // The storefront and the API place orders through one use case, the SMS included.
    const sms = await shop.database.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.purpose, 'order_placed'), like(smsOutbox.text, `%№${order?.id} %`)));
    expect(sms).toHaveLength(1);
    const [attempt] = await shop.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    expect(attempt).toMatchObject({ provider: 'invoice', status: 'pending', amount: order?.total });
    const printed = await shop.app.request(`/checkout/invoice?order=${order?.id}`, { headers: { cookie } });
    expect(printed.status).toBe(200);
    const html = await printed.text();
    expect(html).toContain('ТОВ «Озеро»');
    expect(html).toContain('40123456');
  });
});
