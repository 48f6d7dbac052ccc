import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';

// Through the real app (ADR 0120, SPEC §9 "pickup orders held 3 days"): the success page and the
// profile name the pickup store with a link to its page and its week's hours, and say how long the
// order is held — "we will text you" before the store marks it ready, "waiting until …" after.
let shop: TestShop;
let cookie = '';
let orderId = 0;
let store = { slug: '', town: '', title_ua: '', title_ru: '' };

const page = async (path: string) => (await shop.app.request(path, { headers: { cookie } })).text();
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/ ([:;,.])/g, '$1');
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  shop = await createTestShop();
  const signedIn = await shop.postForm('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = /token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const api = await (await shop.app.request('/site/ordernew/delivery/places/8000000000')).json();
  const pickup = (api.data as { id: number; code: string; payments: { id: number; code: string }[] }[]).find(
    (m) => m.code === 'pickup',
  );
  if (!pickup) throw new Error('no pickup method');
  const [held] = await rows<{ good: number; store: number }>(
    sql`select s.good_id as good, s.store_id as store from store_stock s join stores st on st.id = s.store_id
        join goods g on g.id = s.good_id
        where st.town_code = '8000000000' and st.is_active and s.quantity >= 3 and g.sell_status = '4'
          and g.price between 60000 and 200000 order by s.store_id, s.good_id limit 1`,
  );
  if (!held) throw new Error('no Kyiv store stock');
  [store] = (await rows<typeof store>(
    sql`select s.slug, t.slug as town, s.title_ua, s.title_ru from stores s join towns t on t.code = s.town_code
        where s.id = ${held.store}`,
  )) as [typeof store];
  // Only this good in the cart, so the store holds the whole order.
  await shop.database.db.execute(
    sql`delete from cart_lines where user_id = (select id from users where phone = '+380501234567')`,
  );
  const added = await shop.app.request('/site/users/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ id: String(held.good), quantity: '1' }).toString(),
  });
  expect(added.status).toBe(200);
  const placed = await shop.app.request('/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      phone: '+38(050)123-45-67',
      first_name: 'Олександр',
      last_name: 'Коваленко',
      townCode: '8000000000',
      deliveryMethod: String(pickup.id),
      selectedDepartment: String(held.store),
      paymentMethod: String(pickup.payments.find((p) => p.code === 'cash')?.id),
      intent: 'place',
      idempotency_key: 'pickup-hold-test-0001',
    }).toString(),
  });
  expect(placed.status).toBe(302);
  orderId = Number(/order=(\d+)/.exec(placed.headers.get('location') ?? '')?.[1]);
}, 180_000);
afterAll(() => shop.close());

describe('a pickup order on the success page and in the profile (ADR 0120, SPEC §9)', () => {
  it('names the store with a link to its page and its week’s hours, ua and ru', async () => {
    const ua = await page(`/checkout/success?order=${orderId}`);
    expect(ua).toContain(`href="/shops/${store.town}/${store.slug}"`);
    expect(text(ua)).toContain(`Самовивіз з магазину: ${store.title_ua}`);
    // The store page's week (StoreHours): every day, Monday first.
    expect(text(ua)).toMatch(/Години роботи: Пн (\d\d:\d\d–\d\d:\d\d|вихідний) Вт/);
    const ru = await page(`/ru/checkout/success?order=${orderId}`);
    expect(ru).toContain(`href="/ru/shops/${store.town}/${store.slug}"`);
    expect(text(ru)).toContain(`Самовывоз из магазина: ${store.title_ru}`);
    expect(text(ru)).toMatch(/Часы работы: Пн/);
  });

  it('before the store marks it ready: "we will text you; held 3 days"', async () => {
    expect(text(await page(`/checkout/success?order=${orderId}`))).toContain(
      'Ми повідомимо SMS, коли замовлення буде готове; зберігаємо 3 дні',
    );
    expect(text(await page(`/ru/checkout/success?order=${orderId}`))).toContain(
      'Мы сообщим SMS, когда заказ будет готов; храним 3 дня',
    );
    expect(text(await page('/profile/orders'))).toContain(
      'Ми повідомимо SMS, коли замовлення буде готове; зберігаємо 3 дні',
    );
  });

  it('once ready: "waiting for you until" the hold’s end, in Kyiv time, ua and ru', async () => {
    // 2026-06-18 09:00 UTC is 12:00 in Kyiv (summer time).
    await shop.database.db
      .update(orders)
      .set({ readyAt: new Date('2026-06-15T09:00:00Z'), holdUntil: new Date('2026-06-18T09:00:00Z') })
      .where(eq(orders.id, orderId));
    const ua = text(await page(`/checkout/success?order=${orderId}`));
    expect(ua).toContain('Чекає на вас до 18 червня о 12:00');
    expect(ua).not.toContain('Ми повідомимо SMS');
    expect(text(await page(`/ru/checkout/success?order=${orderId}`))).toMatch(/Ждёт вас до 18 июня(,| в) 12:00/);
    expect(text(await page('/ru/profile/orders'))).toMatch(/Ждёт вас до 18 июня(,| в) 12:00/);
  });

  it('a cancelled order says no hold', async () => {
    await shop.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    const ua = text(await page(`/checkout/success?order=${orderId}`));
    expect(ua).not.toContain('Чекає на вас');
    expect(ua).toContain(`Самовивіз з магазину: ${store.title_ua}`);
  });
});
