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
