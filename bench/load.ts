import { isOk, jsonData, requestTimeoutMs, ShopClient } from './client';
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
import { Stats } from './stats';
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
  const { seed, think } = options;
  console.log(
    `load: ${shoppers} shoppers × ${duration} s on ${options.db}, seed ${seed}, think ~${think} ms between steps, ` +
      `request timeout ${requestTimeoutMs / 1000} s`,
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
    const started = Date.now();
    const deadline = started + duration * 1000;
    const clients: ShopClient[] = [];
    const runs = Array.from({ length: shoppers }, (_, i) => {
      const client = new ShopClient(server.port, stats, { a: 1 + Math.floor(i / 250), b: 1 + (i % 250) }, bindSource);
      clients.push(client);
      const shopper = { i, client, random: random.fork(), account: account(nextPhone(), seed, i) };
      return runShopper(shopper, { catalogue, deadline, think, prefix, tally, nextPhone, ledger });
    });
    // Bounded: every shopper stops starting steps at the deadline; whatever still hangs is cut off.
    const hardStop = sleep(duration * 1000 + 2 * requestTimeoutMs + 5000).then(() => 'cut' as const);
    const outcome = await Promise.race([Promise.all(runs).then(() => 'done' as const), hardStop]);
    for (const client of clients) client.close();
    const elapsed = (Date.now() - started) / 1000;
    if (outcome === 'cut') console.log('some shoppers were still waiting at the hard stop: their requests were cut');
    printRequests(stats, elapsed);
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
    await browse(client, catalogue, random);
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
    const first = await placeOrder(client, fields, account, key);
    if (typeof first.answer.status !== 'number') continue;
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

/** Home page, a category page and its listing, a product page and the goods API. */
async function browse(client: ShopClient, catalogue: Catalogue, random: Random) {
  await client.get('page', '/', 'text/html');
  const category = random.pick(catalogue.categoryPages);
  await client.get('page', random.chance(0.3) ? `${category}?page=2` : category, 'text/html');
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
