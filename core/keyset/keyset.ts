import { type AnyColumn, and, asc, count, desc, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '#db/client';

/**
 * A list page's place, as the URL carries it (ADR 0124): `?after=<id>` — the rows that come after
 * that row in the list's order — or `?before=<id>` — the page before it; neither: the first page.
 * A row id, not an offset: a page deep in a million rows costs what the first does, and a row
 * added meanwhile does not shift what the next page shows. Old `?page=N` links are ignored (the
 * first page). A value that does not parse is dropped: a list always answers.
 */
export const pageCursorInput = z.object({
  after: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
});
export type PageCursor = z.output<typeof pageCursorInput>;

/** One sort key of a list; the last one must be unique (the row id) so the order is total. Never null. */
export type SortKey = { key: AnyColumn | SQL; dir: 'asc' | 'desc' };

/** Where a page is in its list: the ids to put in `?after=` / `?before=` links, null at either end. */
export type PageLinks = { next: number | null; prev: number | null };

/** A count that stops at `cap` (`more`: there are more than `count`): no list counts a million rows. */
export type CappedCount = { count: number; more: boolean };

export const countCap = 1_000;

const flip = (dir: 'asc' | 'desc') => (dir === 'asc' ? 'desc' : 'asc');

/** The ORDER BY of the keys (reversed for a `before` page, read backwards and turned round after). */
export const orderOf = (keys: SortKey[], reverse = false): SQL[] =>
  keys.map(({ key, dir }) => ((reverse ? flip(dir) : dir) === 'asc' ? asc(key) : desc(key)));

/**
 * Rows strictly after (`side` = after) or before the anchor row in the keys' order. The anchor's
 * values are read in the same statement (`anchor(key)` is a scalar subquery on the anchor's id),
 * so timestamps keep their microseconds and a row changed since still marks its place. Keys of one
 * direction compare as one row value (`(created_at, id) < (…)`), which an index on them serves as
 * one range; a change of direction adds `or (equal and the rest)`.
 */
export function keysetCondition(keys: SortKey[], anchor: (key: AnyColumn | SQL) => SQL, side: 'after' | 'before'): SQL {
  const run: SortKey[] = [];
  for (const key of keys) {
    if (run.length && key.dir !== run[0]?.dir) break;
    run.push(key);
  }
  const rest = keys.slice(run.length);
  const dir = side === 'after' ? run[0]?.dir : flip(run[0]?.dir ?? 'asc');
  const left = sql.join(
    run.map((k) => sql`${k.key}`),
    sql`, `,
  );
  const right = sql.join(
    run.map((k) => anchor(k.key)),
    sql`, `,
  );
  const beyond = dir === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  if (!rest.length) return beyond;
  return or(beyond, and(sql`(${left}) = (${right})`, keysetCondition(rest, anchor, side))) as SQL;
}

/**
 * One keyset page of `query` (its WHERE already holding the filters, `where` the same filters for
 * the anchor condition): reads one row more than the page to know whether another follows.
 * `idOf` gives a row's id for the links.
 */
export async function keysetPage<T>(
  query: (where: SQL | undefined, order: SQL[], limit: number) => Promise<T[]>,
  options: {
    keys: SortKey[];
    anchor: (id: number) => (key: AnyColumn | SQL) => SQL;
    cursor: PageCursor;
    perPage: number;
    idOf: (row: T) => number;
  },
): Promise<{ rows: T[]; links: PageLinks }> {
  const { keys, cursor, perPage, idOf } = options;
  const side = cursor.before ? 'before' : cursor.after ? 'after' : null;
  const anchorId = cursor.before ?? cursor.after;
  const where = side && anchorId ? keysetCondition(keys, options.anchor(anchorId), side) : undefined;
  const found = await query(where, orderOf(keys, side === 'before'), perPage + 1);
  const more = found.length > perPage;
  const rows = found.slice(0, perPage);
  if (side === 'before') rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return { rows, links: { next: null, prev: null } };
  return {
    rows,
    links:
      side === 'before'
        ? { prev: more ? idOf(first) : null, next: idOf(last) }
        : { prev: side === 'after' ? idOf(first) : null, next: more ? idOf(last) : null },
  };
}

/** How many rows of `table` match `where`, counting at most `cap` + 1 of them. */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = countCap,
): Promise<CappedCount> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = Number(row?.n ?? 0);
  return n > cap ? { count: cap, more: true } : { count: n, more: false };
}
