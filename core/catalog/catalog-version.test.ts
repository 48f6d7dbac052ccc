import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database, Db } from '#db/client';
import { goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#db/testing';
import { currentCatalogVersion, forgetCatalogVersion, getCategoryTree, listScopedCatalogCached } from './index';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

/** How many times the fingerprint query reached the database driver (PGlite or pg) from now on. */
function countFingerprintReads(db: Db): () => number {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = vi.spyOn(client, 'query');
  const text = (q: unknown) => (typeof q === 'string' ? q : String((q as { text?: string } | null)?.text));
  return () => query.mock.calls.filter(([q]) => text(q).includes('search_tombstones')).length;
}

describe('catalogue fingerprint of this process (ADR 0066, 0072)', () => {
  it('one read serves the HTML cache and the listing cache alike; after a write here it is read again at once', async () => {
    const reads = countFingerprintReads(database.db);
    const [root] = await getCategoryTree(ctx);
    if (!root) throw new Error('no categories');
    const before = await currentCatalogVersion(database.db);
    const [again, listed] = await Promise.all([
      currentCatalogVersion(database.db),
      listScopedCatalogCached(ctx, { kind: 'category', id: root.id }, {}, { sort: 'cheap', page: 1, perPage: 24 }),
    ]);
    expect(again).toBe(before);
    expect(listed.ok).toBe(true);
    expect(reads()).toBe(1);
    if (!listed.ok) throw new Error(listed.error);
    const good = listed.value.goods[0];
    if (!good) throw new Error('an empty category');
    await database.db
      .update(goods)
      .set({ price: good.price + 1 })
      .where(eq(goods.id, good.id));
    forgetCatalogVersion(database.db);
    expect(await currentCatalogVersion(database.db)).not.toBe(before);
    expect(reads()).toBe(2);
  });
});
