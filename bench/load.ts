import { cpus, loadavg } from 'node:os';
import { isOk, jsonData, requestTimeoutMs, ShopClient, Slots } from './client';
import { phoneGenerator, type Random, seededRandom } from './random';
import type { Ledger } from './reconcile';
import { printRequests, Tally } from './report';
import type { BenchOptions } from './run';
import {
  type Account,
  type Catalogue,
  discoverCatalogue,
  orderFields,
  pickCart,
  placeOrder,
  register,
  signIn,
} from './shop';
import { sleep } from './shop-server';
import { percentile, Stats } from './stats';
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
    `load: ${shoppers} shoppers × ${duration} s on ${options.db}, at most ${concurrency} requests in flight, ` +
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
      const shopper = { i, client, random: random.fork(), account: account(nextPhone(), seed, i) };
      return runShopper(shopper, { catalogue, deadline, think, prefix, tally, nextPhone, ledger });
    });
    // Bounded: every shopper stops starting steps at the deadline; whatever still hangs is cut off.
    const hardStop = sleep(duration * 1000 + 2 * requestTimeoutMs + 5000).then(() => 'cut' as const);
    const outcome = await Promise.race([Promise.all(runs).then(() => 'done' as const), hardStop]);
    for (const client of clients) client.close();
    const elapsed = (Date.now() - started) / 1000;
    const cpu = (server.cpuSeconds() ?? Number.NaN) - (cpuBefore ?? Number.NaN);
    const requests = stats.count(() => true);
    const harness = process.cpuUsage(harnessBefore);
    const harnessCpu = (harness.user + harness.system) / 1e6;
    console.log(
      `machine: ${cpus().length} cores, 1-min load average ${loadBefore.toFixed(1)} → ${loadavg()[0]?.toFixed(1)}; server used ` +
        `${cpu.toFixed(1)} CPU s in ${elapsed.toFixed(1)} s (${(cpu / elapsed).toFixed(2)} cores), ` +
        `${Math.round((cpu * 1000) / Math.max(1, requests))} ms CPU per request; this harness ${harnessCpu.toFixed(1)} CPU s`,
    );
    if (outcome === 'cut') console.log('some shoppers were still waiting at the hard stop: their requests were cut');
    printRequests(stats, elapsed);
    const waits = [...slots.waits].sort((a, b) => a - b);
    console.log(
      `waiting for one of the ${options.concurrency} request slots (not in the latencies): ` +
        `p50 ${percentile(waits, 0.5)} ms, p95 ${percentile(waits, 0.95)} ms, max ${percentile(waits, 1)} ms`,
    );
    tally.print(shoppers, clients.filter((c) => c.answers === 0).length);
    return stats.count((s) => typeof s === 'number' && s >= 500);
  });
}

type Shopper = { i: number; client: ShopClient; random: Random; account: Account };
type Run = {
  catalogue: Catalogue;
  deadline: number;
  think: number;
  prefix: string;
  tally: Tally;
  nextPhone: () => string;
  ledger: Ledger;
};

function account(phone: string, seed: number, i: number): Account {
  return { phone, password: `bench-${seed}-${i}`, firstName: 'Бенч', lastName: `Покупець` };
}

