import type { Ctx } from '#core/shared';
import { canonicalKey } from '#core/shared';
import type { CatalogResult } from './catalog-page';
import type { CatalogFilters } from './catalog-query';
import { type CatalogScope, listScopedCatalog } from './list-catalog';
import { createTaggedMemo } from './tagged-memo';

type Paging = Parameters<typeof listScopedCatalog>[3];

/** Listing pages kept per database: the most recently used, at most this many. */
export const listingCacheSize = 512;

/** Time-bound prices and promotions show at most a minute late (the catalogue memo's rule). */
const listings = createTaggedMemo<CatalogResult>({ name: 'listings', maxEntries: listingCacheSize, ttlMs: 60_000 });

/**
 * `listScopedCatalog` for a category, brand, tag or promotion page, from memory when the same page
 * (locale, scope, filters, sort, page) was listed within the last minute and nothing in its scope
 * changed since (ADR 0072, 0080). Every shopper sees the same listing (no personal prices), so a
 * signed-in shopper's page render need not query it again. Bounded (LRU), single flight, a
 * failure is not kept. A search's `where` scope is never cached.
 */
export async function listScopedCatalogCached(
  ctx: Ctx,
  scope: CatalogScope,
  filters: CatalogFilters,
  paging: Paging,
): Promise<CatalogResult> {
  if (scope.kind === 'where') return listScopedCatalog(ctx, scope, filters, paging);
  const tags = [scopeTag(scope)];
  return listings.get(
    ctx.db,
    listingKey(ctx, scope, filters, paging),
    () => listScopedCatalog(ctx, scope, filters, paging),
    () => tags,
  );
}

/**
 * The cache tag of a listing's scope (ADR 0080): a change to a good tags its category and every
 * ancestor, its brand, tags and promotions (migration 0009), so a listing need not name its goods.
 */
export function scopeTag(scope: Exclude<CatalogScope, { kind: 'where' }>): string {
  return `${scope.kind}:${scope.id}`;
}

/**
 * One key per listing whatever order its filters were written in: keys sorted, and the value
 * lists sorted and without repeats — each is a set (any of these brands, any of these options),
 * so its order never changes the query.
 */
function listingKey(ctx: Pick<Ctx, 'locale'>, scope: CatalogScope, filters: CatalogFilters, paging: Paging) {
  const set = <T extends number | string>(values: T[] | undefined) =>
    values && [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const options =
    filters.options && Object.fromEntries(Object.entries(filters.options).map(([code, slugs]) => [code, set(slugs)]));
  return canonicalKey([
    ctx.locale,
    scope,
    { ...filters, brandIds: set(filters.brandIds), brandSlugs: set(filters.brandSlugs), options },
    paging,
  ]);
}
