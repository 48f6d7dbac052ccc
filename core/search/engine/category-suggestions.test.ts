import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { categories, goods } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { getSearchEngine } from './index';

/**
 * SPEC §2 Search overlay: "a category list with counts": the categories offered
 * for a query are those of the goods it matched, counted over them, biggest first. "катушка"
 * matched float rods and spinner lures that only mention a reel in their description.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.close());

const all = 10_000;

describe('search categories follow the goods matched', () => {
  it.each([
    ['ua', 'катушка'],
    ['ru', 'катушка'],
    ['ua', 'котушка'],
  ] as const)('%s «%s»: reels only, counted over the matched goods, biggest first', async (locale, query) => {
    const engine = getSearchEngine(database.db);
    for (const mode of ['full', 'autocomplete'] as const) {
      const answer = await engine.search({ query, mode, locale, perPage: all });
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.ids).toHaveLength(answer.total);
      const rows = await database.db
        .select({ id: goods.id, categoryId: goods.categoryId, ua: goods.titleUa, ru: goods.titleRu })
        .from(goods)
        .where(inArray(goods.id, answer.ids));
      // Every good found names a reel (a reel, a reel bag…): none merely mentions one.
      for (const row of rows) expect(`${row.ua} ${row.ru}`).toMatch(/котуш|катуш/i);
      const counted = new Map<number, number>();
      for (const row of rows) counted.set(row.categoryId, (counted.get(row.categoryId) ?? 0) + 1);
      expect(new Map(answer.categories.map((c) => [c.id, c.count]))).toEqual(counted);
      const counts = answer.categories.map((c) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts.every((n) => n > 0)).toBe(true);
      const named = await database.db
        .select({ ua: categories.titleUa })
        .from(categories)
        .where(
          inArray(
            categories.id,
            answer.categories.map((c) => c.id),
          ),
        );
      for (const c of named) expect(c.ua).not.toMatch(/вудилищ|блешн/i);
    }
  });

  it('a word only descriptions hold still finds the goods whose description says it', async () => {
    const [row] = await database.db.select({ ua: goods.descriptionUa }).from(goods).limit(1);
    expect(row?.ua).toMatch(/гарант/i);
    const answer = await getSearchEngine(database.db).search({ query: 'гарантія', mode: 'full', locale: 'ua' });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.categories.length).toBeGreaterThan(0);
  });
});
