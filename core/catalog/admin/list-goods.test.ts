import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError } from '#core/staff';
import type { Database } from '#db/client';
import { goods, goodTags, storeStock } from '#db/schema';
import { demoActors } from '#test/support/catalog-admin';
import { createTestDatabase, seededAt } from '#test/support/db';
import { adminGoodsQuery, getGoodFormOptions, listAdminGoods } from './index';

/** The back office's goods table — search, filters, sort, pages. */
let database: Database;
let ctx: Ctx;
let actors: Awaited<ReturnType<typeof demoActors>>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  actors = await demoActors(database.db);
});
afterAll(() => database?.close());

const list = (query: Record<string, string> = {}) => listAdminGoods(ctx, actors.content, adminGoodsQuery.parse(query));

describe('the goods table', () => {
  it.each(['manager', 'moderator', 'store'] as const)('a %s may not list goods or their form options', async (role) => {
    await expect(listAdminGoods(ctx, actors[role], adminGoodsQuery.parse({}))).rejects.toBeInstanceOf(
      StaffForbiddenError,
    );
    await expect(getGoodFormOptions(ctx, actors[role])).rejects.toBeInstanceOf(StaffForbiddenError);
  });

  it('lists every good, hidden ones too, newest id first, a page at a time', async () => {
    const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(goods);
    const first = await list({ perPage: '20' });
    expect(first.total).toBe(all?.n);
    expect(first.rows).toHaveLength(20);
    expect(first.rows.map((r) => r.id)).toEqual([...first.rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(first.more).toBe(false);
    expect(first.prev).toBeNull();
    // The next page starts after the last row shown (ADR 0124); an old `?page=2` is the first page.
    const second = await list({ perPage: '20', after: String(first.next) });
    expect(first.next).toBe(first.rows[19]?.id);
    expect(second.rows[0]?.id).toBeLessThan(first.rows[19]?.id as number);
    expect(second.prev).toBe(second.rows[0]?.id);
    expect((await list({ perPage: '20', page: '2' })).rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(() => adminGoodsQuery.parse({ perPage: '30' })).toThrow();
  });

  it('finds a good by id, by code and by words of its title in either language', async () => {
    const [good] = await database.db
      .select({ id: goods.id, extId: goods.extId, titleUa: goods.titleUa, titleRu: goods.titleRu })
      .from(goods)
      .limit(1);
    if (!good) throw new Error('no goods');
    expect((await list({ q: String(good.id) })).rows.map((r) => r.id)).toContain(good.id);
    expect((await list({ q: good.extId })).rows[0]?.id).toBe(good.id);
    const words = good.titleUa.split(' ').slice(0, 2).join(' ').toLowerCase();
    expect((await list({ q: words, perPage: '100' })).rows.map((r) => r.id)).toContain(good.id);
    const ru = good.titleRu.split(' ').slice(0, 2).join(' ').toUpperCase();
    expect((await list({ q: ru, perPage: '100' })).rows.map((r) => r.id)).toContain(good.id);
    expect((await list({ q: '%_%' })).total).toBe(0);
  });

  it("finds a part from a title's middle in either language, a code's beginning, short parts too (ADR 0128)", async () => {
    const [good] = await database.db
      .select({ id: goods.id, extId: goods.extId, titleUa: goods.titleUa, titleRu: goods.titleRu })
      .from(goods)
      .limit(1);
    if (!good) throw new Error('no goods');
    const found = async (q: string) => (await list({ q, perPage: '100' })).rows.map((r) => r.id);
    const [ua = '', ru = ''] = [good.titleUa, good.titleRu].map((t) => t.split(' ').find((w) => w.length >= 5) ?? t);
    expect(await found(ua.slice(1, -1).toUpperCase())).toContain(good.id);
    expect(await found(`${ua.slice(1, 4)} ${ru.slice(1, -1)}`)).toContain(good.id);
    expect(await found(good.extId.slice(0, -1))).toContain(good.id);
    // One or two letters have no trigram: still found, by reading the table.
    expect(await found(ua.slice(1, 3))).toContain(good.id);
    // The end of the Ukrainian title and the start of the Russian one are not one word.
    expect(await found(`${good.titleUa.slice(-3)}${good.titleRu.slice(0, 3)}`)).not.toContain(good.id);
  });

  it('filters by category subtree, brand, tag, status, visibility and stock', async () => {
    const [branded] = await database.db
      .select({ brandId: goods.brandId })
      .from(goods)
      .where(isNotNull(goods.brandId))
      .limit(1);
    const byBrand = await list({ brand: String(branded?.brandId), perPage: '100' });
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.rows.every((r) => r.brand !== null)).toBe(true);
    const options = await getGoodFormOptions(ctx, actors.content);
    const root = options.categories.find((c) => c.depth === 0 && options.categories.some((d) => d.parentId === c.id));
    if (!root) throw new Error('no category with subcategories');
    const inRoot = await list({ category: String(root.id) });
    expect(inRoot.total).toBeGreaterThan(0);
    const [tagged] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goodTags)
      .where(eq(goodTags.tagId, 1));
    expect((await list({ tag: '1' })).total).toBe(tagged?.n);
    const unavailable = await list({ status: '0', perPage: '100' });
    expect(unavailable.rows.every((r) => r.sellStatus === '0')).toBe(true);
    expect((await list({ active: 'no' })).rows.every((r) => !r.isActive)).toBe(true);
    const inStock = await list({ stock: 'yes', perPage: '100' });
    expect(inStock.rows.every((r) => r.stock > 0)).toBe(true);
    const none = await list({ stock: 'no', perPage: '100' });
    expect(none.rows.every((r) => r.stock === 0)).toBe(true);
    const [held] = await database.db
      .select({ n: sql<number>`count(distinct ${storeStock.goodId})::int` })
      .from(storeStock)
      .where(and(gt(storeStock.quantity, 0)));
    expect(inStock.total).toBeLessThanOrEqual(held?.n ?? 0);
  });

  it('sorts by price and by stock either way', async () => {
    const cheap = await list({ sort: 'price', dir: 'asc' });
    const prices = cheap.rows.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const most = await list({ sort: 'stock', dir: 'desc' });
    const stock = most.rows.map((r) => r.stock);
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
  });
});
