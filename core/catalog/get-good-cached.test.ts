import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges } from '#core/change-feed';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { categories, goods, storeStock, stores, towns } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { getGood, getGoodCached } from './index';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  ctx = { db, locale: 'ua', now: new Date() };
  await db.insert(categories).values({ id: 1, slug: 'kotushky', titleUa: 'Котушки', titleRu: 'Катушки' });
  await db.insert(goods).values({
    id: 1,
    extId: '100001',
    categoryId: 1,
    titleUa: 'Котушка',
    titleRu: 'Катушка',
    slug: 'kotushka',
    price: 50_000,
  });
  await db.insert(towns).values({ code: '1', slug: 'kyiv', titleUa: 'Київ', titleRu: 'Киев', lat: 50, lng: 30 });
  await db.insert(stores).values({
    id: 1,
    townCode: '1',
    slug: 'store-1',
    titleUa: 'Магазин',
    titleRu: 'Магазин',
    addressUa: 'вул. 1',
    addressRu: 'ул. 1',
    lat: 50,
    lng: 30,
    phone: '+380000000000',
    hours: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null },
  });
  await db.insert(storeStock).values({ goodId: 1, storeId: 1, quantity: 2 });
});

afterAll(() => database.close());

describe('the product page good (ADR 0072)', () => {
  it('is what getGood reads, in either language, and null for an unknown good', async () => {
    expect(await getGoodCached(ctx, 1)).toEqual(await getGood(ctx, 1));
    const ru = { ...ctx, locale: 'ru' as const };
    expect(await getGoodCached(ru, 1)).toEqual(await getGood(ru, 1));
    expect((await getGoodCached(ru, 1))?.title).toBe('Катушка');
    expect(await getGoodCached(ctx, 404)).toBeNull();
  });

  it('is built again once the catalogue changes (a price edit), and reads stores’ stock every time', async () => {
    expect((await getGoodCached(ctx, 1))?.price).toBe(50_000);
    // Stock is not in the catalogue fingerprint: it must show at once, with nothing forgotten.
    await ctx.db.update(storeStock).set({ quantity: 0 }).where(eq(storeStock.goodId, 1));
    expect((await getGoodCached(ctx, 1))?.stock).toEqual([]);
    await ctx.db.update(storeStock).set({ quantity: 5 }).where(eq(storeStock.goodId, 1));
    expect((await getGoodCached(ctx, 1))?.stock.map((s) => s.quantity)).toEqual([5]);
    // A goods write changes the fingerprint; the app forgets the last reading after every write.
    await ctx.db.update(goods).set({ price: 45_000 }).where(eq(goods.id, 1));
    forgetCatalogChanges(ctx.db);
    expect((await getGoodCached(ctx, 1))?.price).toBe(45_000);
    // Hidden: gone from the product page as soon as the fingerprint says so.
    await ctx.db.update(goods).set({ isActive: false }).where(eq(goods.id, 1));
    forgetCatalogChanges(ctx.db);
    expect(await getGoodCached(ctx, 1)).toBeNull();
  });
});
