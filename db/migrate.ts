import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** Finds db/migrations from the source tree or from the production bundle in build/server. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    for (const candidate of [path.join(dir, 'migrations'), path.join(dir, 'db', 'migrations')]) {
      if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('db/migrations not found; set MIGRATIONS_DIR');
}

/** Applies the committed SQL migrations; the same files serve PGlite and PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver type
  const db = database.db as any;
  if (database.kind === 'postgres') await migratePg(db, config);
  else await migratePglite(db, config);
}
