import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, quickOrders } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// The orders and calls screens through the whole app (ADR 0091): each route checks its
// area on the server, a store account sees only its store's orders, posts need the session's token.
let shop: TestShop;
let quickId = 0;
let staffs: StaffClient;
beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
  const [quick] = await shop.database.db
    .insert(quickOrders)
    .values({ phone: '+380671119900', lines: [{ goodId: 11, quantity: 1, price: 52_499 }], total: 52_499 })
    .returning();
  quickId = quick?.id ?? 0;
}, 120_000);
afterAll(() => shop.close());

const as = (login: string) => staffs.as(login);
const get = (login: string, path: string) => staffs.get(login, path);
const post = (login: string, path: string, fields: Record<string, string>) => staffs.post(login, path, fields);
const statusOf = async (id: number) =>
  (await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('orders and calls screens (ADR 0091)', () => {
  it('managers and admins open them; content and moderator get 403, never data', async () => {
    const paths = ['/admin/orders', '/admin/orders?status=delivered&q=Коваленко', '/admin/orders/1', '/admin/calls'];
    paths.push(`/admin/calls/quick/${quickId}`, `/admin/calls/quick/${quickId}?delivery=1`);
    for (const path of paths) {
      expect((await get('manager', path)).status, path).toBe(200);
      expect((await get('admin', path)).status, path).toBe(200);
      for (const login of ['content', 'moderator']) {
        const response = await get(login, path);
        expect(response.status, `${login} ${path}`).toBe(403);
        expect(await response.text()).not.toContain('+38(050)123-45-67');
      }
    }
    const list = await (await get('manager', '/admin/orders')).text();
    expect(list).toContain('Коваленко Олександр');
    expect((await get('manager', '/admin/orders/999999')).status).toBe(404);
    expect((await get('manager', '/admin/orders/abc')).status).toBe(404);
  });

  it('a store account sees its store’s pickups only and no calls', async () => {
    // Demo order 2 is a pickup at the first Kyiv store (the `store` account's); 1 and 3 are not.
    const list = await (await get('store', '/admin/orders')).text();
    expect(list).toContain('/admin/orders/2"');
    expect(list).not.toContain('/admin/orders/1"');
    expect((await get('store', '/admin/orders/2')).status).toBe(200);
    expect((await get('store', '/admin/orders/1')).status).toBe(404);
    expect((await get('store', '/admin/calls')).status).toBe(403);
    expect(
      (await post('store', '/admin/orders/3', { _csrf: as('store').csrf, intent: 'status', status: 'delivered' }))
        .status,
    ).toBe(404);
    expect(await statusOf(3)).toBe('shipped');
  });

  it('a move needs the area and the session token; a manager’s move is shown and stored', async () => {
    const move = { intent: 'status', status: 'delivered' };
    expect((await post('moderator', '/admin/orders/3', { _csrf: as('moderator').csrf, ...move })).status).toBe(403);
    expect((await post('manager', '/admin/orders/3', { _csrf: 'forged', ...move })).status).toBe(403);
    expect(await statusOf(3)).toBe('shipped');
    const response = await post('manager', '/admin/orders/3', { _csrf: as('manager').csrf, ...move });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Стан змінено: Доставлене');
    expect(await statusOf(3)).toBe('delivered');
    const again = await post('manager', '/admin/orders/3', { _csrf: as('manager').csrf, ...move });
    expect(again.status).toBe(409);
    const call = { _csrf: as('content').csrf, intent: 'take', type: 'quick', id: String(quickId) };
    expect((await post('content', '/admin/calls', call)).status).toBe(403);
  });
});
