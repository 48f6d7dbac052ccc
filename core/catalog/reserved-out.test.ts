import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStock, priceCart } from '#core/cart';
import { forgetCatalogChanges } from '#core/change-feed';
import type { Ctx } from '#core/shared';
import { goods, storeStock, stores } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { demoActors } from '#test/support/catalog-admin';
import { seededAt } from '#test/support/db';
import { holdStock } from '#test/support/reservations';
import { adminGoodsQuery, getAdminGood, listAdminGoods, saveGood } from './admin';
import { goodInputOf } from './admin/good-input-of';
import { goodSnapshot } from './admin/good-snapshot';
import { type CatalogFilters, getGoodCached, getGoodsByIds, listScopedCatalogCached } from './index';

/**
 * ADR 0120: what a shopper can buy is stock minus what open orders hold. A good whose last piece
 * an order holds (`goods.reserved_out`) is "not available" everywhere `sell_status = "4"` said
 * "available": listings and their "available only" filter and counts, the product page, goods by
 * ids and the §7 API (`sell_status` "0", same shape); the cart and checkout say "none left". The
 * caches see it through the change feed. Released, it is back.
 */
let t: TestApi;
let ctx: Ctx;
let good: { id: number; categoryId: number; brandId: number };
let storeId: number;

beforeAll(async () => {
  t = await createTestApi();
  ctx = { db: t.database.db, locale: 'ua', now: seededAt };
  // An available good with a brand in a leaf category: the category page takes the counted path.
  const [row] = await ctx.db
    .select({ id: goods.id, categoryId: goods.categoryId, brandId: goods.brandId })
    .from(goods)
    .where(
      and(
        eq(goods.isActive, true),
        eq(goods.sellStatus, '4'),
        isNotNull(goods.brandId),
        sql`not exists (select 1 from categories c where c.parent_id = ${goods.categoryId})`,
      ),
    )
    .orderBy(asc(goods.id))
    .limit(1);
  const [store] = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.isActive, true))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!row?.brandId || !store) throw new Error('demo data missing');
  good = { id: row.id, categoryId: row.categoryId, brandId: row.brandId };
  storeId = store.id;
  // One piece in the whole chain, and the cheapest good of its category (first on a "cheap" page).
  await ctx.db.delete(storeStock).where(eq(storeStock.goodId, good.id));
  await ctx.db.insert(storeStock).values({ goodId: good.id, storeId, quantity: 1 });
  await ctx.db.update(goods).set({ price: 1 }).where(eq(goods.id, good.id));
  forgetCatalogChanges(ctx.db);
});
afterAll(() => t.close());

const paging = { sort: 'cheap' as const, page: 1, perPage: 24 };

/** The category page (counted path) and a brand-filtered one (the statement path), available only. */
async function listings(filters: CatalogFilters = {}) {
  const scope = { kind: 'category' as const, id: good.categoryId };
  const counted = await listScopedCatalogCached(ctx, scope, { ...filters, available: true }, paging);
  const filtered = await listScopedCatalogCached(
    ctx,
    scope,
    { ...filters, available: true, brandIds: [good.brandId] },
    paging,
  );
  const all = await listScopedCatalogCached(ctx, scope, filters, paging);
  if (!counted.ok || !filtered.ok || !all.ok) throw new Error('listing failed');
  return { counted: counted.value, filtered: filtered.value, all: all.value };
}

async function apiGood() {
  const res = await t.get(`/api/goods/id/${good.id}/-`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { sell_status: string; availability: unknown[] } }).data;
}

async function apiListing() {
  const res = await t.get(`/api/catalog/${good.categoryId}?available=1&sort=cheap`);
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      data: { goods: { id: number; sell_status: string }[]; total: number; facets: { available: number } };
    }
  ).data;
}

