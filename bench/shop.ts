import { type Answer, isOk, jsonData, type ShopClient } from './client';
import type { Random } from './random';

/** Real URLs and ids of the running shop, read once from the home page and the API. */
export type Catalogue = {
  categoryPages: string[];
  categoryIds: number[];
  productPages: string[];
  /** Goods in stock (sell_status 4) with their current price in kopiyky (the API's UAH × 100). */
  goods: { id: number; price: number; page: string }[];
  townCode: string;
  deliveryMethod: number;
  paymentMethod: number;
  departments: string[];
};

type ApiGood = { id: number; price: number; sell_status: string; name_ua: string };
type DeliveryMethod = { id: number; kind: string; payments: { id: number; code: string }[] };

const kyiv = '8000000000';

/** Reads the catalogue through a client (its requests are counted like any shopper's). */
export async function discoverCatalogue(client: ShopClient): Promise<Catalogue> {
  const home = await client.get('page', '/', 'text/html');
  if (!isOk(home)) throw new Error(`GET / answered ${home.status}`);
  const categoryPages = unique(home.body.match(/(?<=href=")\/[a-z0-9-]+\/c\d+(?=")/g) ?? []);
  const productPages = unique(home.body.match(/(?<=href=")\/[a-z0-9-]+\/p\d+(?=")/g) ?? []);
  const categoryIds = categoryPages.map((p) => Number(p.slice(p.lastIndexOf('/c') + 2)));
  const goods = new Map<number, Catalogue['goods'][number]>();
  for (const id of categoryIds.slice(0, 30)) {
    const listing = jsonData<{ goods: ApiGood[] }>(await client.get('api-read', `/api/catalog/${id}?per_page=60`));
    for (const g of listing?.goods ?? [])
      if (g.sell_status === '4') goods.set(g.id, { id: g.id, price: kopiyky(g.price), page: `/${g.name_ua}/p${g.id}` });
  }
  const methods = jsonData<DeliveryMethod[]>(await client.get('api-read', `/site/ordernew/delivery/places/${kyiv}`));
  // A carrier's department paid by card: no store stock, cash-on-delivery limit or courier address involved.
  const method = methods?.find((m) => m.kind === 'department' && m.payments.some((p) => p.code === 'card'));
  const payment = method?.payments.find((p) => p.code === 'card');
  if (!method || !payment) throw new Error('no department delivery paid by card in Kyiv');
  const places = await client.get('api-read', `/site/ordernew/delivery/placesMethod/${kyiv}/${method.id}`);
  const departments = (jsonData<{ result: { code: string }[] }>(places)?.result ?? []).map((d) => d.code);
  if (!categoryPages.length || !productPages.length || goods.size < 10 || !departments.length)
    throw new Error(
      `catalogue too small: ${categoryPages.length} categories, ${productPages.length} products, ${goods.size} goods in stock, ${departments.length} departments`,
    );
  return {
    categoryPages,
    categoryIds,
    productPages,
    goods: [...goods.values()],
    townCode: kyiv,
    deliveryMethod: method.id,
    paymentMethod: payment.id,
    departments,
  };
}

const unique = (list: string[]) => [...new Set(list)];

/** The API speaks hryvnias with up to two decimals (ADR 0032); the database and this harness kopiyky. */
export const kopiyky = (uah: number) => Math.round(uah * 100);

export type Account = { phone: string; password: string; firstName: string; lastName: string };

/** `no-answer`: timeout, reset or 5xx (the account may have been created); `refused`: another 4xx. */
export type AuthResult = 'ok' | 'taken' | 'limited' | 'no-answer' | 'refused';

function signedIn(client: ShopClient, answer: Answer): AuthResult {
  if (answer.status === 429) return 'limited';
  if (answer.status === 409) return 'taken';
  const token = isOk(answer) ? jsonData<{ token: string }>(answer)?.token : undefined;
  if (token) {
    client.token = token;
    return 'ok';
  }
  return typeof answer.status === 'number' && answer.status < 500 ? 'refused' : 'no-answer';
}

export async function register(client: ShopClient, account: Account): Promise<AuthResult> {
  const fields = {
    phone: account.phone,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
  };
  // ADR 0116: the code is texted first; the bench's shop runs demo SMS, which hand it back.
  const sent = await client.post('auth', '/site/users/auth/registration', fields);
  const code = isOk(sent) ? jsonData<{ demo_code?: string }>(sent)?.demo_code : undefined;
  if (!code) return signedIn(client, sent);
  return signedIn(client, await client.post('auth', '/site/users/auth/registration', { ...fields, code }));
}

export async function signIn(client: ShopClient, account: Account): Promise<AuthResult> {
  const answer = await client.post('auth', '/users/auth/phoneauth', {
    phone: account.phone,
    password: account.password,
  });
  return signedIn(client, answer);
}

export type CartLine = { id: number; quantity: number };

/** 1–3 different goods, quantities just enough for the order to pass the 500 UAH minimum (SPEC §9). */
export function pickCart(catalogue: Catalogue, random: Random): CartLine[] {
  const count = random.int(1, 3);
  const chosen = new Map<number, number>();
  while (chosen.size < count) {
    const good = random.pick(catalogue.goods);
    chosen.set(good.id, good.price);
  }
  const share = 50_100 / chosen.size;
  return [...chosen].map(([id, price]) => ({ id, quantity: Math.min(999, Math.max(1, Math.ceil(share / price))) }));
}

/** The fields create/check and create share: Kyiv, a carrier department, card payment. */
export function orderFields(catalogue: Catalogue, cart: CartLine[], random: Random): Record<string, string> {
  return {
    townCode: catalogue.townCode,
    deliveryMethod: String(catalogue.deliveryMethod),
    selectedDepartment: random.pick(catalogue.departments),
    paymentMethod: String(catalogue.paymentMethod),
    cart: JSON.stringify(cart),
  };
}

export type Placed = { orderId: number; total: number; created: boolean };

/** POST /site/ordernew/create; `placed` when the server acknowledged it with 2xx and an order id. */
export async function placeOrder(
  client: ShopClient,
  fields: Record<string, string>,
  account: Account,
  key: string,
): Promise<{ answer: Answer; placed: Placed | null }> {
  const answer = await client.post('order', '/site/ordernew/create', {
    ...fields,
    phone: account.phone,
    first_name: account.firstName,
    last_name: account.lastName,
    idempotency_key: key,
  });
  const data = isOk(answer) ? jsonData<{ order_id: number; total: number; created: boolean }>(answer) : null;
  const placed =
    data && typeof data.order_id === 'number'
      ? { orderId: data.order_id, total: kopiyky(Number(data.total)), created: data.created }
      : null;
  return { answer, placed };
}
