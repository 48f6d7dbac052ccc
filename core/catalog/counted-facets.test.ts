import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { categoryFacetCounts, goodAttributes, goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  type CatalogFilters,
  type CategoryNode,
  getCategoryTree,
  listCatalog,
  listCategoryGoods,
  listingSorts,
  listScopedCatalog,
  subtreeIds,
} from './index';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

/** A root, a branch and a leaf of the demo tree, each with goods. */
async function sampleCategories(): Promise<CategoryNode[]> {
  const tree = await getCategoryTree(ctx);
  const root = tree[0];
  const branch = root?.children.find((c) => c.children.length > 0);
  const leaf = branch?.children[0];
  if (!root || !branch || !leaf) throw new Error('the demo tree has no three levels');
  return [root, branch, leaf];
}

/**
 * The counted listing must equal the scanning one: the same category as a plain condition takes
 * the path that reads every good of the subtree (`kind: 'where'`).
 */
async function expectSameAsScan(filters: CatalogFilters) {
  for (const category of await sampleCategories()) {
    const scan = { kind: 'where' as const, condition: inArray(goods.categoryId, subtreeIds(category)) };
    for (const sort of listingSorts)
      for (const page of [1, 2]) {
        const paging = { sort, page, perPage: 24 };
        const counted = await listCatalog(ctx, category.id, filters, paging);
        const scanned = await listScopedCatalog(ctx, scan, filters, paging);
        expect(counted, `c${category.id} ${sort} p${page} ${JSON.stringify(filters)}`).toEqual(scanned);
      }
    const listing = await listCategoryGoods(ctx, category.id, { sort: 'cheap', page: 1 });
    const scanned = await listScopedCatalog(ctx, scan, {}, { sort: 'cheap', page: 1, perPage: 24 });
    expect(listing?.total).toBe(scanned.ok && scanned.value.total);
    expect(listing?.goods.map((g) => g.id)).toEqual(scanned.ok && scanned.value.goods.map((g) => g.id));
  }
}

describe('category listings from maintained counts (§2 listings, ADR 0068)', () => {
  it('a category page and its facets equal a scan of its goods, with and without availability', async () => {
    await expectSameAsScan({});
    await expectSameAsScan({ available: true });
  });

  it('counts follow goods and characteristics as they are written, moved, hidden and deleted', async () => {
    const [root, branch, leaf] = await sampleCategories();
    if (!root || !branch || !leaf) throw new Error('no sample');
    const inLeaf = await ctx.db
      .select({ id: goods.id })
      .from(goods)
      .where(inArray(goods.categoryId, subtreeIds(branch)))
      .orderBy(goods.id)
      .limit(6);
    const [a, b, c, d, e, f] = inLeaf.map((r) => r.id);
    if (f === undefined || a === undefined || b === undefined || c === undefined || d === undefined || e === undefined)
      throw new Error('the branch has too few goods');
    // Price-only and popularity-only writes, availability, hiding, moving, deleting.
    await ctx.db.update(goods).set({ price: 1, popularity: 10_000 }).where(eq(goods.id, a));
    await ctx.db
      .update(goods)
      .set({ sellStatus: '0' })
      .where(inArray(goods.id, [b, c]));
    await ctx.db.update(goods).set({ isActive: false }).where(eq(goods.id, d));
    await ctx.db.update(goods).set({ categoryId: leaf.id, brandId: null }).where(eq(goods.id, e));
    await ctx.db.delete(goods).where(eq(goods.id, f));
    // Characteristics: changed, removed, added (to a hidden good too).
    const [attribute] = await ctx.db.select().from(goodAttributes).where(eq(goodAttributes.goodId, a)).limit(1);
    if (attribute) {
      await ctx.db
        .update(goodAttributes)
        .set({ valueNum: attribute.valueNum === null ? null : attribute.valueNum + 1000 })
        .where(and(eq(goodAttributes.goodId, a), eq(goodAttributes.attributeId, attribute.attributeId)));
      await ctx.db.delete(goodAttributes).where(eq(goodAttributes.goodId, b));
      await ctx.db
        .insert(goodAttributes)
        .values({ ...attribute, goodId: d })
        .onConflictDoNothing();
    }
    // A new good with a characteristic, in one transaction.
    await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(goods)
        .values({ extId: 'counted-1', categoryId: leaf.id, titleUa: 'Н', titleRu: 'Н', slug: 'n', price: 777 })
        .returning({ id: goods.id });
      if (attribute && created) await tx.insert(goodAttributes).values({ ...attribute, goodId: created.id });
    });
    await expectSameAsScan({});
    await expectSameAsScan({ available: true });
  });

  it('no count row is ever negative', async () => {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(categoryFacetCounts)
      .where(sql`${categoryFacetCounts.n} < 0`);
    expect(row?.n).toBe(0);
  });
});
