import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestDatabase } from '#test/support/db';
import { type TableFeed, tableFeeds } from './feeds';

type Kind = 'cache' | 'search' | 'counts';

/** What a trigger's function does, by the names the migrations give them. */
function kindOf(fn: string): Kind | null {
  if (fn.startsWith('cache_')) return 'cache';
  if (fn.startsWith('search_')) return 'search';
  if (fn.startsWith('catalog_counts_')) return 'counts';
  return null;
}

test('every table whose writes feed the caches, search or facet counts is listed in tableFeeds, and nothing else (ADR 0080)', async () => {
  const { db } = await createTestDatabase();
  const result = await db.execute(sql`
    select c.relname as "table", p.proname as fn
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal`);
  const rows = (result as unknown as { rows: { table: string; fn: string }[] }).rows;
  const found = new Map<string, Set<Kind>>();
  for (const { table, fn } of rows) {
    const kind = kindOf(fn);
    if (!kind) continue;
    found.set(table, (found.get(table) ?? new Set()).add(kind));
  }
  const declared = new Map<string, Set<Kind>>(
    Object.entries(tableFeeds as Record<string, TableFeed>).map(([table, feed]) => [
      table,
      new Set((['cache', 'search', 'counts'] as const).filter((kind) => feed[kind] !== undefined)),
    ]),
  );
  const asSorted = (map: Map<string, Set<Kind>>) =>
    Object.fromEntries(
      [...map].sort(([a], [b]) => a.localeCompare(b)).map(([table, kinds]) => [table, [...kinds].sort()]),
    );
  expect(asSorted(found)).toEqual(asSorted(declared));
});