describe('a good whose last piece an order holds is not available to shoppers (ADR 0120, SPEC §2 product page, §3)', () => {
  it('listings, "available only" and its counts, product page, goods by ids, API; released → back', async () => {
    // Before: available everywhere (and every cache warm, so the test sees them invalidated).
    const before = await listings();
    expect(before.counted.goods[0]?.id).toBe(good.id);
    expect(before.filtered.goods.map((g) => g.id)).toContain(good.id);
    expect((await getGoodCached(ctx, good.id))?.isAvailable).toBe(true);
    expect((await apiGood()).sell_status).toBe('4');
    const apiBefore = await apiListing();
    expect(apiBefore.goods[0]?.id).toBe(good.id);

    const hold = await holdStock(ctx.db, good.id, storeId, 1);
    const [flag] = await ctx.db.select({ out: goods.reservedOut }).from(goods).where(eq(goods.id, good.id));
    expect(flag?.out).toBe(true);
    // The app forgets the change feed's last reading after each write (as the HTTP layer does).
    forgetCatalogChanges(ctx.db);

    const held = await listings();
    expect(held.counted.goods.map((g) => g.id)).not.toContain(good.id);
    expect(held.counted.total).toBe(before.counted.total - 1);
    expect(held.counted.facets.available).toBe(before.counted.facets.available - 1);
    expect(held.filtered.goods.map((g) => g.id)).not.toContain(good.id);
    expect(held.filtered.facets.available).toBe(before.filtered.facets.available - 1);
    // Without the filter it is still listed, as not available ("0": what the "в наявності" badge reads).
    expect(held.all.goods.find((g) => g.id === good.id)?.sellStatus).toBe('0');
    expect(held.all.facets.available).toBe(before.all.facets.available - 1);

    const page = await getGoodCached(ctx, good.id);
    expect(page?.isAvailable).toBe(false);
    expect(page?.stock).toEqual([]);
    const [byIds] = await getGoodsByIds(ctx, [good.id]);
    expect(byIds).toMatchObject({ sellStatus: '0', availability: [] });

    // The §7 API: the same fields and shapes, "0" = not available (the apps test "4").
    expect(await apiGood()).toMatchObject({ sell_status: '0', availability: [] });
    const apiHeld = await apiListing();
    expect(apiHeld.goods.map((g) => g.id)).not.toContain(good.id);
    expect(apiHeld.total).toBe(apiBefore.total - 1);
    expect(apiHeld.facets.available).toBe(apiBefore.facets.available - 1);

    // The cart and checkout: still on sale by 1C, none left — "stock_none", not "not available".
    expect(await checkStock(ctx, good.id, 1)).toMatchObject({ error: 'stock_none', available: 0 });
    const cart = await priceCart(ctx, [{ goodId: good.id, quantity: 1, isDeleted: false, isChecked: true }]);
    expect(cart.goods[0]).toMatchObject({ isAvailable: true, maxQuantity: 0, sellStatus: '4' });
    expect(cart.hasShortfall).toBe(true);

    await hold.release();
    forgetCatalogChanges(ctx.db);
    const back = await listings();
    expect(back.counted.goods[0]?.id).toBe(good.id);
    expect(back.counted.facets.available).toBe(before.counted.facets.available);
    expect(back.filtered.facets.available).toBe(before.filtered.facets.available);
    expect((await getGoodCached(ctx, good.id))?.isAvailable).toBe(true);
    expect((await apiGood()).sell_status).toBe('4');
    expect((await apiListing()).goods[0]?.id).toBe(good.id);
    expect(await checkStock(ctx, good.id, 1)).toBeNull();
  });

  it('a good with pieces left beside the held ones stays available', async () => {
    await ctx.db.update(storeStock).set({ quantity: 2 }).where(eq(storeStock.goodId, good.id));
    const hold = await holdStock(ctx.db, good.id, storeId, 1);
    forgetCatalogChanges(ctx.db);
    expect((await getGoodCached(ctx, good.id))?.stock.map((s) => s.quantity)).toEqual([1]);
    expect((await apiGood()).sell_status).toBe('4');
    await hold.release();
    await ctx.db.update(storeStock).set({ quantity: 1 }).where(eq(storeStock.goodId, good.id));
  });
});

describe('the back office good: stock, reserved and available per store (ADR 0120)', () => {
  it('shows them, keeps 1C’s own sell status, and an edit of the stock sets reserved_out again', async () => {
    const { admin } = await demoActors(ctx.db);
    const hold = await holdStock(ctx.db, good.id, storeId, 1);
    const shown = await getAdminGood(ctx, admin, good.id);
    expect(shown?.sellStatus).toBe('4');
    expect(shown?.reservedOut).toBe(true);
    expect(shown?.stores.find((s) => s.id === storeId)).toMatchObject({ quantity: 1, reserved: 1, available: 0 });
    const listed = await listAdminGoods(ctx, admin, adminGoodsQuery.parse({ q: String(good.id) }));
    expect(listed.rows[0]).toMatchObject({ id: good.id, stock: 0, reserved: 1, reservedOut: true, sellStatus: '4' });

    // The form edits 1C's quantity; three pieces: one held, two to buy — available again.
    const snapshot = await goodSnapshot(ctx, good.id);
    if (!snapshot) throw new Error('no snapshot');
    const input = goodInputOf({ ...snapshot, id: good.id });
    const saved = await saveGood(ctx, admin, { ...input, stock: [{ storeId, quantity: 3 }] });
    expect(saved.ok).toBe(true);
    const after = await getAdminGood(ctx, admin, good.id);
    expect(after?.reservedOut).toBe(false);
    expect(after?.stores.find((s) => s.id === storeId)).toMatchObject({ quantity: 3, reserved: 1, available: 2 });
    // Down to 0: the row keeps what the order holds, and the good is reserved out again.
    await saveGood(ctx, admin, { ...input, stock: [{ storeId, quantity: 0 }] });
    const emptied = await getAdminGood(ctx, admin, good.id);
    expect(emptied?.stores.find((s) => s.id === storeId)).toMatchObject({ quantity: 0, reserved: 1, available: 0 });
    expect(emptied?.reservedOut).toBe(true);
    await hold.release();
    expect((await getAdminGood(ctx, admin, good.id))?.reservedOut).toBe(false);
  });
});
