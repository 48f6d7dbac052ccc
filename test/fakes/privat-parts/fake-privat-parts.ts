import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { kopiykyOf } from '../../../core/payments/money-text';
import { timingSafeEqualText } from '../../../core/payments/safe-equal';

/*
 * A local PrivatBank "Оплата частинами" (API v2) built from the bank's document and a public client,
 * not from our adapter (ADR 0098 amendment and ADR 0112). Sources, cited as [doc …] and
 * [client …]: PrivatBank API v2, https://bw.gitbooks.io/api-oc (Create, state, redirect);
 * dicrtarasov/yii2-payparts — src/request/PaymentRequest.php (fields, limits, the create signature),
 * src/PayPartsRequest.php (orderId ≤ 64, the state request's signature), src/PayPartsResponse.php
 * (every answer's and callback's signature), src/Product.php (a product's rules), src/PayParts.php
 * (merchant types, amount limits, parts 2…25, payment states).
 */

const sha1Base64 = (text: string) => createHash('sha1').update(text, 'utf8').digest('base64');

/**
 * [client PayPartsResponse::signature()] an answer's or a callback's signature:
 * base64(sha1(password + state + storeId + orderId + token + paymentState + message + password)),
 * absent fields as empty text — a callback has no `state` or `token`, a state answer no `token`.
 */
const answerSignature = (password: string, a: Record<string, unknown>) =>
  sha1Base64(
    [password, a.state, a.storeId, a.orderId, a.token, a.paymentState, a.message, password]
      .map((v) => (v === undefined || v === null ? '' : String(v)))
      .join(''),
  );

/** [client PayPartsRequest::signature()] payment/state's request: base64(sha1(password + storeId + orderId + password)). */
const requestSignature = (password: string, storeId: string, orderId: string) =>
  sha1Base64(`${password}${storeId}${orderId}${password}`);

/** [client PayParts::MERCHANT_TYPES] II, IA, PP, PB. */
const merchantTypes = new Set(['II', 'IA', 'PP', 'PB']);
/** [client PayParts::AMOUNT_MIN / AMOUNT_MAX] 300 … 50,000 UAH (kopiyky here). */
const amountMin = 300_00;
const amountMax = 50_000_00;
/** [client PayParts::STATES] the states a payment goes through. */
export const privatPaymentStates = [
  'CREATED',
  'CANCELED',
  'SUCCESS',
  'FAIL',
  'CLIENT_WAIT',
  'OTP_WAITING',
  'PP_CREATION',
  'LOCKED',
] as const;

/** Why payment/create is refused, or null [client PaymentRequest::rules(), Product::rules()]. */
function createError(body: Record<string, unknown>): string | null {
  // [client PayPartsRequest::rules()] orderId required, ≤ 64.
  if (typeof body.orderId !== 'string' || !body.orderId.trim() || body.orderId.length > 64) return 'invalid orderId';
  // [client] partsCount integer 2…25 (PARTS_COUNT_MIN / MAX).
  if (!Number.isSafeInteger(body.partsCount) || (body.partsCount as number) < 2 || (body.partsCount as number) > 25)
    return 'invalid partsCount';
  if (!merchantTypes.has(String(body.merchantType))) return 'invalid merchantType';
  // [client] responseUrl, redirectUrl: URLs.
  for (const k of ['responseUrl', 'redirectUrl'] as const)
    if (body[k] !== undefined && (typeof body[k] !== 'string' || !URL.canParse(body[k] as string)))
      return `invalid ${k}`;
  if (!Array.isArray(body.products) || !body.products.length) return 'products required';
  for (const p of body.products as Record<string, unknown>[]) {
    // [client Product::rules()] name required ≤ 128; count integer ≥ 1; price number ≥ 0.01.
    if (typeof p?.name !== 'string' || !p.name.trim() || p.name.length > 128) return 'invalid product name';
    if (!Number.isSafeInteger(p.count) || (p.count as number) < 1) return 'invalid product count';
    const price = kopiykyOf(p.price);
    if (typeof p.price !== 'number' || price === null || price < 1) return 'invalid product price';
  }
  return null;
}

/** A payment as the fake bank holds it (amounts in kopiyky). */
export type FakePrivatPayment = {
  storeId: string;
  orderId: string;
  amount: number;
  partsCount: number;
  merchantType: string;
  responseUrl: string;
  redirectUrl: string;
  products: { name: string; count: number; price: number }[];
  token: string;
  paymentState: string;
  message: string;
};

export type FakePrivatParts = {
  /** The API base to give the adapter (…/ipp/v2/). */
  apiUrl: string;
  payments: Map<string, FakePrivatPayment>;
  /** Every request as received: path and parsed body. */
  requests: { path: string; body: unknown }[];
  /** A signed callback body as the bank sends it. */
  callbackBody(orderId: string, paymentState: string, message?: string): Record<string, string>;
  /** The shopper finished at the bank: set the state and post the signed callback to responseUrl. */
  complete(orderId: string, paymentState: string, message?: string): Promise<number>;
  close(): Promise<void>;
};

/**
 * An amount as payment/create's signature takes it, "without the floating point": the UAH number
 * with two decimals and the dot removed — 500 → "50000", 0.99 → "099", 0.05 → "005" (PrivatBank's
 * API v2 document, as `dicrtarasov/yii2-payparts` src/request/PaymentRequest.php builds it:
 * `str_replace('.', '', sprintf('%.2f', $amount))`). Written from the document, not our adapter.
 */
