import { parseArgs } from 'node:util';
import type { DbKind } from './store';

export type BenchOptions = {
  /** Seconds; each benchmark has its own default. */
  duration: number | undefined;
  connections: number;
  path: string;
  shoppers: number | undefined;
  /** The database of a one-database run (load, crash); the first of `dbs`. */
  db: DbKind;
  /** `--db both`: PGlite, then PostgreSQL (every benchmark but crash). */
  dbs: DbKind[];
  /** Crash and catalog: rounds (default 3); load: load rounds against one server (default 1). */
  rounds: number | undefined;
  seed: number;
  /** Mean pause between a shopper's steps, ms (uniform in 0…2×). */
  think: number;
  /** Load: requests in flight at most, across all shoppers. */
  concurrency: number;
  /**
   * Load: percent of the shoppers who are new and register during the round; the others are
   * returning customers, signed in on an earlier visit (their accounts made before the round).
   */
  newShoppers: number;
  /** SEED_GOODS for the fresh store. */
  seedGoods: number;
  keep: boolean;
  /** Search, catalog, import: demo goods of the fresh store (default 100,000). */
  goods: number | undefined;
  /** Search, catalog, import: a PGlite data dir / PostgreSQL database to reuse (seeded on first use, never removed). */
  dataDir: string | undefined;
  pgUrl: string | undefined;
  /** Search: how many queries are typed letter by letter (default all). */
  typing: number | undefined;
  /** Search: print the query set / the queries not served perfectly. */
  list: boolean;
  misses: boolean;
  /** Js: the build directory (default build). */
  build: string;
  /** A ready copy of the build to serve (`bench all` makes one for every benchmark); else each makes its own. */
  serve: string | undefined;
  /** All: short durations, a 3,000-goods catalogue, fewer shoppers. */
  quick: boolean;
  /** All: benchmarks left out (ssr, load, memory, js, catalog, search, lighthouse). */
  skip: string[];
  /** All: where to write the figures as JSON. */
  json: string | undefined;
  /** Lighthouse: audits per page (the median is kept). */
  runs: number;
};

export const usage = `usage: npm run bench <all|ssr|load|crash|abuse|search|js|catalog|import|exchange-1c|carriers> [-- options]
  all    [--quick] [--db pglite|postgres|both] [--skip lighthouse,search,…] [--json FILE]
         every benchmark in turn, then one table of the speed figures, targets and met/not met
         (parts: ssr, load, memory, js, catalog, search, lighthouse; --quick: ~10 minutes here)
  ssr    --duration 10 --connections 50 --path auto|/,/a/c1,/b/p2 --db pglite|postgres|both
  load   --shoppers 200 --duration 60 --db pglite|postgres|both --rounds 1 --think 1000 --concurrency 50
         --new-shoppers 20   (percent who register during the round; the rest signed in before it)
         [--quick: 40 shoppers, 15 s]   (then racing buyers of scarce goods: oversold pieces, create p95)
         --seed 42 [--keep]   (--rounds N: N rounds against one server, its memory after each)
  abuse  --duration 20 --shoppers 4 --db pglite|postgres|both --seed 42   (honest shoppers under each attack)
  crash  --rounds 3 --shoppers 6 --db pglite|postgres --seed 42 [--keep]
  search --goods 100000 --db pglite|postgres|both --seed 42 [--typing N] [--data-dir DIR] [--pg-url URL]
         [--list] [--misses] [--keep]   (quick: --goods 3000)
  js     --build build   (after npm run build: first-load JS per screen and route chunks, gzipped)
  catalog --goods 100000 --db pglite|postgres|both --rounds 3 [--data-dir DIR] [--pg-url URL] [--keep]
  import --goods 100000 --db pglite|postgres|both [--data-dir DIR] [--pg-url URL] [--keep]
         (check and apply of goods, prices, stock rows; ratios to a plain batched write; a reused store is changed;
          then exchange-1c with the same --goods and --db; both databases unless --db says)
  exchange-1c --goods 100000 --db pglite|postgres|both --shoppers 4 --duration 15 --seed 42 [--keep]
         (shoppers' p95 idle, then during a whole 1C exchange over HTTP; BENCH_1C_PROPERTIES, default 2000)
  carriers --db pglite|postgres|both --seed 42 [--goods 500] [--data-dir DIR] [--pg-url URL] [--keep]
         (a Nova Poshta-sized directory sync from the local fake; BENCH_NP_SETTLEMENTS, BENCH_NP_POINTS)
  (SEED_GOODS sets the demo catalogue of the fresh store, default 3000; BENCH_DATABASE_URL the
   PostgreSQL server, default postgres://postgres@127.0.0.1:5432/)`;

