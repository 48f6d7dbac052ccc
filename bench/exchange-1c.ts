import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { exchange1c } from './abuse-1c';
import { ShopClient } from './client';
import { OneCClient } from './exchange-1c-client';
import { writeExchangeFiles } from './exchange-1c-files';
import type { BenchOptions } from './options';
import { seededRandom } from './random';
import { printTable } from './report';
import { discoverCatalogue } from './shop';
import { freePort } from './shop-server';
import { percentile, Stats } from './stats';
import { withShop } from './with-shop';

/** The target (issue 34): a shopper's p95 while 1C or a file import runs stays under 300 ms, no connection reset. */
export const exchangeTargetMs = 300;

export type ExchangeRow = {
  db: string;
  goods: number;
  'idle p95': number;
  'import p95': number;
  'p95 ×idle': string;
  'import max': number;
  'max ×idle': string;
  '1C poll p95': number;
  '1C poll max': number;
  'import.xml s': string;
  'offers.xml s': string;
  'loop max idle/import': string;
  'errors/resets': string;
  met: string;
};

/**
 * `BENCH_SERVE=<a build copy>` serves that build instead of a fresh one: a before / after pair
 * measured in one run serves the build of the commit before from a copy (ADR 0125).
 */
export const withServedBuild = (options: BenchOptions): BenchOptions => ({
  ...options,
  serve: options.serve ?? process.env.BENCH_SERVE,
});

/** Lets `run` go on for `ms` (its figures are thrown away with it). */
export async function warmUp<R>(run: R, ms = 3000): Promise<R> {
  await sleep(ms);
  return run;
}

export type Shoppers = { latencies: number[]; requests: number; failed: Map<string, number> };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ratio = (a: number, b: number) => `${(a / Math.max(1, b)).toFixed(1)}×`;

/**
 * `npm run bench exchange-1c` (`bench import` runs it after the file imports): the
 * production server on a fresh store, PGlite and PostgreSQL in turn. Honest shoppers (`--shoppers`,
 * default 4, each its own address, 100–300 ms between steps) load `GET /api/goods/id/1` and a
 * product page — first `--duration` seconds (default 15) with nothing else running, then during a
 * whole 1C exchange over HTTP: checkauth, init, import.xml (`BENCH_1C_PROPERTIES` properties,
 * default 2,000, and `--goods` goods, default 100,000) posted in `file_limit` parts and
 * `mode=import` polled each second until `success`, then offers.xml (the goods' prices and stock)
 * the same way. Per database: the shoppers' p95 and max idle and during the exchange (and their
 * ratio: the machine is shared, compare within a run), 1C's polls, each file's import seconds, the
 * server's event-loop max delay (bench/serve.mjs's probe), errors and resets. Target (issue 34): p95 < 300 ms
 * during the exchange and no reset. `BENCH_SERVE` as `withServedBuild` says.
 */
