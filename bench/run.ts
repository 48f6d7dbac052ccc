/**
 * `npm run bench <name> [-- options]`:
 * - `ssr`: SSR throughput, as a ratio to a bare server measured in the same run (this machine's
 *   speed varies ~2× between runs);
 * - `load`: simulated shoppers against the production server, latencies per kind, then the
 *   database reconciled with every acknowledged order;
 * - `crash`: order streams, kill -9 mid-stream, restart on the same data, reconcile.
 */
import { parseArgs } from 'node:util';
import { benchCrash } from './crash';
import { benchLoad } from './load';
import { benchSsr } from './ssr';
import type { DbKind } from './store';

export type BenchOptions = {
  /** Seconds; each benchmark has its own default. */
  duration: number | undefined;
  connections: number;
  path: string;
  shoppers: number | undefined;
  db: DbKind;
  rounds: number;
  seed: number;
  /** Mean pause between a shopper's steps, ms (uniform in 0…2×). */
  think: number;
  /** Load: requests in flight at most, across all shoppers. */
  concurrency: number;
  /** SEED_GOODS for the fresh store. */
  seedGoods: number;
  keep: boolean;
};

const benches: Record<string, (options: BenchOptions) => Promise<void>> = {
  ssr: benchSsr,
  load: benchLoad,
  crash: benchCrash,
};

const usage = `usage: npm run bench <${Object.keys(benches).join('|')}> [-- options]
  ssr    --duration 10 --connections 50 --path /
  load   --shoppers 200 --duration 60 --db pglite|postgres --think 1000 --concurrency 50 --seed 42 [--keep]
  crash  --rounds 3 --shoppers 6 --db pglite|postgres --seed 42 [--keep]
  (SEED_GOODS sets the demo catalogue of the fresh store, default 3000; BENCH_DATABASE_URL the
   PostgreSQL server, default postgres://postgres@127.0.0.1:5432/)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: '/' },
    shoppers: { type: 'string' },
    db: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '3' },
    seed: { type: 'string', default: '42' },
    think: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
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

const bench = benches[positionals[0] ?? ''];
if (!bench || (values.db !== 'pglite' && values.db !== 'postgres')) {
  console.error(usage);
  process.exit(2);
}
await bench({
  duration: positive('duration', values.duration),
  connections: positive('connections', values.connections) ?? 50,
  path: values.path,
  shoppers: positive('shoppers', values.shoppers),
  db: values.db,
  rounds: positive('rounds', values.rounds) ?? 3,
  seed: positive('seed', values.seed) ?? 42,
  think: positive('think', values.think) ?? 1000,
  concurrency: positive('concurrency', values.concurrency) ?? 50,
  seedGoods: positive('SEED_GOODS', process.env.SEED_GOODS) ?? 3000,
  keep: values.keep,
});
