import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCategoryTree, listScopedCatalogCached } from '#core/catalog';
import { catalogChanges, forgetCatalogChanges, maxChangesPerRead } from '#core/change-feed';
import type { Ctx } from '#core/shared';
import type { Database, Db } from '#db/client';
import { cacheChanges, categories, goods, goodTags, promotionGoods, promotions } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

/** How many times the change feed was read through the database driver (PGlite or pg) from now on. */
function countFeedReads(db: Db): () => number {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = vi.spyOn(client, 'query');
  const text = (q: unknown) => (typeof q === 'string' ? q : String((q as { text?: string } | null)?.text));
  return () => query.mock.calls.filter(([q]) => text(q).includes('pg_current_snapshot')).length;
}

/** The tags written since `mark` rows, in order. */
async function tagsSince(mark: number): Promise<string[][]> {
  const rows = await database.db.select({ tags: cacheChanges.tags }).from(cacheChanges).orderBy(cacheChanges.xid);
  return rows.slice(mark).map((r) => [...r.tags].sort());
}
const rowCount = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(cacheChanges))[0]?.n ?? 0;

const paging = { sort: 'cheap' as const, page: 1, perPage: 24 };

describe('catalogue change feed of this process (ADR 0080)', () => {
  it('one read a second serves the HTML cache and the listing cache alike; after a write here it is read again at once', async () => {
    const [root] = await getCategoryTree(ctx);
    if (!root) throw new Error('no categories');
    await catalogChanges(database.db, { maxAgeMs: 0 });
    const reads = countFeedReads(database.db);
    try {
      const [view, listed] = await Promise.all([
        catalogChanges(database.db),
        listScopedCatalogCached(ctx, { kind: 'category', id: root.id }, {}, paging),
      ]);
      expect(listed.ok).toBe(true);
      expect(reads()).toBe(0);
      forgetCatalogChanges(database.db);
      await Promise.all([catalogChanges(database.db), catalogChanges(database.db)]);
      expect(reads()).toBe(1);
      expect(view.stamp).toBeGreaterThan(0);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a price change tags the good, its category and every ancestor, brand, tags, promotions and `goods`', async () => {
    const [good] = await database.db
      .select({ id: goods.id, categoryId: goods.categoryId, brandId: goods.brandId, price: goods.price })
      .from(goods)
      .innerJoin(goodTags, eq(goodTags.goodId, goods.id))
      .where(and(eq(goods.isActive, true), isNotNull(goods.brandId)))
      .limit(1);
    if (!good) throw new Error('the demo has no tagged good with a brand');
    const tree = await database.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const parent = new Map(tree.map((c) => [c.id, c.parentId]));
    const ancestors: number[] = [];
    for (let id: number | null | undefined = good.categoryId; id; id = parent.get(id)) ancestors.push(id);
    expect(ancestors.length).toBeGreaterThan(1);
    const tagIds = (await database.db.select().from(goodTags).where(eq(goodTags.goodId, good.id))).map((t) => t.tagId);
    const mark = await rowCount();
    await database.db
      .update(goods)
      .set({ price: good.price + 100 })
      .where(eq(goods.id, good.id));
    const [tags] = await tagsSince(mark);
    expect(tags).toEqual(
      expect.arrayContaining([
        'goods',
        `good:${good.id}`,
        `brand:${good.brandId}`,
        ...ancestors.map((id) => `category:${id}`),
        ...tagIds.map((id) => `tag:${id}`),
      ]),
    );
    // Not a change of the tag's members: the home sections showing other goods stay.
    expect(tags?.some((t) => t.startsWith('tag-list:'))).toBe(false);
    // Hiding it is: the tag's lists change.
    await database.db.update(goods).set({ isActive: false }).where(eq(goods.id, good.id));
    const [, hidden] = await tagsSince(mark);
    expect(hidden).toEqual(expect.arrayContaining(tagIds.map((id) => `tag-list:${id}`)));
    await database.db.update(goods).set({ isActive: true, price: good.price }).where(eq(goods.id, good.id));
  });

  it("editing a promotion drops its pages, its goods' product pages and the pages that did not say what they show", async () => {
    const [link] = await database.db.select({ promotionId: promotionGoods.promotionId }).from(promotionGoods).limit(1);
    if (!link) throw new Error('the demo has no promotion with goods');
    const members = await database.db
      .select({ goodId: promotionGoods.goodId })
      .from(promotionGoods)
      .where(eq(promotionGoods.promotionId, link.promotionId));
    const mark = await rowCount();
    await database.db
      .update(promotions)
      .set({ titleUa: sql`${promotions.titleUa} || ' '` })
      .where(eq(promotions.id, link.promotionId));
    const [tags] = await tagsSince(mark);
    expect(tags).toEqual(
      expect.arrayContaining(['goods', `promotion:${link.promotionId}`, ...members.map((m) => `good:${m.goodId}`)]),
    );
    await database.db
      .update(promotions)
      .set({ titleUa: sql`rtrim(${promotions.titleUa})` })
      .where(eq(promotions.id, link.promotionId));
  });

  it('a price change relists its category, not an unrelated one', async () => {
    const tree = await getCategoryTree(ctx);
    const [a, b] = tree;
    if (!a || !b) throw new Error('the demo has fewer than two top categories');
    const listA = await listScopedCatalogCached(ctx, { kind: 'category', id: a.id }, {}, paging);
    const listB = await listScopedCatalogCached(ctx, { kind: 'category', id: b.id }, {}, paging);
    if (!listA.ok) throw new Error(listA.error);
    const cheapest = listA.value.goods[0];
    if (!cheapest) throw new Error('an empty category');
    await database.db.update(goods).set({ price: 1 }).where(eq(goods.id, cheapest.id));
    forgetCatalogChanges(database.db);
    const againA = await listScopedCatalogCached(ctx, { kind: 'category', id: a.id }, {}, paging);
    expect(againA).not.toBe(listA);
    if (!againA.ok) throw new Error(againA.error);
    expect(againA.value.goods[0]).toMatchObject({ id: cheapest.id, price: 1 });
    expect(await listScopedCatalogCached(ctx, { kind: 'category', id: b.id }, {}, paging)).toBe(listB);
    await database.db.update(goods).set({ price: cheapest.price }).where(eq(goods.id, cheapest.id));
  });

  it('a bulk update is one row and one read: past 1,000 goods a statement says `*`, and everything is stale', async () => {
    const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
    if (!category) throw new Error('no categories');
    const view = await catalogChanges(database.db, { maxAgeMs: 0 });
    const stamp = view.stamp;
    expect(view.isStale(['category:999999'], stamp)).toBe(false);
    const mark = await rowCount();
    // An import: 1,001 goods in one statement.
    await database.db.execute(sql`
      insert into goods (ext_id, category_id, title_ua, title_ru, slug, price, is_active)
      select 'bulk-' || n, ${category.id}, 'Товар', 'Товар', 'tovar-' || n, 100, false from generate_series(1, 1001) n`);
    expect(await tagsSince(mark)).toEqual([['*']]);
    const reads = countFeedReads(database.db);
    try {
      await catalogChanges(database.db, { maxAgeMs: 0 });
      expect(reads()).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
    expect(view.isStale(['category:999999'], stamp)).toBe(true);
    expect(view.isStale(['category:999999'], view.stamp)).toBe(false);
    await database.db.execute(sql`delete from goods where ext_id like 'bulk-%'`);
  });

  it(`many small statements past ${maxChangesPerRead} rows in one read coalesce into "everything"`, async () => {
    const view = await catalogChanges(database.db, { maxAgeMs: 0 });
    const stamp = view.stamp;
    const [one] = await database.db.select({ id: goods.id }).from(goods).where(ne(goods.id, 0)).limit(1);
    if (!one) throw new Error('no goods');
    await database.db.transaction(async (tx) => {
      for (let i = 0; i <= maxChangesPerRead; i++)
        await tx.execute(sql`update goods set popularity = popularity where id = ${one.id}`);
    });
    await catalogChanges(database.db, { maxAgeMs: 0 });
    expect(view.isStale(['brand:999999'], stamp)).toBe(true);
  });
});