export async function benchExchange1c(given: BenchOptions): Promise<ExchangeRow[]> {
  const options = withServedBuild(given);
  const goods = options.goods ?? (options.quick ? 5_000 : 100_000);
  const properties = Number(process.env.BENCH_1C_PROPERTIES ?? 2000);
  const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-bench-1c-'));
  const rows: ExchangeRow[] = [];
  try {
    const started = performance.now();
    const files = await writeExchangeFiles(dir, goods, properties);
    const mb = (file: string) => (statSync(file).size / 2 ** 20).toFixed(1);
    console.log(
      `\nexchange-1c: import.xml ${mb(files.importFile)} MB (${properties} properties, classifier ` +
        `${(files.classifierBytes / 2 ** 20).toFixed(2)} MB, ${goods} goods), offers.xml ${mb(files.offersFile)} MB, ` +
        `written in ${((performance.now() - started) / 1000).toFixed(1)} s; on ${options.dbs.join(' and ')}`,
    );
    for (const db of options.dbs) rows.push(await exchangeOn({ ...options, db }, goods, files));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nexchange-1c summary (ms unless said; ×idle: the same run's idle figure; load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  printTable(rows);
  console.log(`target: a shopper's p95 during the exchange < ${exchangeTargetMs} ms, no reset`);
  return rows;
}

async function exchangeOn(
  options: BenchOptions,
  goods: number,
  files: { importFile: string; offersFile: string },
): Promise<ExchangeRow> {
  const seconds = options.duration ?? (options.quick ? 8 : 15);
  const count = options.shoppers ?? 4;
  const env = {
    EXCHANGE_1C_LOGIN: exchange1c.login,
    EXCHANGE_1C_PASSWORD: exchange1c.password,
    EXCHANGE_1C_STOCK_STORE: '1',
    BENCH_MEMORY_PORT: String(await freePort()),
  };
  let row: ExchangeRow | null = null;
  await withShop(
    options,
    'exchange1c',
    async (shop) => {
      const { server } = shop;
      const setup = new ShopClient(server.port, new Stats(), { a: 210, b: 250 }, shop.bindSource);
      const pages = (await discoverCatalogue(setup)).productPages;
      setup.close();
      const shoppers = (phase: number) =>
        startShoppers(server.port, shop.bindSource, count, pages, options.seed + phase);
      console.log(`${options.db}: ${count} shoppers, ${seconds} s idle…`);
      // A cold server's first renders are no idle figure: the shoppers warm it first (not counted).
      await (await warmUp(shoppers(-1))).stop();
      await server.loopDelay();
      const idleRun = shoppers(0);
      await sleep(seconds * 1000);
      const idle = await idleRun.stop();
      const idleLoop = await server.loopDelay();
      console.log(`${options.db}: the exchange (upload, import.xml, offers.xml) under the same shoppers…`);
      const busyRun = shoppers(1);
      const oneC = new OneCClient(server.port);
      await oneC.signIn();
      const problems: string[] = [];
      const load = async (file: string) => {
        const uploadS = await oneC.upload(file);
        const done = await oneC.importFile(path.basename(file));
        console.log(
          `  ${path.basename(file)}: upload ${uploadS.toFixed(1)} s, import ${done.seconds.toFixed(1)} s → ${done.answer.split('\n').join(' ')}`,
        );
        if (done.answer !== 'success') problems.push(`${path.basename(file)}: ${done.answer.split('\n').join(' ')}`);
        return done.seconds;
      };
      const importS = await load(files.importFile);
      const offersS = await load(files.offersFile);
      const busy = await busyRun.stop();
      const busyLoop = await server.loopDelay();
      const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
      const idleSorted = sorted(idle.latencies);
      const busySorted = sorted(busy.latencies);
      const polls = sorted(oneC.polls);
      const idleP95 = percentile(idleSorted, 0.95);
      const busyP95 = percentile(busySorted, 0.95);
      const idleMax = Math.round(idleSorted.at(-1) ?? 0);
      const busyMax = Math.round(busySorted.at(-1) ?? 0);
      const failures = [...busy.failed, ...idle.failed, ...oneC.failures];
      const resets = failures.filter(([why]) => /reset|ECONN|SOCKET|error/i.test(why)).reduce((n, [, k]) => n + k, 0);
      const failed = failures.reduce((n, [, k]) => n + k, 0);
      for (const [why, n] of failures) console.log(`  ${n}× ${why}`);
      console.log(
        `  shoppers: ${idle.requests} requests idle, ${busy.requests} during the exchange; 1C: ${oneC.polls.length} polls`,
      );
      row = {
        db: options.db,
        goods,
        'idle p95': idleP95,
        'import p95': busyP95,
        'p95 ×idle': ratio(busyP95, idleP95),
        'import max': busyMax,
        'max ×idle': ratio(busyMax, idleMax),
        '1C poll p95': percentile(polls, 0.95),
        '1C poll max': Math.round(polls.at(-1) ?? 0),
        'import.xml s': importS.toFixed(1),
        'offers.xml s': offersS.toFixed(1),
        'loop max idle/import': `${idleLoop?.maxMs ?? '?'}/${busyLoop?.maxMs ?? '?'}`,
        'errors/resets': `${failed}/${resets}`,
        met: busyP95 < exchangeTargetMs && resets === 0 && !problems.length ? 'yes' : 'NO',
      };
      const serverErrors = failures.filter(([why]) => /^shopper 5(?!03)\d\d$/.test(why)).reduce((n, [, k]) => n + k, 0);
      return { serverErrors, problems };
    },
    { env },
  );
  if (!row) throw new Error('the exchange bench ended without figures');
  return row;
}

/**
 * `count` shoppers, each at its own address, alternating `GET /api/goods/id/1` and a product page
 * with 100–300 ms between steps until stopped; their latencies (answered requests) and failures
 * (a 5xx or 429 by status, a timeout, a reset connection).
 */
export function startShoppers(port: number, bindSource: boolean, count: number, pages: string[], seed: number) {
  const random = seededRandom(seed);
  const out: Shoppers = { latencies: [], requests: 0, failed: new Map() };
  let stopped = false;
  const one = async (i: number) => {
    const own = random.fork();
    const client = new ShopClient(port, new Stats(), { a: 211, b: 1 + i }, bindSource);
    try {
      while (!stopped) {
        for (const [path, accept] of [
          ['/api/goods/id/1', 'application/json'],
          [own.pick(pages), 'text/html'],
        ] as const) {
          const answer = await client.get(path.startsWith('/api') ? 'api-read' : 'page', path, accept);
          out.requests++;
          if (typeof answer.status === 'number') out.latencies.push(answer.ms);
          const bad = typeof answer.status !== 'number' ? (answer.error ?? answer.status) : answer.status;
          if (typeof bad === 'string' || bad >= 500 || bad === 429)
            out.failed.set(`shopper ${bad}`, (out.failed.get(`shopper ${bad}`) ?? 0) + 1);
          await sleep(own.int(100, 300));
        }
      }
    } finally {
      client.close();
    }
  };
  const running = Promise.all(Array.from({ length: count }, (_, i) => one(i)));
  return {
    stop: async () => {
      stopped = true;
      await running;
      return out;
    },
  };
}
