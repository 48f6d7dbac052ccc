import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// Through the real app (ADR 0114): the success page, the
// profile, the §7 API, the back office and the invoice list the same lines — goods, each discount,
// fees, the certificate, the rounding — adding up to the total; one payment line; a pickup order
// names its store.
let shop: TestShop;
let cookie = '';
let token = '';
let staffs: StaffClient;
const ids: Record<string, number> = {};
let payments: Record<string, Record<string, number>> = {};
let npDepartment = '';
let npOrder = 0;
let pickupOrder = 0;
let store = { id: 0, title_ua: '', title_ru: '', address_ua: '', address_ru: '' };

const send = (path: string, fields: Record<string, string>) =>
  shop.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  });
const page = async (path: string) => (await shop.app.request(path, { headers: { cookie } })).text();
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/ ([:,])/g, '$1');
/** "−1 234.56 грн" → -123456; a row without a number (the carrier's tariff) → 0. */
const kopiyky = (s: string) => {
  const digits = s.replace(',', '.').replace(/[^\d.]/g, '');
  if (!/\d\.\d\d$/.test(digits)) return 0;
  const value = Math.round(Number(digits) * 100);
  return /[−-]/.test(s) ? -value : value;
};

/** The bills of a page: each one's lines (kind, label, amount) and its "До сплати". */
function bills(html: string) {
  return [...html.matchAll(/<div class="order-bill">([\s\S]*?)<\/dl>/g)].map(([, bill = '']) => {
    const goods = [...bill.matchAll(/<tr data-line="good">([\s\S]*?)<\/tr>/g)].map(([, cells = '']) => {
      const tds = [...cells.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, c = '']) => text(c).trim());
      return { kind: 'good', label: tds[0] ?? '', amount: kopiyky(tds.at(-1) ?? '') };
    });
    const rows = [...bill.matchAll(/<div data-total="([^"]+)"[^>]*><dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map(
      ([, kind = '', dt = '', dd = '']) => ({ kind, label: text(dt).trim(), amount: kopiyky(text(dd)) }),
    );
    const total = rows.find((r) => r.kind === 'price')?.amount ?? Number.NaN;
    const lines = [...goods, ...rows.filter((r) => r.kind !== 'price')];
    return { lines, total, sum: lines.reduce((s, r) => s + r.amount, 0) };
  });
}

async function addToCart(id: number, quantity = 1) {
  const response = await shop.app.request('/site/users/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ id: String(id), quantity: String(quantity) }).toString(),
  });
  expect(response.status).toBe(200);
}

async function place(fields: Record<string, string>): Promise<number> {
  const response = await send('/checkout', {
    phone: '+38(050)123-45-67',
    first_name: 'Олександр',
    last_name: 'Коваленко',
    townCode: '8000000000',
    ...fields,
    intent: 'place',
    idempotency_key: `bill-${Math.random().toString(36).slice(2)}`,
  });
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const id = /order=(\d+)/.exec(location)?.[1] ?? /demo-pay\/(\d+)-/.exec(location)?.[1];
  if (!id) throw new Error(`no order in ${location}`);
  return Number(id);
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
  const signedIn = await shop.postForm('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  token = /token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const api = await (await shop.app.request('/site/ordernew/delivery/places/8000000000')).json();
  for (const m of api.data as { id: number; code: string; payments: { id: number; code: string }[] }[]) {
    ids[m.code] = m.id;
    payments = { ...payments, [m.code]: Object.fromEntries(m.payments.map((p) => [p.code, p.id])) };
  }
  const deps = await (
    await shop.app.request(`/site/ordernew/delivery/placesMethod/8000000000/${ids.np_department}/`)
  ).json();
  npDepartment = deps.result[0].code;

  // A good on sale and one at full price with kopiyky, so the club discount and the rounding show.
  const [sale] = await rows<{ id: number }>(
    sql`select id from goods where sell_status = '4' and old_price > price and price between 30000 and 90000 order by id limit 1`,
  );
  const [odd] = await rows<{ id: number }>(
    sql`select id from goods where sell_status = '4' and old_price is null and price % 100 <> 0 and price between 40000 and 150000 order by id limit 1`,
  );
  if (!sale || !odd) throw new Error('the demo shop has no such goods');
  await addToCart(sale.id);
  await addToCart(odd.id);
  npOrder = await place({
    deliveryMethod: String(ids.np_department),
    selectedDepartment: npDepartment,
    paymentMethod: String(payments.np_department?.cod),
  });

  // Store pickup: a Kyiv store holding a full-price good.
  const [held] = await rows<{ good: number; store: number }>(
    sql`select s.good_id as good, s.store_id as store from store_stock s join stores st on st.id = s.store_id
        join goods g on g.id = s.good_id
        where st.town_code = '8000000000' and st.is_active and s.quantity >= 3 and g.sell_status = '4'
          and g.price between 60000 and 200000 order by s.store_id, s.good_id limit 1`,
  );
  if (!held) throw new Error('no Kyiv store stock');
  [store] = (await rows<typeof store>(
    sql`select id, title_ua, title_ru, address_ua, address_ru from stores where id = ${held.store}`,
  )) as [typeof store];
  await addToCart(held.good);
  pickupOrder = await place({
    deliveryMethod: String(ids.pickup),
    selectedDepartment: String(held.store),
    paymentMethod: String(payments.pickup?.cash),
  });
}, 180_000);
afterAll(() => shop.close());