const withoutPoint = (uah: unknown) => Number(uah).toFixed(2).replace('.', '');

/** payment/create's signature from the request body as sent (ADR 0098, the document's order of fields). */
function documentedCreateSignature(password: string, body: Record<string, unknown>): string {
  const products = (Array.isArray(body.products) ? (body.products as Record<string, unknown>[]) : [])
    .map((p) => `${String(p.name)}${String(p.count)}${withoutPoint(p.price)}`)
    .join('');
  const text = [
    password,
    body.storeId,
    body.orderId,
    withoutPoint(body.amount),
    body.partsCount,
    body.merchantType,
    body.responseUrl,
    body.redirectUrl,
    products,
    password,
  ].join('');
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/**
 * A local PrivatBank "Оплата частинами" (API v2) for tests (ADR 0098, ADR 0112): payment/create
 * validates the request as the public client's rules say, checks the signature exactly as the bank
 * does (rebuilt from the request, never with our adapter's functions) and answers a signed token; GET payment?token= is the bank's page;
 * payment/state answers the state; `complete` posts the signed callback. No network.
 */
export async function startFakePrivatParts(store: { storeId: string; password: string }): Promise<FakePrivatParts> {
  const payments = new Map<string, FakePrivatPayment>();
  const requests: FakePrivatParts['requests'] = [];
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/ipp/v2/payment') {
      const found = [...payments.values()].find((p) => p.token === url.searchParams.get('token'));
      res.writeHead(found ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(found ? `<h1>Оплата частинами: ${found.orderId}</h1>` : 'unknown token');
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return json(res, 400, { state: 'FAIL', message: 'invalid json' });
    }
    requests.push({ path: url.pathname, body });
    const fail = (message: string) => json(res, 200, { state: 'FAIL', message });
    if (body.storeId !== store.storeId) return fail('store not found');
    if (req.method === 'POST' && url.pathname === '/ipp/v2/payment/create') {
      const amount = kopiykyOf(body.amount);
      const rawProducts = Array.isArray(body.products) ? (body.products as Record<string, unknown>[]) : [];
      const products = rawProducts.map((p) => ({
        name: String(p.name),
        count: Number(p.count),
        price: kopiykyOf(p.price) ?? -1,
      }));
      const invalid = createError(body);
      if (invalid) return fail(invalid);
      if (amount === null || typeof body.amount !== 'number') return fail('invalid amount');
      // [client PaymentRequest: AMOUNT_MIN … AMOUNT_MAX] 300 … 50,000 UAH.
      if (amount < amountMin || amount > amountMax) return fail('amount out of limits');
      const p = {
        storeId: store.storeId,
        orderId: String(body.orderId),
        amount,
        partsCount: Number(body.partsCount),
        merchantType: String(body.merchantType),
        responseUrl: String(body.responseUrl),
        redirectUrl: String(body.redirectUrl),
        products,
      };
      if (!timingSafeEqualText(documentedCreateSignature(store.password, body), String(body.signature)))
        return fail('invalid signature');
      // [client PaymentRequest @property amount] "сумма платежа должна точно соответствовать сумме товаров".
      if (products.reduce((s, x) => s + x.price * x.count, 0) !== amount) return fail('products do not add up');
      if (payments.has(p.orderId)) return fail('orderId already exists');
      const token = randomBytes(12).toString('hex');
      payments.set(p.orderId, { ...p, token, paymentState: 'CREATED', message: '' });
      // [doc Create] the answer: state, storeId, orderId, token, signed [client PayPartsResponse].
      const answer = { state: 'SUCCESS', storeId: store.storeId, orderId: p.orderId, token };
      return json(res, 200, { ...answer, signature: answerSignature(store.password, answer) });
    }
    if (req.method === 'POST' && url.pathname === '/ipp/v2/payment/state') {
      const orderId = String(body.orderId);
      if (!timingSafeEqualText(requestSignature(store.password, store.storeId, orderId), String(body.signature)))
        return fail('invalid signature');
      const p = payments.get(orderId);
      if (!p) return fail('order not found');
      // [doc state] state (of the request) beside paymentState (of the payment), signed [client PayPartsResponse].
      const answer = {
        state: 'SUCCESS',
        storeId: p.storeId,
        orderId,
        paymentState: p.paymentState,
        message: p.message,
      };
      return json(res, 200, { ...answer, signature: answerSignature(store.password, answer) });
    }
    return json(res, 404, { state: 'FAIL', message: 'not found' });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { state: 'FAIL', message: 'fake error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const callbackBody = (orderId: string, paymentState: string, message = '') => {
    // [doc callback] storeId, orderId, paymentState, message, signed [client PayPartsResponse].
    const signed = { storeId: store.storeId, orderId, paymentState, message };
    return { ...signed, signature: answerSignature(store.password, signed) };
  };
  return {
    apiUrl: `http://127.0.0.1:${port}/ipp/v2/`,
    payments,
    requests,
    callbackBody,
    async complete(orderId, paymentState, message = '') {
      const p = payments.get(orderId);
      if (!p) throw new Error(`fake PrivatBank: no payment ${orderId}`);
      p.paymentState = paymentState;
      p.message = message;
      const response = await fetch(p.responseUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=UTF-8' },
        body: JSON.stringify(callbackBody(orderId, paymentState, message)),
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
