import { rmSync, writeFileSync } from 'node:fs';
import { benchAdminLists } from './admin-lists';
import { benchCatalog } from './catalog';
import { benchShoppersWhileImporting } from './import-shopper';
import { benchJs } from './js';
import { type LighthouseRow, printLighthouse, runLighthouse } from './lighthouse-audit';
import { benchLoad } from './load';
import { allParts, type BenchOptions } from './options';
import { benchSearch } from './search/bench';
import { freePort, ShopServer, snapshotBuild } from './shop-server';
import { benchSsr, ssrDataDir } from './ssr';
import { createStore, type DbKind, type Store } from './store';
import { type AllFigures, printSummary, summaryRows } from './summary';

/**
 * `npm run bench all`: ssr, load (with its memory rounds), js, catalog, search and Lighthouse one
 * after another on one copy of the build, then one table of the speed figures with their targets.
 * A part that throws is reported in the table and the rest still runs; the exit code is non-zero
 * when a part failed or a load run lost an order or answered 5xx, not when a target is missed.
 * `--quick`: short runs, 3,000 goods instead of 100,000, 40 shoppers — about 10 minutes here.
 */
export async function benchAll(options: BenchOptions): Promise<AllFigures> {
  const { quick } = options;
  const parts = allParts.filter((part) => !options.skip.includes(part));
  const started = performance.now();
  const figures: AllFigures = {
    startedAt: new Date().toISOString(),
    quick,
    dbs: options.dbs,
    parts: [...parts],
    failures: [],
  };
  console.log(`bench all${quick ? ' --quick' : ''} on ${options.dbs.join(' and ')}: ${parts.join(', ')}`);
  const snapshot = snapshotBuild();
  const fresh: Store[] = [];
  const removeCopies = () => {
    snapshot.remove();
    for (const store of fresh)
      if (store.kind === 'pglite' && !options.keep) rmSync(store.where, { recursive: true, force: true });
  };
  process.once('exit', removeCopies);
  const base: BenchOptions = { ...options, serve: snapshot.dir, build: snapshot.dir };
  const run = async (part: string, body: () => Promise<void>) => {
    const t = performance.now();
    console.log(`\n======== ${part} ========`);
    try {
      await body();
    } catch (error) {
      console.error(`${part} failed:`, error);
      figures.failures.push({ part, error: error instanceof Error ? error.message : String(error) });
      process.exitCode = 1;
    }
    console.log(`(${part}: ${((performance.now() - t) / 1000).toFixed(0)} s)`);
  };
  try {
    if (parts.includes('ssr'))
      await run('ssr', async () => {
        figures.ssr = await benchSsr({ ...base, duration: quick ? 3 : 10 });
      });
    if (parts.includes('load') || parts.includes('memory'))
      await run(parts.includes('load') ? 'load' : 'memory', async () => {
        figures.load = await benchLoad({
          ...base,
          shoppers: options.shoppers ?? (quick ? 40 : 200),
          duration: options.duration ?? (quick ? 15 : 60),
          rounds: parts.includes('memory') ? 3 : 1,
        });
      });
    if (parts.includes('js'))
      await run('js', async () => {
        figures.js = await benchJs(base);
      });
    if (parts.includes('catalog') || parts.includes('search')) {
      // One seeded catalogue per database for both (seeding 100,000 goods takes minutes).
      const shared = { ...base, goods: quick ? 3000 : (options.goods ?? 100_000) };
      for (const db of options.dbs) {
        if (db === 'pglite' && options.dataDir) continue;
        if (db === 'postgres' && options.pgUrl) continue;
        const store = await createStore(db, 'all');
        fresh.push(store);
        if (db === 'pglite') shared.dataDir = store.where;
        else shared.pgUrl = store.env.DATABASE_URL;
      }
      if (parts.includes('catalog'))
        await run('catalog', async () => {
          figures.catalog = await benchCatalog({ ...shared, rounds: quick ? 1 : 3 });
        });
      if (parts.includes('search'))
        await run('search', async () => {
          figures.search = await benchSearch({ ...shared, typing: quick ? 20 : options.typing });
        });
    }
    if (parts.includes('admin-lists'))
      await run('admin-lists', async () => {
        figures.adminLists = await benchAdminLists(base);
      });
    if (parts.includes('import-shopper'))
      await run('import-shopper', async () => {
        // Its own few shoppers and durations (4; --quick: 5,000 goods for 1C, 20,000 import rows).
        figures.whileImporting = await benchShoppersWhileImporting({
          ...base,
          shoppers: undefined,
          duration: undefined,
        });
      });
    if (parts.includes('lighthouse'))
      await run('lighthouse', async () => {
        const db = options.dbs[0] ?? 'pglite';
        figures.lighthouse = { db, rows: await lighthouseOn(db, snapshot.dir, options) };
      });
  } finally {
    for (const store of fresh)
      if (options.keep) console.log(`kept: ${store.where}`);
      else await store.remove().catch(() => {});
    removeCopies();
    process.off('exit', removeCopies);
  }
  figures.seconds = Math.round((performance.now() - started) / 1000);
  const rows = summaryRows(figures);
  printSummary(figures, rows);
  console.log(`bench all took ${(figures.seconds / 60).toFixed(1)} min`);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ ...figures, summary: rows }, null, 2)}\n`);
    console.log(`figures written to ${options.json}`);
  }
  return figures;
}

/**
 * Lighthouse against a production server started here on the build copy (port BENCH_LIGHTHOUSE_PORT,
 * else a free one): on PGlite the data dir of `bench ssr` (seeded once, reused), on PostgreSQL a
 * fresh database seeded with SEED_GOODS. The page's scores hardly depend on the database, so once.
 */
async function lighthouseOn(db: DbKind, buildDir: string, options: BenchOptions): Promise<LighthouseRow[]> {
  const store = db === 'postgres' ? await createStore('postgres', 'lighthouse') : null;
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT) || (await freePort());
  const env = {
    ...(store?.env ?? { DATA_DIR: ssrDataDir(), DATABASE_URL: '' }),
    SEED_GOODS: String(options.seedGoods),
  };
  const server = await ShopServer.start(buildDir, port, env);
  try {
    console.log(
      `lighthouse on ${db} at http://127.0.0.1:${port}${options.quick ? ' (--quick: Ukrainian pages only)' : ''}`,
    );
    const rows = await runLighthouse({
      origin: `http://127.0.0.1:${port}`,
      runs: options.runs,
      languages: options.quick ? ['ua'] : ['ua', 'ru'],
    });
    printLighthouse(rows);
    return rows;
  } finally {
    await server.stop();
    await store?.remove();
  }
}