describe('what the shopper reads adds up (ADR 0114)', () => {
  it('the success page lists each good, the sale, the club discount, the COD fee and "Заокруглення", adding up to "До сплати" — ua and ru (§9)', async () => {
    for (const [prefix, words] of [
      ['', ['Знижка на товари', 'Клубна знижка', 'Комісія за накладений платіж', 'Заокруглення']],
      ['/ru', ['Скидка на товары', 'Клубная скидка', 'Комиссия за наложенный платёж', 'Округление']],
    ] as const) {
      const html = await page(`${prefix}/checkout/success?order=${npOrder}`);
      const [bill] = bills(html);
      if (!bill) throw new Error('no bill on the success page');
      expect(bill.sum).toBe(bill.total);
      // The demo shopper's cart held goods already: all of them were ordered.
      expect(bill.lines.filter((l) => l.kind === 'good').length).toBeGreaterThanOrEqual(2);
      const kinds = bill.lines.map((l) => l.kind);
      expect(kinds).toEqual(expect.arrayContaining(['sale', 'club', 'delivery', 'commission', 'rounding']));
      for (const word of words) expect(text(html)).toContain(word);
      // What the carrier collects for the shop is whole hryvnias.
      const commission = bill.lines.find((l) => l.kind === 'commission')?.amount ?? 0;
      expect((bill.total - commission) % 100).toBe(0);
    }
  });

  it('one payment line, naming the method — not "Оплата при отриманні" beside it', async () => {
    const ua = text(await page(`/checkout/success?order=${npOrder}`));
    expect(ua.match(/Оплата ?:/g)).toHaveLength(1);
    expect(ua).toContain('Оплата: Накладений платіж — оплата у відділенні перевізника');
    expect(ua).not.toContain('Оплата при отриманні');
    const ru = text(await page(`/ru/checkout/success?order=${npOrder}`));
    expect(ru.match(/Оплата ?:/g)).toHaveLength(1);
    expect(ru).not.toContain('Оплата при получении');
  });

  it('a pickup order names its store — name, address, hours — on the success page and in the profile, ua and ru', async () => {
    const ua = text(await page(`/checkout/success?order=${pickupOrder}`));
    expect(ua).toContain(`Самовивіз з магазину: ${store.title_ua}`);
    expect(ua).toContain(store.address_ua);
    expect(ua).toMatch(/Години роботи: Пн(–\S+)? \d\d:\d\d–\d\d:\d\d/);
    const ru = text(await page(`/ru/checkout/success?order=${pickupOrder}`));
    expect(ru).toContain(`Самовывоз из магазина: ${store.title_ru}`);
    expect(ru).toContain(store.address_ru);
    expect(ru).toContain('Часы работы:');
    const profile = text(await page('/profile/orders'));
    expect(profile).toContain(`Самовивіз з магазину: ${store.title_ua}`);
  });

  it('the profile shows every order with the same lines, each adding up to its total, ua and ru', async () => {
    for (const prefix of ['', '/ru']) {
      const html = await page(`${prefix}/profile/orders`);
      const found = bills(html);
      expect(found.length).toBeGreaterThanOrEqual(3);
      for (const bill of found) expect(bill.sum).toBe(bill.total);
      const success = bills(await page(`${prefix}/checkout/success?order=${npOrder}`))[0];
      expect(found).toContainEqual(success);
    }
  });

  it('the §7 API order keeps its fields and adds `lines` adding up to `price`', async () => {
    const response = await shop.app.request(`/site/users/orders/${npOrder}`, { headers: { token } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: Record<string, unknown> & { lines: { type: string; amount: number; title_ua: string }[]; price: number };
    };
    for (const field of [
      'goods_price',
      'goods_price_discount',
      'discount',
      'promocode_discount',
      'fee',
      'price',
      'cart',
    ])
      expect(data).toHaveProperty(field);
    const sum = data.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0);
    expect(sum).toBe(Math.round(data.price * 100));
    expect(data.lines.map((l) => l.type)).toContain('rounding');
    expect(data.lines.find((l) => l.type === 'rounding')?.title_ua).toBe('Заокруглення');
    const list = await shop.app.request('/site/users/orders', { headers: { token } });
    const orders = ((await list.json()) as { data: { orders: (typeof data)[] } }).data.orders;
    for (const o of orders)
      expect(o.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0)).toBe(Math.round(o.price * 100));
  });

  it('the back office shows the same lines, "Заокруглення" among them, down to "До сплати"', async () => {
    const html = await (await staffs.get('manager', `/admin/orders/${npOrder}`)).text();
    const totals = /<dl class="order-totals">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
    const pairs = [...totals.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map(
      ([, dt = '', dd = '']) => [text(dt).trim(), text(dd).trim()],
    );
    const labels = pairs.map(([dt]) => dt);
    expect(labels).toEqual(expect.arrayContaining(['Знижка на товари', 'Заокруглення', 'До сплати']));
    expect(labels.some((l) => l?.startsWith('Клубна знижка'))).toBe(true);
    const toPay = pairs.findIndex(([dt]) => dt === 'До сплати');
    const above = pairs.slice(0, toPay).reduce((s, [, dd]) => s + kopiyky(dd ?? ''), 0);
    expect(above).toBe(kopiyky(pairs[toPay]?.[1] ?? ''));
  });
});
