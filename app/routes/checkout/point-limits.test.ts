import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, goods } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';

// Through the real storefront: a 125 cm rod's cart sees a Nova Poshta parcel
// locker greyed out, with why (its limits as the directory gives them), in ua and ru.
let shop: TestShop;
let cookie = '';
let npDepartment = 0;
const locker = '34521';

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
  npDepartment = (api.data as { id: number; code: string }[]).find((m) => m.code === 'np_department')?.id ?? 0;
  await shop.database.db.insert(departments).values({
    deliveryMethodId: npDepartment,
    townCode: '8000000000',
    code: locker,
    titleUa: 'Поштомат "Нова Пошта" №34521: вул. Хрещатик, 22',
    titleRu: 'Почтомат "Новая Почта" №34521: ул. Крещатик, 22',
    kind: 'parcel_locker',
    maxWeightG: 20_000,
    maxLengthMm: 600,
    maxWidthMm: 400,
    maxHeightMm: 300,
  });
  const rows = (await shop.database.db.execute(
    sql`select id from goods where sell_status = '4' and old_price is null and price between 60000 and 150000 order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const rod = rows.rows[0]?.id ?? 0;
  await shop.database.db
    .update(goods)
    .set({ weightG: 600, lengthMm: 1_250, widthMm: 60, heightMm: 60 })
    .where(eq(goods.id, rod));
  const token = /token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const added = await shop.app.request('/site/users/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams({ id: String(rod), quantity: '1' }).toString(),
  });
  expect(added.status).toBe(200);
}, 120_000);
afterAll(() => shop.close());

const form = () => ({
  phone: '+38(050)123-45-67',
  first_name: 'Олександр',
  last_name: 'Коваленко',
  townCode: '8000000000',
  deliveryMethod: String(npDepartment),
  selectedDepartment: locker,
  intent: 'refresh',
});

describe('checkout department picker (SPEC §4)', () => {
  it('a 125 cm rod sees the parcel locker greyed out with its limits; the branches stay choosable; the check refuses it', async () => {
    const html = await (await send('/checkout', form())).text();
    const radio = new RegExp(`<input[^>]*value="${locker}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(radio).toContain('disabled');
    const ua = text(html);
    expect(ua).toContain('Посилка не поміститься в цей поштомат (до 40×30×60 см, 20 кг)');
    expect(ua).toContain('Посилка не поміститься в цей поштомат: оберіть відділення або інший поштомат');
    const branches = [...html.matchAll(/<input[^>]*name="selectedDepartment"[^>]*>/g)].map((m) => m[0]);
    expect(branches.length).toBeGreaterThan(1);
    // Only lockers are greyed out (the demo's and this one); the branches stay choosable.
    const disabled = branches.filter((r) => r.includes('disabled'));
    expect(disabled).toContain(radio);
    expect(branches.length - disabled.length).toBeGreaterThan(5);
    expect(ua.match(/Посилка не поміститься в цей поштомат \(до/g)?.length).toBe(disabled.length);
    const ru = text(await (await send('/ru/checkout', form())).text());
    expect(ru).toContain('Посылка не поместится в этот почтомат (до 40×30×60 см, 20 кг)');
  });
});
