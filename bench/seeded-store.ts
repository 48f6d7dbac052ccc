import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Database, openDatabase } from '#db/client';
import { isSeeded, seedDemo } from '#db/demo';
import { migrate } from '#db/migrate';
import type { BenchOptions } from './options';
import { createStore, type DbKind, type Store } from './store';

/** The demo seed's clock: the catalogue's text does not depend on it, the rest stays reproducible. */
const seededAt = new Date('2026-06-15T09:00:00Z');

/**
 * Migrates the store and seeds the demo catalogue unless it has goods already (a reused
 * `--data-dir` / `--pg-url`); the seeding time in ms, or null when reused. Used by `bench search` and `bench catalog`.
 */
export async function ensureSeeded(database: Database, where: string, goodsWanted: number): Promise<number | null> {
  await migrate(database);
  if (await isSeeded(database.db)) {
    console.log(`reusing the seeded catalogue in ${where}`);
    return null;
  }
  console.log(`seeding ${goodsWanted} demo goods into ${where}…`);
  const report = await seedDemo(database.db, { goods: goodsWanted, now: seededAt });
  console.log(
    `seeded ${report.goods} goods, ${report.categories} categories, ${report.brands} brands in ${(report.ms / 1000).toFixed(1)} s`,
  );
  return report.ms;
}

/** A given data dir / database URL (seeded on first use, never removed), or a fresh store. Used by `bench search` and `bench catalog`. */
export async function openStore(
  kind: DbKind,
  label: string,
  options: Pick<BenchOptions, 'dataDir' | 'pgUrl'>,
): Promise<{ database: Database; store: Store | null; where: string }> {
  if (kind === 'pglite' && options.dataDir) {
    const dir = path.resolve(options.dataDir);
    console.log(`${existsSync(dir) ? 'opening' : 'creating'} PGlite data dir ${dir}`);
    return { database: await openDatabase({ kind: 'pglite', dataDir: dir }), store: null, where: dir };
  }
  if (kind === 'postgres' && options.pgUrl) {
    return {
      database: await openDatabase({ kind: 'postgres', url: options.pgUrl, max: 4 }),
      store: null,
      where: options.pgUrl,
    };
  }
  const store = await createStore(kind, label);
  const database =
    kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: store.env.DATABASE_URL ?? '', max: 4 })
      : await store.open();
  return { database, store, where: store.where };
}
