import { cpus, loadavg } from 'node:os';
import { requestTimeoutMs, ShopClient, Slots } from './client';
import { account, runShopper } from './load-shopper';
import { phoneGenerator, seededRandom } from './random';
import { printRequests, Tally } from './report';
import type { BenchOptions } from './run';
import { discoverCatalogue } from './shop';
import { isServerError, percentile, Stats } from './stats';
import { withShop } from './with-shop';

/**
 * `npm run bench load`: N shoppers for T seconds against the production server on a fresh store —
 * browse (home, category, product pages and their API calls), register / sign in, server cart,
 * create/check, order with an idempotency key (some replayed once), order history — then the
 * database is reconciled with every order the shoppers were told was placed.
 */
export async function benchLoad(options: BenchOptions) {
  const shoppers = options.shoppers ?? 200;
  const duration = options.duration ?? 60;
  const { seed, think, concurrency } = options;
  console.log(
    `load: ${shoppers} shoppers (half on the storefront's pages, half through the app's API) × ${duration} s on ${options.db}, at most ${concurrency} requests in flight, ` +
      `think ~${think} ms between steps, request timeout ${requestTimeoutMs / 1000} s, seed ${seed} ` +
      `(shoppers, carts, phones +38(050)9xx-xx-xx)`,
  );
  await withShop(options, 'load', async ({ server, prefix, bindSource, ledger }) => {
    const stats = new Stats();
    const tally = new Tally();
    const setup = new ShopClient(server.port, new Stats(), { a: 0, b: 1 }, bindSource);
    const catalogue = await discoverCatalogue(setup);
    setup.close();
    console.log(
      `catalogue: ${catalogue.categoryPages.length} category pages, ${catalogue.productPages.length} product pages on /, ` +
        `${catalogue.goods.length} goods in stock, ${catalogue.departments.length} departments`,
    );
    const random = seededRandom(seed);
    const nextPhone = phoneGenerator(random.fork());
    const cpuBefore = server.cpuSeconds();
    const rssBefore = server.rssMb();
    const loadBefore = loadavg()[0] ?? 0;
    const harnessBefore = process.cpuUsage();
    const started = Date.now();
    const deadline = started + duration * 1000;
    const clients: ShopClient[] = [];
    const slots = new Slots(options.concurrency);
    const runs = Array.from({ length: shoppers }, (_, i) => {
      const address = { a: 1 + Math.floor(i / 250), b: 1 + (i % 250) };
      const client = new ShopClient(server.port, stats, address, bindSource, slots);
      clients.push(client);
      const kind = i % 2 === 0 ? ('web' as const) : ('app' as const);
      const shopper = { i, kind, client, random: random.fork(), account: account(nextPhone(), seed, i) };
      return runShopper(shopper, { catalogue, deadline, think, prefix, tally, nextPhone, ledger });
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
    tally.print(shoppers, clients.filter((c) => c.answers === 0).length);
    return { serverErrors: stats.count(isServerError), problems: [] };
  });
}
