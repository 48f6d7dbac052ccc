import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers, and for transactions (which extend it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type OpenOptions =
  | { kind: 'pglite'; dataDir: string; lock?: boolean }
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; max?: number };

const drizzleOptions = { schema, casing: 'snake_case' } as const;
/** PGlite loads an extension's code at open, before any `create extension` (migration 0029: pg_trgm, ADR 0128). */
const extensions = { pg_trgm };

/** Opens the shop database: embedded PGlite (with a data-dir lock) or a PostgreSQL server. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // Fail fast with the driver's own message when the server is unreachable.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.kind === 'pglite-memory') {
    const client = await PGlite.create({
      extensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Db;
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = options.lock === false ? () => {} : await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions });
    const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
