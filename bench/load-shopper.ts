import { isOk, jsonData, type ShopClient } from './client';
import type { Random } from './random';
import type { Ledger } from './reconcile';
import type { Tally } from './report';
import { type Account, type Catalogue, orderFields, pickCart, placeOrder, register, signIn } from './shop';
import { sleep } from './shop-server';

/** `web`: the storefront's pages; `app`: the mobile app, the SPEC §7 API only. */
export type Shopper = { i: number; kind: 'web' | 'app'; client: ShopClient; random: Random; account: Account };
export type Run = {
  catalogue: Catalogue;
  deadline: number;
  think: number;
  prefix: string;
  tally: Tally;
  nextPhone: () => string;
  ledger: Ledger;
};

export function account(phone: string, seed: number, i: number): Account {
  return { phone, password: `bench-${seed}-${i}`, firstName: 'Бенч', lastName: `Покупець` };
}

/**
 * One simulated shopper of `npm run bench load`: visits until the deadline, each a journey from
 * browsing (pages, or the app's API calls) to an order: sign up or in, cart, check, order,
 * sometimes its replay, history.
 */
export async function runShopper({ i, kind, client, random, account }: Shopper, run: Run) {
  const { catalogue, tally } = run;
  const pause = () => sleep(random.int(0, 2 * run.think));
  const open = () => Date.now() < run.deadline;
  // Arrivals spread over the first quarter of the run (at most 15 s).
  await sleep(random.int(0, Math.min(15_000, (run.deadline - Date.now()) / 4)));
  const auth: Auth = { mode: 'register', phoneTaken: false };
  let orders = 0;
  for (let visit = 0; open(); visit++) {
    if (kind === 'web') await browsePages(client, catalogue, random, visit);
    else await browseApp(client, catalogue, random, visit);
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
async function browsePages(client: ShopClient, catalogue: Catalogue, random: Random, visit: number) {
  const category = random.pick(catalogue.categoryPages);
  await client.get('page', visit === 0 ? '/' : random.chance(0.3) ? `${category}?page=2` : category, 'text/html');
  if (random.chance(0.3))
    await client.get('api-read', `/api/catalog/${random.pick(catalogue.categoryIds)}?per_page=24`);
  const good = random.pick(catalogue.goods);
  await client.get('page', random.chance(0.5) ? good.page : random.pick(catalogue.productPages), 'text/html');
  await goodsByIds(client, catalogue, random, good.id);
}

/** The app's screens: home data (first visit), a category listing, a product, the cart's goods. */
async function browseApp(client: ShopClient, catalogue: Catalogue, random: Random, visit: number) {
  if (visit === 0) await client.get('api-read', '/site/home');
  await client.get('api-read', `/api/catalog/${random.pick(catalogue.categoryIds)}?per_page=24`);
  const good = random.pick(catalogue.goods);
  await client.get('api-read', `/api/goods/id/${good.id}`);
  await goodsByIds(client, catalogue, random, good.id);
}

function goodsByIds(client: ShopClient, catalogue: Catalogue, random: Random, id: number) {
  const ids = new Set([id, random.pick(catalogue.goods).id, random.pick(catalogue.goods).id]);
  return client.get('api-read', `/api/goods/id/${[...ids].join(',')}/-`);
}

function errorCode(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: string }).code ?? '');
  } catch {
    return '';
  }
}
