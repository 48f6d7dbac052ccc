import { requestTimeoutMs, ShopClient } from './client';
import type { BenchOptions } from './options';
import { phoneGenerator, type Random, seededRandom } from './random';
import { printRequests, Tally } from './report';
import {
  type Account,
  type CartLine,
  type Catalogue,
  discoverCatalogue,
  orderFields,
  pickCart,
  placeOrder,
  register,
} from './shop';
import { type ShopServer, StartRefused, sleep } from './shop-server';
import { Stats } from './stats';
import { type Shop, withShop } from './with-shop';

type Shopper = { i: number; client: ShopClient; random: Random; account: Account; orders: number };
type Unanswered = { shopper: Shopper; key: string; fields: Record<string, string>; cart: CartLine[] };
type Round = { crashed: boolean; acknowledged: number };

/** A crashed server must be back this soon; start attempts refused before that are retried. */
const restartBudgetMs = 10_000;

/**
 * `npm run bench crash`: shoppers place orders continuously; at a seeded moment of each round the
 * server gets kill -9 and is restarted on the same data (refusals retried for up to 10 s, the time
 * reported). Orders whose answer the crash swallowed are sent again with the same idempotency key,
 * as a client should. At the end every acknowledged order must be in the database, whole, once.
 */
export async function benchCrash(options: BenchOptions) {
  const shopperCount = Math.min(options.shoppers ?? 6, 150);
  const { seed } = options;
  const rounds = options.rounds ?? 3;
  console.log(`crash: ${rounds} rounds × ${shopperCount} order streams on ${options.db}, seed ${seed}`);
  await withShop(
    options,
    'crash',
    async (shop) => {
      const stats = new Stats();
      const tally = new Tally();
      const random = seededRandom(seed);
      const nextPhone = phoneGenerator(random.fork());
      const setup = new ShopClient(shop.server.port, new Stats(), { a: 99, b: 1 }, shop.bindSource);
      const catalogue = await discoverCatalogue(setup);
      setup.close();
      const shoppers: Shopper[] = [];
      for (let i = 0; i < shopperCount; i++) {
        const client = new ShopClient(shop.server.port, stats, { a: 100 + i, b: 1 }, shop.bindSource);
        const account = { phone: nextPhone(), password: `crash-${seed}-${i}`, firstName: 'Бенч', lastName: 'Аварія' };
        const result = await register(client, account);
        if (result !== 'ok') throw new Error(`registration of shopper ${i} ${result}`);
        shoppers.push({ i, client, random: random.fork(), account, orders: 0 });
      }
      // A clean restart first (SIGTERM, start on the same data): the boot time a crash restart compares with.
      const cleanStop = performance.now();
      await shop.server.stop();
      shop.server = await shop.spawn(60_000);
      console.log(
        `clean restart (SIGTERM, start): ${seconds(performance.now() - cleanStop)} s; ${bootTimes(shop.server.boot)}`,
      );
      const started = Date.now();
      let restartFailed = false;
      for (let r = 1; r <= rounds && !restartFailed; r++) {
        const round: Round = { crashed: false, acknowledged: 0 };
        const unanswered: Unanswered[] = [];
        const streams = shoppers.map((s) => orderStream(s, round, shop, catalogue, tally, unanswered));
        const killAfter = random.int(1000, 5000);
        await sleep(killAfter);
        round.crashed = true;
        const pid = shop.server.pid;
        const killedAt = performance.now();
        await shop.server.kill9();
        await Promise.all(streams);
        const restart = await restartServer(shop, killedAt);
        console.log(
          `round ${r}: kill -9 pid ${pid} after ${(killAfter / 1000).toFixed(1)} s, ${round.acknowledged} orders ` +
            `acknowledged, ${unanswered.length} unanswered; ` +
            (restart.ok
              ? `restarted (pid ${shop.server.pid}) in ${seconds(restart.ms)} s (${bootTimes(shop.server.boot)})`
              : `NOT RESTARTED within ${restartBudgetMs / 1000} s`) +
            `, ${restart.attempts} start attempt(s)` +
            (restart.refusals.length ? `; refused: ${[...new Set(restart.refusals)].join(' / ')}` : ''),
        );
        tally.add(restart.ok ? 'restart ok' : 'restart FAILED');
        if (!restart.ok) {
          restartFailed = true;
          break;
        }
        // The crash swallowed these answers: the client sends the same order again with the same key.
        for (const { shopper, key, fields, cart } of unanswered) {
          const again = await placeOrder(shopper.client, fields, shopper.account, key);
          if (again.placed) {
            shop.ledger.acknowledge({ key, orderId: again.placed.orderId, total: again.placed.total, cart });
            tally.add(again.placed.created ? 'resent after crash: created now' : 'resent after crash: was stored');
          } else tally.add(`resent after crash: ${again.answer.status}`);
        }
      }
      for (const s of shoppers) s.client.close();
      printRequests(stats, (Date.now() - started) / 1000);
      tally.print(shopperCount, shoppers.filter((s) => s.client.answers === 0).length);
      return {
        serverErrors: stats.count((s) => typeof s === 'number' && s >= 500),
        problems: restartFailed ? [`no restart within ${restartBudgetMs / 1000} s of kill -9`] : [],
      };
    },
    { logLevel: 'info' },
  );
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

function bootTimes(boot: ShopServer['boot']) {
  const ms = (value: number | undefined) => (value === undefined ? '?' : seconds(value));
  return `server log: database open ${ms(boot.db)} s, migrations ${ms(boot.migrations)} s, serving ${ms(boot.ready)} s after its start`;
}

async function orderStream(
  shopper: Shopper,
  round: Round,
  shop: Shop,
  catalogue: Catalogue,
  tally: Tally,
  unanswered: Unanswered[],
) {
  const { client, random, account } = shopper;
  while (!round.crashed) {
    const cart = pickCart(catalogue, random);
    const fields = orderFields(catalogue, cart, random);
    const key = `${shop.prefix}${shopper.i}-${shopper.orders++}`;
    // A new client address per order: the per-address limit (30 orders a minute) is not under test.
    client.address = { a: 100 + shopper.i, b: 1 + (shopper.orders % 250) };
    shop.ledger.unanswered.add(key);
    const { answer, placed } = await placeOrder(client, fields, account, key);
    if (placed) {
      shop.ledger.acknowledge({ key, orderId: placed.orderId, total: placed.total, cart });
      round.acknowledged++;
      tally.add('order placed');
      tally.ordered.add(shopper.i);
    } else if (typeof answer.status === 'number') {
      shop.ledger.unanswered.delete(key);
      tally.add(`order refused ${answer.status}`);
      if (answer.status >= 500) await sleep(100);
    } else {
      unanswered.push({ shopper, key, fields, cart });
      if (!round.crashed) await sleep(Math.min(requestTimeoutMs, 200));
    }
  }
}

/** Starts the server on the same data; a start refused (e.g. the data dir still locked) is retried for 10 s. */
async function restartServer(shop: Shop, killedAt: number) {
  const refusals: string[] = [];
  let attempts = 0;
  for (;;) {
    attempts++;
    try {
      shop.server = await shop.spawn(60_000);
      return { ok: true, ms: performance.now() - killedAt, attempts, refusals };
    } catch (error) {
      if (!(error instanceof StartRefused)) throw error;
      refusals.push(error.message);
      if (performance.now() - killedAt > restartBudgetMs)
        return { ok: false, ms: performance.now() - killedAt, attempts, refusals };
      await sleep(250);
    }
  }
}
