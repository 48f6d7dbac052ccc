import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '#db/client';

export type DbKind = 'pglite' | 'postgres';

/** Where a benchmark's shop keeps its data: a fresh PGlite directory or a fresh PostgreSQL database. */
export type Store = {
  kind: DbKind;
  /** Human-readable location (directory or database URL). */
  where: string;
  /** DATA_DIR or DATABASE_URL for the server. */
  env: Record<string, string>;
  /** Opens it with the project's client; for PGlite only once the server has exited (data-dir lock). */
  open: () => Promise<Database>;
  remove: () => Promise<void>;
};

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A fresh store for one run. PostgreSQL: a uniquely named database created on BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/, loopback only) and dropped by `remove`.
 */
export async function createStore(kind: DbKind, label: string): Promise<Store> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), `poplavok-bench-${label}-`));
    return {
      kind,
      where: dir,
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/');
  if (!loopback.has(base.hostname)) throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${base.hostname}`);
  const name = `poplavok_bench_${label}_${Date.now()}_${process.pid}`;
  await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind,
    where: url.toString(),
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), max: 2 }),
    remove: () => admin(base, `drop database if exists ${name} with (force)`),
  };
}

async function admin(base: URL, statement: string) {
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
