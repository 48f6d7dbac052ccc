import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogFilters,
  type CatalogPage,
  findPath,
  getCategoryTree,
  type ListingSort,
  listingSorts,
  listScopedCatalog,
  subtreeIds,
} from '#core/catalog';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { createSearchEngine, type IndexedSearchEngine } from './engine';
import { createSimpleMatcher } from './simple-matcher';

/**
 * The engine's in-memory filters, facets and sorts must stay what a category listing computes
 * in SQL (`listScopedCatalog`, ADR 0016/0058) for the same set of goods: this guards against drift.
 */
let database: Database;
let ctx: Ctx;
let engine: IndexedSearchEngine;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  engine = createSearchEngine(database.db, { newMatcher: createSimpleMatcher, now: () => 0 });
  await engine.ready();
});
afterAll(() => database.close());

/** Every good the text matches, before category and filters. */
async function matchIds(query: string): Promise<number[]> {
  return (await engine.search({ query, mode: 'full', perPage: 100_000 })).ids;
}

async function listing(
  ids: number[],
  categoryId: number | undefined,
  filters: CatalogFilters,
  sort: ListingSort,
  page: number,
  perPage: number,
) {
  let condition: SQL = ids.length ? inArray(goods.id, ids) : sql`false`;
  if (categoryId !== undefined) {
    const node = findPath(await getCategoryTree(ctx), categoryId)?.at(-1);
    if (!node) throw new Error(`no category ${categoryId}`);
    condition = and(condition, inArray(goods.categoryId, subtreeIds(node))) as SQL;
  }
  const result = await listScopedCatalog(ctx, { kind: 'where', condition }, filters, { sort, page, perPage });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Filters that select something real in these facets: a brand, an option, a numeric range, a price band. */
function filterSets(facets: CatalogPage['facets']): [string, CatalogFilters][] {
  const brand = facets.brands.find((b) => b.count > 0);
  const optionFacet = facets.attributes.find(
    (a) => a.kind === 'option' && a.options.filter((o) => o.count > 0).length >= 2,
  );
  const option = optionFacet?.kind === 'option' ? optionFacet.options.filter((o) => o.count > 0) : [];
  const numberFacet = facets.attributes.find(
    (a) => a.kind === 'number' && a.min !== null && a.max !== null && a.min < a.max,
  );
  const range =
    numberFacet?.kind === 'number' && numberFacet.min !== null && numberFacet.max !== null
      ? { [numberFacet.code]: { min: (numberFacet.min + numberFacet.max) / 2, max: null } }
      : {};
  const { min, max } = facets.price;
  const price = min !== null && max !== null ? { min: Math.round((min + max) / 3), max: max - 1 } : undefined;
  const options = optionFacet ? { [optionFacet.code]: option.slice(0, 2).map((o) => o.slug) } : {};
  return [
    ['none', {}],
    ['brand slug', { brandSlugs: brand ? [brand.slug] : [] }],
    ['brand id and an unknown id', { brandIds: brand ? [brand.id, 999_999] : [999_999] }],
    ['unknown brand slug only', { brandSlugs: ['no-such-brand'] }],
    ['options', { options }],
    ['range', { ranges: range }],
    ['price and available', { price, available: true }],
    ['everything', { brandSlugs: brand ? [brand.slug] : [], options, ranges: range, price, available: true }],
  ];
}

describe('search facets equal listScopedCatalog for the same goods (ADR 0064)', () => {
  // 'а' matches almost every Cyrillic title (wide scope); the others are a brand and a category word.
  for (const query of ['а', 'shimano', 'спінінг']) {
    it(`query "${query}": totals, facets and every non-relevance sort, with and without a category`, {
      timeout: 120_000,
    }, async () => {
      const ids = await matchIds(query);
      expect(ids.length).toBeGreaterThan(0);
      const wide = await engine.search({ query, mode: 'full' });
      const tree = await getCategoryTree(ctx);
      const topCategory = wide.categories[0]?.id;
      const root = tree.find((r) => topCategory !== undefined && subtreeIds(r).includes(topCategory));
      for (const categoryId of [undefined, root?.id]) {
        const base = await listing(ids, categoryId, {}, 'cheap', 1, 5);
        for (const [name, filters] of filterSets(base.facets)) {
          // Facets do not depend on the sort: every filter set once, every sort and two pages unfiltered and fully filtered.
          const sorts =
            name === 'none' || name === 'everything' ? listingSorts.filter((s) => s !== 'popular') : ['cheap' as const];
          for (const sort of sorts) {
            for (const page of sorts.length > 1 ? [1, 2] : [1]) {
              const label = `${query} / category ${categoryId ?? '-'} / ${name} / ${sort} / page ${page}`;
              const sql = await listing(ids, categoryId, filters, sort, page, 7);
              const mine = await engine.search({ query, mode: 'full', categoryId, filters, sort, page, perPage: 7 });
              expect(mine.total, label).toBe(sql.total);
              expect(mine.ids, label).toEqual(sql.goods.map((g) => g.id));
              expect(mine.facets, label).toEqual(sql.facets);
            }
          }
        }
      }
    });
  }

  it('an unknown filter code or category matches nothing, as the listing refuses it', async () => {
    const bad = await engine.search({ query: 'а', mode: 'full', filters: { options: { no_such_code: ['x'] } } });
    expect(bad).toMatchObject({ total: 0, ids: [], facets: null });
    expect(bad.categories.length).toBeGreaterThan(0);
    const kind = await engine.search({ query: 'а', mode: 'full', filters: { ranges: { action: { min: 1, max: 2 } } } });
    expect(kind.total).toBe(0);
    const category = await engine.search({ query: 'а', mode: 'full', categoryId: 999_999 });
    expect(category.total).toBe(0);
  });
});
