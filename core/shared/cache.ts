import type { Db } from '#db/client';

/** How long slow-changing catalogue data (menu, banners, home lists) may be served from memory. */
export const catalogueTtlMs = 60_000;

type Entry = { expires: number; version: string; value: Promise<unknown> };

/** A memo of its own (see {@link createMemo}). */
export type Memo<T> = {
  /**
   * `load()`'s answer for `key` in `db`: shared while it is younger than `ttlMs` and was loaded
   * under the same `version` (another version is a miss); concurrent misses share one load.
   */
  get(db: Db, key: string, load: () => Promise<T>, options?: { version?: string; ttlMs?: number }): Promise<T>;
  /** Forget one entry (the next call loads it again); with `only`, just if it is still that answer. */
  forget(db: Db, key: string, only?: Promise<T>): void;
  /** Forget everything kept for a database. */
  clear(db: Db): void;
};

/**
 * A per-database, per-process memo with a TTL, single flight and at most `maxEntries` entries per
 * database (the least recently used goes first). Each entry carries the version it was loaded
 * under, so a caller that knows the data's version (the catalogue fingerprint) never gets an
 * answer from before it. A failed load is not kept.
 */
export function createMemo<T>({
  name,
  maxEntries = Number.POSITIVE_INFINITY,
  ttlMs = catalogueTtlMs,
}: {
  /** One memo per process under this name, however many copies of this module are loaded. */
  name: string;
  maxEntries?: number;
  ttlMs?: number;
}): Memo<T> {
  const tables = processWide(`memo:${name}`, () => new WeakMap<Db, Map<string, Entry>>());
  return {
    get(db, key, load, options = {}) {
      let entries = tables.get(db);
      if (!entries) {
        entries = new Map();
        tables.set(db, entries);
      }
      const version = options.version ?? '';
      const now = performance.now();
      const hit = entries.get(key);
      // Map order is use order: a touched entry moves to the end, the first is the least recent.
      entries.delete(key);
      if (hit && hit.version === version && hit.expires > now) {
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry = { expires: now + (options.ttlMs ?? ttlMs), version, value };
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const table = entries;
      // A failed load must not be kept (but a newer entry under the same key stays).
      value.catch(() => {
        if (table.get(key) === entry) table.delete(key);
      });
      return value;
    },
    forget(db, key, only) {
      const entries = tables.get(db);
      if (only === undefined || entries?.get(key)?.value === only) entries?.delete(key);
    },
    clear(db) {
      tables.delete(db);
    },
  };
}

/**
 * JSON with object keys sorted at every depth, so one value has one text whatever order its keys
 * were set in (a memo key). Arrays keep their order: the caller sorts those whose order is
 * meaningless.
 */
export function canonicalKey(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * One value per process under `name`. Vite loads the app's modules a second time beside Node's own
 * (the dev server, and the storefront in tests): a memo must still be one, or a write forgotten in
 * one copy stays remembered in the other.
 */
export function processWide<T>(name: string, make: () => T): T {
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`poplavok:${name}`);
  slots[key] ??= make();
  return slots[key];
}

const shared = createMemo<unknown>({ name: 'shared' });

/**
 * Per-database, per-process memo with a TTL and single flight: concurrent misses share one
 * query. For data staff change rarely and shoppers may see up to a minute late; never for
 * anything checkout relies on (prices there are always read fresh).
 */
export function memo<T>(db: Db, key: string, load: () => Promise<T>, ttlMs = catalogueTtlMs): Promise<T> {
  return shared.get(db, key, load, { ttlMs }) as Promise<T>;
}

/** Forget everything cached for a database (after the catalogue was edited). */
export function invalidateMemo(db: Db): void {
  shared.clear(db);
}

/** Forget one entry (the next call loads it again). */
export function forgetMemo(db: Db, key: string): void {
  shared.forget(db, key);
}
