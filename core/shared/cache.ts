import type { Db } from '#db/client';

type Entry = { expires: number; value: Promise<unknown> };

const caches = new WeakMap<Db, Map<string, Entry>>();

/** How long slow-changing catalogue data (menu, banners, home lists) may be served from memory. */
export const catalogueTtlMs = 60_000;

/**
 * Per-database, per-process memo with a TTL and single flight: concurrent misses share one
 * query. For data staff change rarely and shoppers may see up to a minute late; never for
 * anything checkout relies on (prices there are always read fresh).
 */
export function memo<T>(db: Db, key: string, load: () => Promise<T>, ttlMs = catalogueTtlMs): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = performance.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { expires: now + ttlMs, value });
  // A failed load must not be cached.
  value.catch(() => cache.delete(key));
  return value;
}

/** Forget everything cached for a database (after the catalogue was edited). */
export function invalidateMemo(db: Db): void {
  caches.delete(db);
}

/** Forget one entry (the next call loads it again). */
export function forgetMemo(db: Db, key: string): void {
  caches.get(db)?.delete(key);
}
