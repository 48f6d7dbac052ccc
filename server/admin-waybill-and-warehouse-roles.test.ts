import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '#core/orders';
import { seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// The waybill and warehouse actions through the whole app, as a browser without JavaScript posts
// them: "Створити ТТН" on the order page (demo carrier) and the 1C warehouse mapping. A role that
// may not do them gets the 403 page "Немає доступу" — never a 500, never the action done.
let shop: TestShop;
let staffs: StaffClient;
beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
}, 120_000);
afterAll(() => shop.close());

const as = (login: string) => staffs.as(login);
/** A plain form post, as the browser sends it without scripts. */
const post = (login: string, path: string, fields: Record<string, string>) => staffs.form(login, path, fields);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** A packed Nova Poshta order (demo ids: department 15, cash on delivery), placed through the shop API. */
async function packedOrder(n: number): Promise<number> {
  const response = await shop.app.request('/site/ordernew/create', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      deliveryMethod: '3',
      paymentMethod: '2',
      selectedDepartment: '15',
      cart: JSON.stringify([{ id: 11, quantity: 1 }]),
      phone: `+38(050)210-00-${String(n).padStart(2, '0')}`,
      first_name: 'Остап',
      last_name: 'Вишня',
      idempotency_key: `issue21-admin-${n}`,
    }).toString(),
  });
  const body = await response.json();
  const orderId = body.data?.order_id as number;
  expect(orderId, JSON.stringify(body)).toBeGreaterThan(0);
  const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
  const manager = await staffActor(shop.database.db, 'manager');
  for (const status of ['confirmed', 'packed'] as const)
    expect(await changeOrderStatus(ctx, manager, { orderId, status })).toEqual({ ok: true });
  return orderId;
}

describe('waybill and warehouse actions by plain form posts', () => {
  it('a manager makes the packed order’s waybill without JavaScript; the page shows the number and the shipped order', async () => {
    const orderId = await packedOrder(1);
    const number = `DEMO-NP-${String(orderId).padStart(8, '0')}`;
    const response = await post('manager', `/admin/orders/${orderId}`, { intent: 'waybill' });
    expect(response.status).toBe(200);
    const page = text(await response.text());
    expect(page).toContain(`ТТН ${number} створено (демо-перевізник). Замовлення відправлено, покупцю надіслано SMS.`);
    expect(page).toContain(`${number} — Створено`);
    expect(page).not.toContain('Створити ТТН');
    // A second post (a double click, a resent form): refused in words, nothing made twice.
    const again = await post('manager', `/admin/orders/${orderId}`, { intent: 'waybill' });
    expect(again.status).toBe(409);
    expect(text(await again.text())).toContain('ТТН створюють для зібраного замовлення');
  });

  it('content and moderator get "Немає доступу" for "Створити ТТН"; the store role does not see the order', async () => {
    const orderId = await packedOrder(2);
    for (const login of ['content', 'moderator']) {
      const response = await post(login, `/admin/orders/${orderId}`, { intent: 'waybill' });
      expect(response.status, login).toBe(403);
      expect(text(await response.text())).toContain('Немає доступу Ваша роль не відкриває цей розділ або дію.');
    }
    const store = await post('store', `/admin/orders/${orderId}`, { intent: 'waybill' });
    expect(store.status).toBe(404);
    expect(text(await store.text())).toContain('Не знайдено');
    const page = await shop.app.request(`http://shop.test/admin/orders/${orderId}`, {
      headers: { cookie: as('manager').cookie, accept: 'text/html' },
    });
    expect(text(await page.text())).toContain('Створити ТТН');
  });

  it('manager, store and moderator get "Немає доступу" for the 1C warehouse mapping; content may', async () => {
    for (const login of ['manager', 'store', 'moderator']) {
      const response = await post(login, '/admin/imports/1c', { warehouseId: '1', storeId: '1' });
      expect(response.status, login).toBe(403);
      expect(text(await response.text())).toContain('Немає доступу');
    }
    const content = await post('content', '/admin/imports/1c', { warehouseId: '999999', storeId: '' });
    expect(content.status).toBe(400);
    expect(text(await content.text())).toContain('Не вдалося зберегти: склад або магазин не знайдено.');
  });
});