async function runShopper({ i, client, random, account }: Shopper, run: Run) {
  const { catalogue, tally } = run;
  const pause = () => sleep(random.int(0, 2 * run.think));
  const open = () => Date.now() < run.deadline;
  // Arrivals spread over the first quarter of the run (at most 15 s).
  await sleep(random.int(0, Math.min(15_000, (run.deadline - Date.now()) / 4)));
  const auth: Auth = { mode: 'register', phoneTaken: false };
  let orders = 0;
  for (let visit = 0; open(); visit++) {
    await browse(client, catalogue, random, visit);
    await pause();
    if (!open()) break;
    if (!client.token) {
      if (!(await authenticate(client, account, auth, run))) {
        await pause();
        continue;
      }
    } else if (visit === 2 && random.chance(0.5)) {
      tally.add(`sign-in again: ${await signIn(client, account)}`);
    }
    const cart = pickCart(catalogue, random);
    for (const line of cart)
      await client.post('cart', '/site/users/cart/add', { id: String(line.id), quantity: String(line.quantity) });
    await client.get('api-read', '/site/users/cart');
    await pause();
    if (!open()) break;
    const fields = orderFields(catalogue, cart, random);
    const check = await client.post('check', '/site/ordernew/create/check', fields);
    const checked = jsonData<{ disabled_checkout: boolean; messages: { code: string }[] }>(check);
    if (!isOk(check) || !checked || checked.disabled_checkout) {
      tally.add(`check refused (${checked?.messages.map((m) => m.code).join(',') || check.status})`);
      continue;
    }
    await pause();
    if (!open()) break;
    const key = `${run.prefix}${i}-${orders++}`;
    run.ledger.unanswered.add(key);
    let first = await placeOrder(client, fields, account, key);
    if (typeof first.answer.status !== 'number') {
      // No answer: send the same order again with the same key, once, as a client should.
      tally.add(`order ${first.answer.status}, sent again`);
      first = await placeOrder(client, fields, account, key);
      if (first.placed) tally.add(first.placed.created ? 'resent: created now' : 'resent: was stored');
      if (typeof first.answer.status !== 'number') continue;
    }
    run.ledger.unanswered.delete(key);
    if (!first.placed) {
      tally.add(`order refused (${first.answer.status} ${errorCode(first.answer.body)})`);
      continue;
    }
    tally.add('order placed');
    tally.ordered.add(i);
    run.ledger.acknowledge({ key, orderId: first.placed.orderId, total: first.placed.total, cart });
    if (random.chance(0.25)) {
      const again = await placeOrder(client, fields, account, key);
      if (again.placed) {
        run.ledger.acknowledge({ key, orderId: again.placed.orderId, total: again.placed.total, cart });
        tally.add(
          again.placed.orderId === first.placed.orderId && !again.placed.created
            ? 'replay: same order'
            : 'replay: NEW ORDER',
        );
      } else tally.add(`replay refused (${again.answer.status} ${errorCode(again.answer.body)})`);
    }
    const history = await client.get('api-read', '/site/users/orders');
    const listed = jsonData<{ orders: { id: number }[] }>(history)?.orders ?? [];
    if (isOk(history))
      tally.add(listed.some((o) => o.id === first.placed?.orderId) ? 'history shows it' : 'history MISSING it');
    await pause();
  }
}

type Auth = { mode: 'register' | 'sign-in'; phoneTaken: boolean };

/**
 * Registers, or signs in when an earlier registration timed out or found the phone taken (the
 * account may exist already); a phone registered by someone else is replaced. True when signed in.
 */
async function authenticate(client: ShopClient, account: Account, auth: Auth, run: Run): Promise<boolean> {
  for (let step = 0; step < 2; step++) {
    const result = auth.mode === 'register' ? await register(client, account) : await signIn(client, account);
    run.tally.add(`${auth.mode} ${result}`);
    if (result === 'ok') return true;
    if (result === 'limited') return false;
    if (auth.mode === 'register') {
      auth.mode = 'sign-in';
      auth.phoneTaken = result === 'taken';
      if (result === 'refused') auth.mode = 'register';
      if (result !== 'taken') return false; // no answer: the account may exist, sign in next visit
    } else {
      if (result !== 'refused') return false;
      auth.mode = 'register'; // wrong password: the account is not ours, or was never created
      if (auth.phoneTaken) account.phone = run.nextPhone();
      return false;
    }
  }
  return false;
}

/** Landing page (home first, then a category), sometimes its listing API, a product page, the goods API. */
async function browse(client: ShopClient, catalogue: Catalogue, random: Random, visit: number) {
  const category = random.pick(catalogue.categoryPages);
  await client.get('page', visit === 0 ? '/' : random.chance(0.3) ? `${category}?page=2` : category, 'text/html');
  if (random.chance(0.3))
    await client.get('api-read', `/api/catalog/${random.pick(catalogue.categoryIds)}?per_page=24`);
  const good = random.pick(catalogue.goods);
  await client.get('page', random.chance(0.5) ? good.page : random.pick(catalogue.productPages), 'text/html');
  const ids = [good.id, random.pick(catalogue.goods).id, random.pick(catalogue.goods).id];
  await client.get('api-read', `/api/goods/id/${[...new Set(ids)].join(',')}/-`);
}

function errorCode(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: string }).code ?? '');
  } catch {
    return '';
  }
}
