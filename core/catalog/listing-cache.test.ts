import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges } from '#core/change-feed';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { getCategoryTree, listingCacheSize, listScopedCatalogCached } from './index';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

const paging = { sort: 'cheap' as const, page: 1, perPage: 24 };
const noFilters = {};

describe('listing cache (ADR 0072)', () => {
  it('the same page under the same catalogue is listed once; an edited good is listed again at once', async () => {
    const [root] = await getCategoryTree(ctx);
    if (!root) throw new Error('no categories');
    const scope = { kind: 'category' as const, id: root.id };
    const first = await listScopedCatalogCached(ctx, scope, noFilters, paging);
    expect(await listScopedCatalogCached(ctx, scope, noFilters, paging)).toBe(first);
    // Another page, sort or language is its own entry.
    expect(await listScopedCatalogCached({ ...ctx, locale: 'ru' }, scope, noFilters, paging)).not.toBe(first);
    if (!first.ok) throw new Error(first.error);
    const cheapest = first.value.goods[0];
    if (!cheapest) throw new Error('an empty category');
    // A price edit moves the catalogue's fingerprint; after a write the process reads it again.
    await database.db.update(goods).set({ price: 1 }).where(eq(goods.id, cheapest.id));
    forgetCatalogChanges(database.db);
    const after = await listScopedCatalogCached(ctx, scope, noFilters, paging);
    expect(after).not.toBe(first);
    if (!after.ok) throw new Error(after.error);
    expect(after.value.goods[0]).toMatchObject({ id: cheapest.id, price: 1 });
  });

  it(`keeps at most ${listingCacheSize} pages: the least recently used one goes`, async () => {
    const [root] = await getCategoryTree(ctx);
    if (!root) throw new Error('no categories');
    const scope = { kind: 'category' as const, id: root.id };
    const first = await listScopedCatalogCached(ctx, scope, noFilters, { ...paging, page: 1000 });
    for (let page = 1; page <= listingCacheSize; page++) {
      await listScopedCatalogCached(ctx, scope, noFilters, { ...paging, perPage: 1, page });
    }
    expect(await listScopedCatalogCached(ctx, scope, noFilters, { ...paging, page: 1000 })).not.toBe(first);
  });

  it('the same filters written in another order (keys, brands, option values) are one entry', async () => {
    const [root] = await getCategoryTree(ctx);
    if (!root) throw new Error('no categories');
    const scope = { kind: 'category' as const, id: root.id };
    const all = await listScopedCatalogCached(ctx, scope, noFilters, paging);
    if (!all.ok) throw new Error(all.error);
    const [one, two] = all.value.facets.brands;
    const [x, y] = all.value.facets.attributes.flatMap((a) => (a.kind === 'option' && a.options.length > 1 ? [a] : []));
    if (!one || !two || !x || !y) throw new Error('the demo category lacks two brands or two option facets');
    const [x1, x2] = x.options.map((o) => o.slug) as [string, string];
    const [y1] = y.options.map((o) => o.slug) as [string];
    const written = await listScopedCatalogCached(
      ctx,
      scope,
      { brandIds: [one.id, two.id], available: true, options: { [x.code]: [x1, x2], [y.code]: [y1] } },
      paging,
    );
    expect(written.ok).toBe(true);
    const reordered = await listScopedCatalogCached(
      ctx,
      { id: root.id, kind: 'category' },
      { options: { [y.code]: [y1], [x.code]: [x2, x1] }, available: true, brandIds: [two.id, one.id] },
      { perPage: paging.perPage, page: paging.page, sort: paging.sort },
    );
    expect(reordered).toBe(written);
    // Other filters stay their own entry.
    const narrower = await listScopedCatalogCached(
      ctx,
      scope,
      { brandIds: [one.id], available: true, options: { [x.code]: [x1, x2], [y.code]: [y1] } },
      paging,
    );
    expect(narrower).not.toBe(written);
  });
});
