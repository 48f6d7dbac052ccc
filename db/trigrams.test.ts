import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrate } from './migrate';

const dataDir = mkdtempSync(path.join(tmpdir(), 'poplavok-trgm-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('pg_trgm on the embedded database (migration 0029, ADR 0128)', () => {
  it("the start-up path's PGlite data dir migrates with the extension, and opens again with it", async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir, lock: false });
    try {
      await migrate(first);
      const { rows } = await first.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
      expect(rows).toEqual([{ extname: 'pg_trgm' }]);
    } finally {
      await first.close();
    }
    // A data dir whose schema uses pg_trgm must load its code at every open, not only the first.
    const again = await openDatabase({ kind: 'pglite', dataDir, lock: false });
    try {
      await again.db.execute(sql`set enable_seqscan = off`);
      const { rows } = await again.db.execute(
        sql`explain select id from users
          where (last_name || ' ' || first_name || ' ' || coalesce(patronymic, '')) ilike '%вален%'`,
      );
      expect(JSON.stringify(rows)).toContain('users_names_trgm_idx');
      const similar = await again.db.execute(sql`select similarity('Коваленко', 'Коваленка') > 0.5 as near`);
      expect(similar.rows).toEqual([{ near: true }]);
    } finally {
      await again.close();
    }
  });
});
