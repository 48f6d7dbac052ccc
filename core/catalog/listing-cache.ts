import type { Ctx } from '#core/shared';
import { forgetMemo, memo } from '#core/shared';
import type { Db } from '#db/client';
import type { CatalogFilters } from './catalog-query';
import { readCatalogVersion } from './catalog-version';
import { type CatalogResult, type CatalogScope, listScopedCatalog } from './list-catalog';

type Paging = Parameters<typeof listScopedCatalog>[3];
type Entry = { version: string; expires: number; value: Promise<CatalogResult> };

/** Listing pages kept per database: the most recently used, at most this many. */
export const listingCacheSize = 512;
/** Time-bound prices and promotions show at most this late (the catalogue memo's rule). */
const ttlMs = 60_000;
/** How often the catalogue's fingerprint is read again (one cheap query a second at most). */
const versionTtlMs = 1_000;

const versionKey = 'catalog-version';
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * `listScopedCatalog` for a category, brand, tag or promotion page, from memory when the same page
 * (locale, scope, filters, sort, page) was listed under the current catalogue fingerprint within
 * the last minute (ADR 0072). Every shopper sees the same listing (no personal prices), so a
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
  const version = await memo(ctx.db, versionKey, () => readCatalogVersion(ctx.db), versionTtlMs);
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.db, cache);
  }
  const key = JSON.stringify([ctx.locale, scope, filters, paging]);
  const now = performance.now();
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && hit.version === version && hit.expires > now) {
    cache.set(key, hit); // most recently used last
    return hit.value;
  }
  const value = listScopedCatalog(ctx, scope, filters, paging);
  const entry = { version, expires: now + ttlMs, value };
  cache.set(key, entry);
  if (cache.size > listingCacheSize) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** After a write in this process: the next listing reads the fingerprint again instead of trusting the last second's. */
export function forgetCatalogVersion(db: Db): void {
  forgetMemo(db, versionKey);
}
