import { cpus, loadavg } from 'node:os';
import { requestTimeoutMs, ShopClient, Slots } from './client';
import { account, runShopper } from './load-shopper';
import type { BenchOptions } from './options';
import type { Random } from './random';
import { printRequests, Tally } from './report';
import { type Account, type Catalogue, register } from './shop';
import { isServerError, percentile, Stats } from './stats';
import type { Shop } from './with-shop';

/** The figures of one load round (latencies in ms, answered requests only; memory in MB). */
export type LoadRound = {
  round: number;
  seconds: number;
  requests: number;
  perSecond: number;
  page: { p50: number; p95: number; p99: number };
  checkP95: number;
  orderP95: number;
  timeouts: number;
  connectionErrors: number;
  /** 503 answers: load shed with Retry-After (each retried once), not failures. */
  shed: number;
  limited: number;
  serverErrors: number;
  shoppersWithOrder: number;
  shoppersNeverAnswered: number;
  /** Shoppers signed in before the round (returning customers), of `--new-shoppers`' complement. */
  returning: number;
  serverCores: number;
  rssBeforeMb: number | null;
  rssAfterMb: number | null;
};

/** What stays the same from round to round: the catalogue, the seeded randomness, the phones. */
export type Crowd = { catalogue: Catalogue; random: Random; nextPhone: () => string };

/**
 * One round of `npm run bench load`: the shoppers (new accounts, new client addresses each round,
 * so rate limits of an earlier round do not carry over) for `duration` seconds; prints what it
 * prints for a single run and returns the figures.
 */
export async function loadRound(shop: Shop, crowd: Crowd, round: number, options: BenchOptions): Promise<LoadRound> {
  const { server, bindSource, ledger } = shop;
  const shoppers = options.shoppers ?? 200;
  const duration = options.duration ?? 60;
  const { seed, think } = options;
  const prefix = round === 1 ? shop.prefix : `${shop.prefix}r${round}-`;
  const blocks = Math.ceil(shoppers / 250);
  const stats = new Stats();
  const tally = new Tally();
  const shoppersOf = Array.from({ length: shoppers }, (_, i) => ({
    i,
    address: { a: 1 + (round - 1) * blocks + Math.floor(i / 250), b: 1 + (i % 250) },
    account: account(crowd.nextPhone(), seed, i),
    // Every fifth shopper (at --new-shoppers 20) is new, spread evenly over web and app shoppers.
    isNew: (i * options.newShoppers) % 100 < options.newShoppers,
  }));
  const earlier = await signInBeforeRound(
    server.port,
    bindSource,
    shoppersOf.filter((s) => !s.isNew),
  );
  const cpuBefore = server.cpuSeconds();
  const rssBefore = server.rssMb();
  const loadBefore = loadavg()[0] ?? 0;
  const harnessBefore = process.cpuUsage();
  const started = Date.now();
  const deadline = started + duration * 1000;
  const clients: ShopClient[] = [];
  const slots = new Slots(options.concurrency);
  const runs = shoppersOf.map(({ i, address, account }) => {
    const client = new ShopClient(server.port, stats, address, bindSource, slots);
    const before = earlier.get(i);
    if (before) client.continueFrom(before);
    clients.push(client);
    const kind = i % 2 === 0 ? ('web' as const) : ('app' as const);
    const shopper = { i, kind, client, random: crowd.random.fork(), account };
    const run = { catalogue: crowd.catalogue, deadline, think, prefix, tally, nextPhone: crowd.nextPhone, ledger };
    return runShopper(shopper, run);
  });
  // Bounded: every shopper stops starting steps at the deadline; whatever still hangs is cut off.
  let timer: NodeJS.Timeout | undefined;
  const hardStop = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), duration * 1000 + 2 * requestTimeoutMs + 5000);
  });
  const outcome = await Promise.race([Promise.all(runs).then(() => 'done' as const), hardStop]);
  clearTimeout(timer);
  for (const client of clients) client.close();
  const elapsed = (Date.now() - started) / 1000;
  const cpu = (server.cpuSeconds() ?? Number.NaN) - (cpuBefore ?? Number.NaN);
  const rssAfter = server.rssMb();
  const requests = stats.count(() => true);
  const harness = process.cpuUsage(harnessBefore);
  const harnessCpu = (harness.user + harness.system) / 1e6;
  console.log(
    `machine: ${cpus().length} cores, 1-min load average ${loadBefore.toFixed(1)} → ${loadavg()[0]?.toFixed(1)}; server used ` +
      `${cpu.toFixed(1)} CPU s in ${elapsed.toFixed(1)} s (${(cpu / elapsed).toFixed(2)} cores), ` +
      `${Math.round((cpu * 1000) / Math.max(1, requests))} ms CPU per request, RSS ${rssBefore ?? '?'} → ${rssAfter ?? '?'} MB; ` +
      `this harness ${harnessCpu.toFixed(1)} CPU s`,
  );
  if (outcome === 'cut') console.log('some shoppers were still waiting at the hard stop: their requests were cut');
  printRequests(stats, elapsed);
  const waits = [...slots.waits].sort((a, b) => a - b);
  console.log(
    `waiting for one of the ${options.concurrency} request slots (not in the latencies): ` +
      `p50 ${percentile(waits, 0.5)} ms, p95 ${percentile(waits, 0.95)} ms, max ${percentile(waits, 1)} ms`,
  );
  const neverAnswered = clients.filter((c) => c.answers === 0).length;
  tally.print(shoppers, neverAnswered);
  const table = stats.table();
  const row = (kind: string) => table.find((r) => r.kind === kind);
  return {
    round,
    seconds: elapsed,
    requests,
    perSecond: requests / elapsed,
    page: { p50: row('page')?.p50 ?? 0, p95: row('page')?.p95 ?? 0, p99: row('page')?.p99 ?? 0 },
    checkP95: row('check')?.p95 ?? 0,
    orderP95: row('order')?.p95 ?? 0,
    timeouts: stats.count((s) => s === 'timeout'),
    connectionErrors: stats.count((s) => s === 'error'),
    shed: stats.count((s) => s === 503),
    limited: stats.count((s) => s === 429),
    serverErrors: stats.count(isServerError),
    shoppersWithOrder: tally.ordered.size,
    shoppersNeverAnswered: neverAnswered,
    returning: earlier.size,
    serverCores: cpu / elapsed,
    rssBeforeMb: rssBefore,
    rssAfterMb: rssAfter,
  };
}

/**
 * Returning customers: accounts registered (and so signed in) before the round, four at a time,
 * outside its latencies — what an earlier visit left them. Each hash costs ~150–300 ms of CPU
 * (ADR 0035): 200 shoppers all registering in the round's first 15 s measure the hashing gate
 * (`--new-shoppers 100` still does), not the shop under 200 shoppers. A shopper whose
 * registration fails here registers during the round instead.
 */
async function signInBeforeRound(
  port: number,
  bindSource: boolean,
  returning: { i: number; address: { a: number; b: number }; account: Account }[],
): Promise<Map<number, ShopClient>> {
  const started = Date.now();
  const stats = new Stats();
  const signedIn = new Map<number, ShopClient>();
  const queue = [...returning];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const client = new ShopClient(port, stats, next.address, bindSource);
      if ((await register(client, next.account)) === 'ok') signedIn.set(next.i, client);
      client.close();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (returning.length)
    console.log(
      `returning shoppers: ${signedIn.size} of ${returning.length} signed in before the round ` +
        `(registered 4 at a time in ${((Date.now() - started) / 1000).toFixed(1)} s, not in the figures below)`,
    );
  return signedIn;
}
