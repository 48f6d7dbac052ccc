import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './client';
import { migrate } from './migrate';

/** The rows of a statement, as both drivers return them. */
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const dataDir = mkdtempSync(path.join(tmpdir(), 'poplavok-trgm-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('pg_trgm on the embedded database (migration 0029, ADR 0128)', () => {
  it("the start-up path's PGlite data dir migrates with the extension, and opens again with it", async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir, lock: false });
    try {
      await migrate(first);
      const rows = await rowsOf(first.db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
      expect(rows).toEqual([{ extname: 'pg_trgm' }]);
    } finally {
      await first.close();
    }
    // A data dir whose schema uses pg_trgm must load its code at every open, not only the first.
    const again = await openDatabase({ kind: 'pglite', dataDir, lock: false });
    try {
      await again.db.execute(sql`set enable_seqscan = off`);
      const rows = await rowsOf(
        again.db,
        sql`explain select id from users
          where (last_name || ' ' || first_name || ' ' || coalesce(patronymic, '')) ilike '%вален%'`,
      );
      expect(JSON.stringify(rows)).toContain('users_names_trgm_idx');
      const similar = await rowsOf(again.db, sql`select similarity('Коваленко', 'Коваленка') > 0.5 as near`);
      expect(similar).toEqual([{ near: true }]);
    } finally {
      await again.close();
    }
  });
});
