import { requestTimeoutMs, ShopClient } from './client';
import { type LoadRound, loadRound } from './load-round';
import { raceForScarceGoods, type ScarceFigures } from './load-scarce';
import type { BenchOptions } from './options';
import { phoneGenerator, seededRandom } from './random';
import { printTable } from './report';
import { discoverCatalogue } from './shop';
import { freePort } from './shop-server';
import { Stats } from './stats';
import type { DbKind } from './store';
import { withShop } from './with-shop';

/** The server's memory after a round, in MB, measured after two full GCs in it (heap: null when not probed). */
export type MemoryPoint = { round: number; rssMb: number | null; heapMb: number | null; externalMb: number | null };

export type LoadFigures = {
  db: DbKind;
  shoppers: number;
  rounds: LoadRound[];
  memory: MemoryPoint[];
  /** RSS after the last round minus after round 2 (round 1 fills caches), MB; null with fewer than 3 rounds. */
  rssGrowthMb: number | null;
  heapGrowthMb: number | null;
  /** Racing buyers of scarce goods after the rounds (ADR 0120): oversold pieces and the create p95 with and without scarcity. */
  scarce?: ScarceFigures;
  /** Nothing lost, duplicated or half-written; no 5xx; no server process ended on its own. */
  ok: boolean;
  problems: string[];
};

/**
 * `npm run bench load`: N shoppers for T seconds against the production server on a fresh store —
 * browse (home, category, product pages and their API calls), register / sign in, server cart,
 * create/check, order with an idempotency key (some replayed once), order history — then the
 * database is reconciled with every order the shoppers were told was placed. `--rounds N` runs N
 * such rounds against the same server process, with its memory after each (goal 6:
 * "memory flat over repeated load rounds"). Then buyers race for scarce goods (ADR 0120: oversold
 * pieces, create p95 with and without scarcity). Once per database of `--db`.
 */
export async function benchLoad(options: BenchOptions): Promise<LoadFigures[]> {
  const figures: LoadFigures[] = [];
  // --quick: the size `bench all --quick` runs (40 shoppers, 15 s), unless given.
  const sized = options.quick
    ? { ...options, shoppers: options.shoppers ?? 40, duration: options.duration ?? 15 }
    : options;
  for (const db of options.dbs) figures.push(await loadOn({ ...sized, db }));
  return figures;
}

async function loadOn(options: BenchOptions): Promise<LoadFigures> {
  const shoppers = options.shoppers ?? 200;
  const rounds = Math.max(1, options.rounds ?? 1);
  const { seed, think, concurrency } = options;
  console.log(
    `\nload: ${shoppers} shoppers (half on the storefront's pages, half through the app's API) × ${options.duration ?? 60} s ` +
      `${rounds > 1 ? `× ${rounds} rounds against one server ` : ''}on ${options.db}, at most ${concurrency} requests in flight, ` +
      `think ~${think} ms between steps, request timeout ${requestTimeoutMs / 1000} s, seed ${seed} ` +
      `(shoppers, carts, phones +38(050)9xx-xx-xx)`,
  );
  const memoryPort = await freePort();
  const outcome = await withShop(
    options,
    'load',
    async (shop) => {
      const setup = new ShopClient(shop.server.port, new Stats(), { a: 0, b: 1 }, shop.bindSource);
      const catalogue = await discoverCatalogue(setup);
      setup.close();
      console.log(
        `catalogue: ${catalogue.categoryPages.length} category pages, ${catalogue.productPages.length} product pages on /, ` +
          `${catalogue.goods.length} goods in stock, ${catalogue.departments.length} departments`,
      );
      const random = seededRandom(seed);
      const crowd = { catalogue, random, nextPhone: phoneGenerator(random.fork()) };
      const done: LoadRound[] = [];
      const memory: MemoryPoint[] = [{ round: 0, ...(await shop.server.memory()) }];
      for (let round = 1; round <= rounds; round++) {
        if (rounds > 1) console.log(`\n-- round ${round} of ${rounds}`);
        done.push(await loadRound(shop, crowd, round, options));
        memory.push({ round, ...(await shop.server.memory()) });
        // BENCH_HEAP_SNAPSHOTS=1: a heap snapshot after each round, to diff (Chrome DevTools → Memory).
        if (process.env.BENCH_HEAP_SNAPSHOTS) console.log(`heap snapshot: ${await shop.server.heapSnapshot()}`);
      }
      const scarce = await raceForScarceGoods(shop, crowd, options);
      const oversold = scarce.plenty.oversold + scarce.scarce.oversold;
      const drift = scarce.plenty.drift + scarce.scarce.drift;
      const serverErrors = done.reduce((sum, r) => sum + r.serverErrors, 0);
      const problems = [
        ...(oversold ? [`${oversold} pieces oversold by racing buyers`] : []),
        ...(drift ? [`stock left after the races does not add up (${drift} pieces)`] : []),
      ];
      return { serverErrors, problems, rounds: done, memory, scarce };
    },
    { env: { BENCH_MEMORY_PORT: String(memoryPort) } },
  );
  const { memory } = outcome.verdict;
  const growth = (key: 'rssMb' | 'heapMb') => {
    const second = memory.find((m) => m.round === 2)?.[key];
    const last = memory.at(-1)?.[key];
    return rounds >= 3 && typeof second === 'number' && typeof last === 'number' ? last - second : null;
  };
  const figures: LoadFigures = {
    db: options.db,
    shoppers,
    rounds: outcome.verdict.rounds,
    memory,
    rssGrowthMb: growth('rssMb'),
    heapGrowthMb: growth('heapMb'),
    scarce: outcome.verdict.scarce,
    ok: outcome.ok,
    problems: outcome.problems,
  };
  if (rounds > 1) printMemory(figures);
  return figures;
}

function printMemory({ db, memory, rssGrowthMb, heapGrowthMb }: LoadFigures) {
  console.log(
    `\nserver memory on ${db} after each round, MB (after two full GCs in the server; round 0: after start):`,
  );
  const show = (n: number | null) => (n === null ? '?' : n.toFixed(1));
  printTable(
    memory.map((m) => ({
      round: m.round,
      RSS: show(m.rssMb),
      'heap used': show(m.heapMb),
      external: show(m.externalMb),
    })),
  );
  const last = memory.at(-1)?.round ?? 0;
  if (rssGrowthMb !== null)
    console.log(
      `growth from round 2 to round ${last}: RSS ${rssGrowthMb >= 0 ? '+' : ''}${rssGrowthMb.toFixed(1)} MB, heap ` +
        `${heapGrowthMb === null ? '?' : `${heapGrowthMb >= 0 ? '+' : ''}${heapGrowthMb.toFixed(1)} MB`}` +
        ` (${(rssGrowthMb / Math.max(1, last - 2)).toFixed(1)} MB of RSS per round)`,
    );
}
