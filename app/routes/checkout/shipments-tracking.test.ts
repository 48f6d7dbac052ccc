import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CarrierAdapter, demoCarrier } from '#core/carriers';
import { changeOrderStatus } from '#core/orders';
import { createCarrierTariffs, createWaybill, townCodeRefs, trackShipments } from '#core/shipments';
import { seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { createTestShop, type TestShop } from '#test/support/shop';

// Through the real storefront and API: the demo carrier's estimate at checkout (ua, ru),
// a waybill made in the back office's use case, its number and status in the profile and the API.
let shop: TestShop;
let cookie = '';
let token = '';
const ids: Record<string, number> = {};
let payments: Record<string, Record<string, number>> = {};
let npDepartment = '';
let goodId = 0;

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

/** The demo carrier, with tracking that says the parcel is on its way. */
const moving = (code: Parameters<typeof demoCarrier>[0]): CarrierAdapter => ({
  ...demoCarrier(code),
  track: async (numbers) =>
    numbers.map((number) => ({
      number,
      code: '2',
      titleUa: 'Прямує до відділення',
      titleRu: 'Следует в отделение',
      state: 'in_transit',
      at: null,
    })),
});

beforeAll(async () => {
  shop = await createTestShop({
    carriers: moving,
    tariffs: createCarrierTariffs({ carriers: demoCarrier, settlements: townCodeRefs, senderTownCode: '8000000000' }),
  });
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
  // The demo shopper's cart holds a dozen goods (over 20 kg by the default weight): one good instead,
  // without a weight (the default 1 kg counts), 600–1,500 UAH.
  await shop.database.db.execute(
    sql`delete from cart_lines where user_id = (select id from users where phone = '+380501234567')`,
  );
  const rows = (await shop.database.db.execute(
    sql`select id from goods where sell_status = '4' and old_price is null and price between 60000 and 150000 order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  goodId = rows.rows[0]?.id ?? 0;
  const response = await shop.app.request('/site/users/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ id: String(goodId), quantity: '1' }).toString(),
  });
  expect(response.status).toBe(200);
}, 120_000);
afterAll(() => shop.close());

const contacts = {
  phone: '+38(050)123-45-67',
  first_name: 'Олександр',
  last_name: 'Коваленко',
  townCode: '8000000000',
};

describe('carriers at checkout and in the profile', () => {
  it('checkout shows the demo carrier’s estimate marked "орієнтовно (демо)", in ua and ru; the API says estimate_demo', async () => {
    const form = {
      ...contacts,
      intent: 'refresh',
      deliveryMethod: String(ids.np_department),
      selectedDepartment: npDepartment,
      paymentMethod: String(payments.np_department?.cod),
    };
    // 1 kg to a department: the demo's 70 UAH.
    const uaPage = text(await (await send('/checkout', form)).text());
    expect(uaPage).toContain('Доставка за тарифами перевізника, орієнтовно (демо) 70.00 грн');
    expect(text(await (await send('/ru/checkout', form)).text())).toContain(
      'Доставка по тарифам перевозчика, ориентировочно (демо) 70.00 грн',
    );
    const check = {
      townCode: form.townCode,
      deliveryMethod: form.deliveryMethod,
      selectedDepartment: npDepartment,
      paymentMethod: form.paymentMethod,
    };
    const api = await shop.app.request('/site/ordernew/create/check', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token },
      body: new URLSearchParams({ ...check, cart: JSON.stringify([{ id: goodId, quantity: 1 }]) }).toString(),
    });
    const body = await api.json();
    expect([api.status, body.message]).toEqual([200, undefined]);
    expect(body.data.delivery_fee).toEqual({
      type: 'carrier_tariff',
      amount: null,
      estimate: 70,
      estimate_demo: true,
      paid_to: 'carrier',
    });
  });

  it('a waybill for the packed order shows its number and status in the profile and the API', async () => {
    const placed = await send('/checkout', {
      ...contacts,
      intent: 'place',
      idempotency_key: 'issue21-tracking-1',
      deliveryMethod: String(ids.np_department),
      selectedDepartment: npDepartment,
      paymentMethod: String(payments.np_department?.cod),
    });
    expect(placed.status).toBe(302);
    const orderId = Number(/order=(\d+)/.exec(placed.headers.get('location') ?? '')?.[1]);
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    const manager = await staffActor(shop.database.db, 'manager');
    for (const status of ['confirmed', 'packed'] as const) await changeOrderStatus(ctx, manager, { orderId, status });
    const made = await createWaybill(
      ctx,
      manager,
      { orderId },
      { carriers: moving, settlements: townCodeRefs, senderTownCode: '8000000000' },
    );
    const number0 = `DEMO-NP-${String(orderId).padStart(8, '0')}`;
    // One parcel, one waybill (ADR 0117: several parcels would be several seats).
    expect(made).toEqual({ ok: true, number: number0, numbers: [number0], parcels: 1, demo: true });
    const number = made.ok ? made.number : '';
    await trackShipments({ ...ctx, now: new Date(seededAt.getTime() + 3_600_000) }, moving);

    const ua = text(await (await shop.app.request('/profile/orders', { headers: { cookie } })).text());
    expect(ua).toContain(`ТТН ${number} · Прямує до відділення · демо-перевізник, накладна не справжня`);
    const ru = text(await (await shop.app.request('/ru/profile/orders', { headers: { cookie } })).text());
    expect(ru).toContain(`ТТН ${number} · Следует в отделение`);
    const api = await (await shop.app.request(`/site/users/orders/${orderId}`, { headers: { token } })).json();
    expect(api.data).toMatchObject({
      status: 'shipped',
      tracking_number: number,
      tracking_status: 'in_transit',
      tracking_status_title: 'Следует в отделение',
      tracking_status_title_ua: 'Прямує до відділення',
      waybills: [
        { number, status: 'in_transit', status_title: 'Следует в отделение', status_title_ua: 'Прямує до відділення' },
      ],
    });
    expect(api.data.history.at(-1)).toMatchObject({ status: 'shipped', note: `ТТН ${number}` });
  });

  it('a Nova Poshta status reads in Russian under /ru and in the API (NP answers in Ukrainian only)', async () => {
    // A real (not demo) Nova Poshta as its adapter reports: the Ukrainian `Status` in both titles.
    const arrived = (): CarrierAdapter => ({
      ...demoCarrier('nova_poshta'),
      demo: false,
      track: async (numbers) =>
        numbers.map((number) => ({
          number,
          code: '7',
          titleUa: 'Прибув у відділення',
          titleRu: 'Прибув у відділення',
          state: 'arrived',
          at: null,
        })),
    });
    // The last order emptied the cart: the same good again.
    await shop.app.request('/site/users/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token },
      body: new URLSearchParams({ id: String(goodId), quantity: '1' }).toString(),
    });
    const placed = await send('/checkout', {
      ...contacts,
      intent: 'place',
      idempotency_key: 'issue21-tracking-ru',
      deliveryMethod: String(ids.np_department),
      selectedDepartment: npDepartment,
      paymentMethod: String(payments.np_department?.cod),
    });
    expect(placed.status).toBe(302);
    const orderId = Number(/order=(\d+)/.exec(placed.headers.get('location') ?? '')?.[1]);
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    const manager = await staffActor(shop.database.db, 'manager');
    for (const status of ['confirmed', 'packed'] as const) await changeOrderStatus(ctx, manager, { orderId, status });
    const made = await createWaybill(
      ctx,
      manager,
      { orderId },
      { carriers: arrived, settlements: townCodeRefs, senderTownCode: '8000000000' },
    );
    if (!made.ok) throw new Error(made.error);
    await trackShipments({ ...ctx, now: new Date(seededAt.getTime() + 2 * 3_600_000) }, arrived);

    const ru = text(await (await shop.app.request('/ru/profile/orders', { headers: { cookie } })).text());
    expect(ru).toContain(`ТТН ${made.number} · Прибыло в отделение`);
    const ua = text(await (await shop.app.request('/profile/orders', { headers: { cookie } })).text());
    expect(ua).toContain(`ТТН ${made.number} · Прибув у відділення`);
    const api = await (await shop.app.request(`/site/users/orders/${orderId}`, { headers: { token } })).json();
    expect(api.data).toMatchObject({
      tracking_status: 'arrived',
      tracking_status_title: 'Прибыло в отделение',
      tracking_status_title_ua: 'Прибув у відділення',
    });
  });
});
