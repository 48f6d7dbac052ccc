/**
 * `npm run bench <name> [-- options]`:
 * - `ssr`: SSR throughput, as a ratio to a bare server measured in the same run (this machine's
 *   speed varies ~2× between runs);
 * - `load`: simulated shoppers against the production server, latencies per kind, then the
 *   database reconciled with every acknowledged order;
 * - `crash`: order streams, kill -9 mid-stream, restart on the same data, reconcile;
 * - `search`: the search engine in this process on the demo catalogue: quality on the labelled
 *   query set (recall@12, MRR per kind) and speed (autocomplete per keystroke, full with facets);
 * - `js`: first-load JavaScript per screen and each route's own chunk, gzipped, from build/client;
 * - `catalog`: category listings, the catalogue with facets and goods by ids in this process on the
 *   demo catalogue, p50/p95 against issue 11's targets, memory after each round.
 */
import { parseArgs } from 'node:util';
import { benchCatalog } from './catalog';
import { benchCrash } from './crash';
import { benchJs } from './js';
import { benchLoad } from './load';
import { benchSearch } from './search/bench';
import { benchSsr } from './ssr';
import type { DbKind } from './store';

export type BenchOptions = {
  /** Seconds; each benchmark has its own default. */
  duration: number | undefined;
  connections: number;
  path: string;
  shoppers: number | undefined;
  db: DbKind;
  /** Search, catalog: `--db both` runs PGlite, then PostgreSQL. */
  dbs: DbKind[];
  rounds: number;
  seed: number;
  /** Mean pause between a shopper's steps, ms (uniform in 0…2×). */
  think: number;
  /** Load: requests in flight at most, across all shoppers. */
  concurrency: number;
  /** SEED_GOODS for the fresh store. */
  seedGoods: number;
  keep: boolean;
  /** Search: demo goods of the fresh store (default 100,000). */
  goods: number | undefined;
  /** Search: a PGlite data dir / PostgreSQL database to reuse (seeded on first use, never removed). */
  dataDir: string | undefined;
  pgUrl: string | undefined;
  /** Search: how many queries are typed letter by letter (default all). */
  typing: number | undefined;
  /** Search: print the query set / the queries not served perfectly. */
  list: boolean;
  misses: boolean;
  /** Js: the build directory (default build). */
  build: string;
};

const benches: Record<string, (options: BenchOptions) => Promise<void>> = {
  ssr: benchSsr,
  load: benchLoad,
  crash: benchCrash,
  search: benchSearch,
  js: benchJs,
  catalog: benchCatalog,
};

const usage = `usage: npm run bench <${Object.keys(benches).join('|')}> [-- options]
  ssr    --duration 10 --connections 50 --path auto|/,/a/c1,/b/p2 (auto: home, its first category and product)
  load   --shoppers 200 --duration 60 --db pglite|postgres --think 1000 --concurrency 50 --seed 42 [--keep]
  crash  --rounds 3 --shoppers 6 --db pglite|postgres --seed 42 [--keep]
  search --goods 100000 --db pglite|postgres|both --seed 42 [--typing N] [--data-dir DIR] [--pg-url URL]
         [--list] [--misses] [--keep]   (quick: --goods 3000)
  js     --build build   (after npm run build: first-load JS per screen and route chunks, gzipped)
  catalog --goods 100000 --db pglite|postgres|both --rounds 3 [--data-dir DIR] [--pg-url URL] [--keep]
  (SEED_GOODS sets the demo catalogue of the fresh store, default 3000; BENCH_DATABASE_URL the
   PostgreSQL server, default postgres://postgres@127.0.0.1:5432/)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: 'auto' },
    shoppers: { type: 'string' },
    db: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '3' },
    seed: { type: 'string', default: '42' },
    think: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    goods: { type: 'string' },
    'data-dir': { type: 'string' },
    'pg-url': { type: 'string' },
    typing: { type: 'string' },
    list: { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
    build: { type: 'string', default: 'build' },
  },
});

const positive = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number, not ${value}\n${usage}`);
    process.exit(2);
  }
  return number;
};

const name = positionals[0] ?? '';
const bench = benches[name];
const both = values.db === 'both' && (name === 'search' || name === 'catalog');
if (!bench || (values.db !== 'pglite' && values.db !== 'postgres' && !both)) {
  console.error(usage);
  process.exit(2);
}
const db: DbKind = values.db === 'postgres' ? 'postgres' : 'pglite';
await bench({
  duration: positive('duration', values.duration),
  connections: positive('connections', values.connections) ?? 50,
  path: values.path,
  shoppers: positive('shoppers', values.shoppers),
  db,
  dbs: both ? ['pglite', 'postgres'] : [db],
  rounds: positive('rounds', values.rounds) ?? 3,
  seed: positive('seed', values.seed) ?? 42,
  think: positive('think', values.think) ?? 1000,
  concurrency: positive('concurrency', values.concurrency) ?? 50,
  seedGoods: positive('SEED_GOODS', process.env.SEED_GOODS) ?? 3000,
  keep: values.keep,
  goods: positive('goods', values.goods),
  dataDir: values['data-dir'],
  pgUrl: values['pg-url'],
  typing: positive('typing', values.typing),
  list: values.list,
  misses: values.misses,
  build: values.build,
});