const fail = (message: string): never => {
  console.error(`${message}\n${usage}`);
  process.exit(2);
};

const whole = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) fail(`--${name} must be a whole number, not ${value}`);
  return number;
};

export const allParts = [
  'ssr',
  'load',
  'memory',
  'js',
  'catalog',
  'search',
  'lighthouse',
  'admin-lists',
  'import-shopper',
] as const;

/** The benchmark's name and its options from the command line; usage and exit 2 when they are wrong. */
export function parseOptions(args: string[]): { name: string; options: BenchOptions } {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string', default: '50' },
      path: { type: 'string', default: 'auto' },
      shoppers: { type: 'string' },
      db: { type: 'string' },
      rounds: { type: 'string' },
      seed: { type: 'string', default: '42' },
      think: { type: 'string', default: '1000' },
      concurrency: { type: 'string', default: '50' },
      'new-shoppers': { type: 'string', default: '20' },
      keep: { type: 'boolean', default: false },
      goods: { type: 'string' },
      'data-dir': { type: 'string' },
      'pg-url': { type: 'string' },
      typing: { type: 'string' },
      list: { type: 'boolean', default: false },
      misses: { type: 'boolean', default: false },
      build: { type: 'string', default: 'build' },
      quick: { type: 'boolean', default: false },
      skip: { type: 'string', default: '' },
      json: { type: 'string' },
      runs: { type: 'string', default: '1' },
    },
  });
  const name = positionals[0] ?? '';
  if (!name) fail('which benchmark?');
  // `all`, `import` and `exchange-1c` run both databases unless told otherwise (// "on both databases"); the others PGlite.
  const db = values.db ?? (['all', 'import', 'exchange-1c'].includes(name) ? 'both' : 'pglite');
  if (db !== 'pglite' && db !== 'postgres' && !(db === 'both' && name !== 'crash')) fail(`--db ${db}?`);
  const dbs: DbKind[] = db === 'both' ? ['pglite', 'postgres'] : [db === 'postgres' ? 'postgres' : 'pglite'];
  const skip = values.skip.split(',').filter(Boolean);
  const unknown = skip.filter((part) => !(allParts as readonly string[]).includes(part));
  if (unknown.length) fail(`--skip ${unknown.join(',')}: the parts are ${allParts.join(', ')}`);
  return {
    name,
    options: {
      duration: whole('duration', values.duration),
      connections: whole('connections', values.connections) ?? 50,
      path: values.path,
      shoppers: whole('shoppers', values.shoppers),
      db: dbs[0] ?? 'pglite',
      dbs,
      rounds: whole('rounds', values.rounds),
      seed: whole('seed', values.seed) ?? 42,
      think: whole('think', values.think) ?? 1000,
      concurrency: whole('concurrency', values.concurrency) ?? 50,
      newShoppers: Math.min(100, whole('new-shoppers', values['new-shoppers']) ?? 20),
      seedGoods: whole('SEED_GOODS', process.env.SEED_GOODS) ?? 3000,
      keep: values.keep,
      goods: whole('goods', values.goods),
      dataDir: values['data-dir'],
      pgUrl: values['pg-url'],
      typing: whole('typing', values.typing),
      list: values.list,
      misses: values.misses,
      build: values.build,
      serve: undefined,
      quick: values.quick,
      skip,
      json: values.json,
      runs: Math.max(1, whole('runs', values.runs) ?? 1),
    },
  };
}
