import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '#db/client';

/** The fixed clock of the seeded test template (promotions etc. are relative to it). */
export const seededAt = new Date('2026-06-15T09:00:00Z');

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set. `seeded` starts from the small demo catalogue.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<Database> {
  const templates = inject('dbTemplates');
  const template = options.seeded ? templates.seeded : templates.empty;
  if (templates.kind === 'pglite') {
    const blob = new Blob([readFileSync(template)]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: blob });
  }
  const name = `poplavok_t_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: templates.url, max: 1 });
  await admin.db.execute(`create database ${name} template ${template}`);
  const url = new URL(templates.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.db.execute(`drop database if exists ${name}`);
      await admin.close();
    },
  };
}
