import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { searchSynonymGroups } from '#db/demo/data/search-synonyms';
import { categories, goods } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { createSearchEngine, type IndexedSearchEngine } from './engine';
import { createSimpleMatcher } from './simple-matcher';
import type { SynonymGroup, TextMatcher } from './types';

let database: Database;
let engine: IndexedSearchEngine;
let synonyms: SynonymGroup[] = [];
/** The stand-in matcher, remembering the synonym groups it was given. */
const recording = (): TextMatcher => ({
  ...createSimpleMatcher(),
  setSynonyms: (groups) => {
    synonyms = groups;
  },
});

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  const { db } = database;
  await db.insert(categories).values([
    { id: 1, slug: 'vudlyshcha', titleUa: 'Вудлища', titleRu: 'Удилища' },
    { id: 2, slug: 'fidery', parentId: 1, titleUa: 'Фідерні', titleRu: 'Фидерные' },
    { id: 3, slug: 'kotushky', titleUa: 'Котушки', titleRu: 'Катушки' },
  ]);
  const good = (id: number, title: string, extra: Partial<typeof goods.$inferInsert> = {}) => ({
    id,
    extId: String(700_000 + id),
    categoryId: 2,
    titleUa: title,
    titleRu: title,
    slug: `g${id}`,
    price: 100_000,
    ...extra,
  });
  await db
    .insert(goods)
    .values([
      good(1, 'Фідер Alpha', { popularity: 5 }),
      good(2, 'Фідер Beta', { popularity: 50, sellStatus: '0' }),
      good(3, 'Фідер Gamma', { popularity: 10 }),
      good(4, 'Котушка Фідер', { categoryId: 3, popularity: 1 }),
      good(5, 'Фідер прихований', { isActive: false, popularity: 99 }),
    ]);
  engine = createSearchEngine(db, { newMatcher: recording, now: () => 0 });
});
afterAll(() => database.close());

describe('search engine (ADR 0064)', () => {
  it('the first search waits for the build; inactive goods are not indexed', async () => {
    const answer = await engine.search({ query: 'фідер', mode: 'full' });
    expect(answer.total).toBe(4);
    expect(engine.stats()).toMatchObject({ docs: 4 });
    expect(engine.stats().bytes).toBeGreaterThan(0);
    expect(engine.stats().buildMs).toBeGreaterThanOrEqual(0);
  });

  it('relevance: score first, then available before unavailable, then popularity, then id', async () => {
    const byCode = await engine.search({ query: '700003', mode: 'autocomplete' });
    expect(byCode.ids).toEqual([3]);
    const answer = await engine.search({ query: 'фідер', mode: 'full' });
    expect(answer.ids).toEqual([3, 1, 4, 2]);
  });

  it('categories and brands count all matches before the category filter; the category filter takes the subtree', async () => {
    const answer = await engine.search({ query: 'фідер', mode: 'full', categoryId: 1 });
    expect(answer.categories).toEqual([
      { id: 2, count: 3 },
      { id: 3, count: 1 },
    ]);
    expect(answer.total).toBe(3);
    expect(answer.ids).toEqual([3, 1, 2]);
  });

  it('autocomplete: 12 a page and no facets; full: 24 and facets', async () => {
    const auto = await engine.search({ query: 'фідер', mode: 'autocomplete' });
    expect(auto.facets).toBeNull();
    const full = await engine.search({ query: 'фідер', mode: 'full', page: 2, perPage: 3 });
    expect(full.ids).toEqual([2]);
    expect(full.facets?.available).toBe(3);
  });

  it('the query is trimmed, spaces collapsed, cut at 100 characters (§5); empty matches nothing', async () => {
    const answer = await engine.search({ query: `  фідер   ${'x'.repeat(200)}`, mode: 'full' });
    expect(answer.query).toBe(`фідер ${'x'.repeat(94)}`);
    expect(answer.total).toBe(0);
    expect(await engine.search({ query: '   ', mode: 'full' })).toMatchObject({ query: '', total: 0, ids: [] });
  });

  it('the shop’s synonym groups reach the matcher at build', async () => {
    const seeded = await createTestDatabase({ seeded: true });
    try {
      const [row] = await seeded.db
        .select({ n: count() })
        .from(goods)
        .where(and(eq(goods.isActive, true)));
      const other = createSearchEngine(seeded.db, { newMatcher: recording });
      await other.ready();
      expect(synonyms).toEqual(searchSynonymGroups);
      expect(other.stats().docs).toBe(row?.n);
    } finally {
      await seeded.close();
    }
  });
});
