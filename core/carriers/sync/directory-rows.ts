import { and, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '#core/shared';
import { contentHash } from './hash';

/** A directory copy's table: rows keyed by (scope, ref), each with its content hash and last sighting. */
type DirectoryTable = PgTable & { ref: PgColumn; hash: PgColumn; isActive: PgColumn; seenAt: PgColumn };

/** One row of a carrier's page: its ref, what its hash is taken of, the columns to write. */
export type DirectoryRow = { ref: string; content: unknown; values: Record<string, unknown> };

/**
 * The write of one page of a directory (ADR 0104), in the caller's transaction: rows whose content
 * hash changed, or that were inactive, are upserted by (scope, ref) and made active; unchanged
 * ones are only marked seen at `runAt`. Counts what it created and updated.
 */
export async function upsertChanged(
  db: Ctx['db'],
  table: DirectoryTable,
  scope: { column: PgColumn; value: string | number },
  rows: readonly DirectoryRow[],
  runAt: Date,
  counts: { created: number; updated: number },
): Promise<void> {
  if (!rows.length) return;
  const inScope = (refs: string[]) => and(eq(scope.column, scope.value), inArray(table.ref, refs));
  const known = new Map(
    (
      (await db
        .select({ ref: table.ref, hash: table.hash, isActive: table.isActive })
        .from(table as PgTable)
        .where(inScope(rows.map((r) => r.ref)))) as { ref: string; hash: string | null; isActive: boolean }[]
    ).map((r) => [r.ref, r]),
  );
  const changed: Record<string, unknown>[] = [];
  const unchanged: string[] = [];
  for (const { ref, content, values } of rows) {
    const hash = contentHash(content);
    const row = known.get(ref);
    if (row && row.hash === hash && row.isActive) {
      unchanged.push(ref);
      continue;
    }
    if (row) counts.updated++;
    else counts.created++;
    changed.push({ ...values, ref, hash, isActive: true, seenAt: runAt });
  }
  if (changed.length) {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const keys = new Set<PgColumn>([scope.column, table.ref]);
    const set: Record<string, SQL | boolean> = { isActive: true };
    for (const key of Object.keys(changed[0] ?? {})) {
      const column = columns[key];
      if (column && !keys.has(column) && key !== 'isActive') set[key] = sql`excluded.${sql.identifier(column.name)}`;
    }
    await db
      .insert(table)
      .values(changed as PgTable['$inferInsert'][])
      .onConflictDoUpdate({ target: [scope.column, table.ref], set });
  }
  if (unchanged.length)
    await db
      .update(table)
      .set({ seenAt: runAt } as Record<string, unknown>)
      .where(inScope(unchanged));
}

/** After a full pass (ADR 0104): the scope's active rows it did not see go inactive; answers how many. */
export async function deactivateUnseenRows(
  db: Ctx['db'],
  table: DirectoryTable,
  scope: { column: PgColumn; value: string | number },
  runAt: Date,
): Promise<number> {
  const gone = await db
    .update(table)
    .set({ isActive: false } as Record<string, unknown>)
    .where(
      and(eq(scope.column, scope.value), eq(table.isActive, true), or(isNull(table.seenAt), lt(table.seenAt, runAt))),
    )
    .returning({ ref: table.ref });
  return gone.length;
}
