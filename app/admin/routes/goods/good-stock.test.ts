import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges } from '#core/change-feed';
import { goods, storeStock, stores } from '#db/schema';
import { holdStock } from '#test/support/reservations';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// Through the real app (ADR 0120): the back office's good screen and goods list show 1C's stock,
// what orders hold and what is left per store; the storefront's product page says "not available"
// while an order holds the last piece.
let shop: TestShop;
let staffs: StaffClient;
let good = { id: 0, slug: '' };
let storeId = 0;

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
  const db = shop.database.db;
  const [row] = await db
    .select({ id: goods.id, slug: goods.slug })
    .from(goods)
    .where(and(eq(goods.isActive, true), eq(goods.sellStatus, '4')))
    .orderBy(asc(goods.id))
    .limit(1);
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isActive, true)).limit(1);
  if (!row || !store) throw new Error('demo data missing');
  good = row;
  storeId = store.id;
  await db.delete(storeStock).where(eq(storeStock.goodId, good.id));
  await db.insert(storeStock).values({ goodId: good.id, storeId, quantity: 1 });
});
afterAll(() => shop.close());

describe('the good’s stock in the back office and on its page while an order holds it (ADR 0120)', () => {
  it('the good screen: quantity, reserved, available, "зарезервовано повністю"; the list: available and reserved', async () => {
    const hold = await holdStock(shop.database.db, good.id, storeId, 1);
    forgetCatalogChanges(shop.database.db);
    const screen = await staffs.get('admin', `/admin/goods/${good.id}`);
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain('data-testid="reserved-out"');
    expect(text(html)).toContain('Зарезервовано повністю');
    expect(html).toMatch(new RegExp(`data-testid="reserved-${storeId}"[^>]*>1<`));
    expect(html).toMatch(new RegExp(`data-testid="available-${storeId}"[^>]*>0<`));
    // 1C's own status stays: "Продається".
    expect(text(html)).toContain('Продається');
    const list = await (await staffs.get('admin', `/admin/goods?q=${good.id}`)).text();
    expect(text(list)).toContain('+ 1 у резерві');

    const page = text(await (await shop.app.request(`http://shop.test/${good.slug}/p${good.id}`)).text());
    expect(page).toContain('Немає в наявності');
    await hold.release();
    // Written outside a request: the app forgets the change feed's last reading after its own writes.
    forgetCatalogChanges(shop.database.db);
    const again = text(await (await shop.app.request(`http://shop.test/${good.slug}/p${good.id}`)).text());
    expect(again).not.toContain('Немає в наявності');
    const reserved = await shop.database.db.execute(sql`select reserved from store_stock where good_id = ${good.id}`);
    expect((reserved as unknown as { rows: { reserved: number }[] }).rows).toEqual([{ reserved: 0 }]);
  });
});
