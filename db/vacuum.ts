import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * VACUUM (ANALYZE) of the whole database, outside any transaction. PGlite has no autovacuum, so
 * without it the planner has no statistics (it guessed 1,750 rows for a 17,640-good subtree and
 * sorted them all) and index-only scans still visit the heap (ADR 0068). Run after bulk writes
 * (the demo seed) and now and then on PGlite; on PostgreSQL autovacuum does the periodic part.
 * At 100,000 goods a VACUUM of a vacuumed store takes ~60 ms, with ANALYZE ~2 s (it samples).
 */
export async function vacuumAnalyze(db: Db, { analyze = true }: { analyze?: boolean } = {}): Promise<void> {
  await db.execute(analyze ? sql`vacuum (analyze)` : sql`vacuum`);
}

/** Rows an import must have written before `vacuumAfterBulkWrite` runs (a tenth of a 100,000-goods shop). */
export const bulkWriteRows = 10_000;

/**
 * VACUUM, then ANALYZE, of each table a bulk write just rewrote, when no autovacuum launcher runs
 * (PGlite; PostgreSQL's autovacuum does it there). A 100,000-prices import leaves 100,000 dead
 * versions of goods and their indexes' entries: the next import and every listing would walk them
 * until the hourly VACUUM (ADR 0101). One statement per table and step, `between` awaited after each
 * (an import's pace: its rest while shoppers wait): on PGlite a statement holds the whole process,
 * and the three tables of a 1C exchange in one `vacuum (analyze)` held it 0.5–1.7 s at 100,000 goods
 * (ADR 0132). Outside any transaction; `tables` are our own names.
 */
export async function vacuumAfterBulkWrite(
  db: Db,
  tables: readonly string[],
  between: () => Promise<void> = async () => {},
): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as running`,
  );
  const [row] = (result as unknown as { rows: { running: boolean }[] }).rows;
  if (row?.running || tables.length === 0) return false;
  for (const table of tables) {
    await db.execute(sql.raw(`vacuum "${table}"`));
    await between();
    // A smaller sample than the hourly VACUUM's: the plans need the table's new size and rough
    // distributions. `set local` keeps it to this transaction (a pool's connection keeps nothing).
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local default_statistics_target = ${importStatisticsTarget}`));
      await tx.execute(sql.raw(`analyze "${table}"`));
    });
    await between();
  }
  return true;
}

/**
 * ANALYZE's statistics target after a bulk write: it samples 300 rows per unit, 9,000 instead of the
 * default 30,000 — at 100,000 goods `analyze goods` took 1.2 s on PGlite with the default, 0.22 s
 * with this (ADR 0132). The hourly `vacuumAnalyze` keeps the default.
 */
export const importStatisticsTarget = 30;
