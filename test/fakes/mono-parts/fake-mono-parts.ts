import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { kopiykyOf } from '../../../core/payments/money-text';
import { timingSafeEqualText } from '../../../core/payments/safe-equal';

/*
 * A local monobank "Покупка частинами" built from monobank's own document, not from our adapter
 * (ADR 0112). Source, cited beside each rule as [doc …]: the service's OpenAPI document
 * (https://monobank.ua/api-docs/chast, the sandbox https://u2-demo-ext.mono.st4g3.com) as kept in
 * andrew-demb/monobank-api-community-docs, specs/chast.json — its description (signature,
 * callbacks, states, errors, idempotency), paths /api/order/create, /state, /confirm, /reject,
 * /return and schemas CreateOrderRequest, CreateOrderInvoice, Program, Product, OrderStateInfo,
 * ReturnRequest, ExceptionResponse.
 */

/** An instalment order as the fake bank holds it (kopiyky). */
export type FakeMonoOrder = {
  orderId: string;
  storeOrderId: string;
  phone: string;
  total: number;
  parts: number[];
  products: { name: string; count: number; sum: number }[];
  invoice: Record<string, unknown>;
  callback: string;
  state: string;
  subState: string;
  /** Kopiyky returned to the shopper so far (/api/order/return). */
  returned: number;
};

export type FakeMonoParts = {
  apiUrl: string;
  orders: Map<string, FakeMonoOrder>;
  requests: { path: string; body: unknown }[];
  /** Every refusal as the bank's `{ message }` body with its HTTP status. */
  refusals: { path: string; status: number; message: string }[];
  /** A callback as the bank sends it: the body and its signature header. */
  callback(orderId: string, state: string, subState: string): { body: string; signature: string };
  /**
   * The shopper acted in the app: set the state and, where the bank sends one, post the signed
   * callback — only IN_PROCESS/WAITING_FOR_STORE_CONFIRM and FAIL/* [doc "Коли надсилається
   * callback"]; answers the shop's HTTP status, or null when the bank sends nothing.
   */
  decide(orderId: string, state: string, subState: string): Promise<number | null>;
  close(): Promise<void>;
};

/** [doc "Розрахунок підпису"] signature = Base64(HMAC-SHA256(request_body_bytes, store_secret)). */
const documentedSignature = (body: string, secret: string) =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(body, 'utf8')).digest('base64');

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);

/** Why a CreateOrderRequest is refused, or null [doc CreateOrderRequest and the schemas it names]. */
function createOrderError(b: Record<string, unknown>): string | null {
  // [doc required] available_programs, client_phone, invoice, products, store_order_id, total_sum.
  for (const k of ['available_programs', 'client_phone', 'invoice', 'products', 'store_order_id', 'total_sum'])
    if (b[k] === undefined || b[k] === null) return `${k} is required`;
  // [doc store_order_id] string, 1…64.
  if (typeof b.store_order_id !== 'string' || b.store_order_id.length < 1 || b.store_order_id.length > 64)
    return 'store_order_id must be 1..64 characters';
  // [doc client_phone] "у міжнародному форматі"; ["Поширені проблеми"] "+380XXXXXXXXX".
  if (typeof b.client_phone !== 'string' || !/^\+380\d{9}$/.test(b.client_phone)) return 'client_phone is invalid';
  // [doc total_sum] number, "у гривнях", minimum 2; ["Поширені проблеми"] "мінімум 1 грн".
  const total = kopiykyOf(b.total_sum);
  if (typeof b.total_sum !== 'number' || total === null || total < 200) return 'total_sum must be at least 2';
  // [doc CreateOrderInvoice] required date (YYYY-MM-DD), number (≥ 1 char), source INTERNET | STORE;
  // point_id 1…50.
  const invoice = b.invoice;
  if (!isObject(invoice)) return 'invoice is required';
  if (typeof invoice.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(invoice.date)) return 'invoice.date is invalid';
  if (typeof invoice.number !== 'string' || invoice.number.length < 1) return 'invoice.number is required';
  if (invoice.source !== 'INTERNET' && invoice.source !== 'STORE') return 'invoice.source is invalid';
  if (
    invoice.point_id !== undefined &&
    (typeof invoice.point_id !== 'string' || invoice.point_id.length < 1 || invoice.point_id.length > 50)
  )
    return 'invoice.point_id is invalid';
  // [doc available_programs] exactly one Program; [doc Program.available_parts_count] ≥ 1 integers 3…25.
  const programs = b.available_programs;
  if (!Array.isArray(programs) || programs.length !== 1 || !isObject(programs[0]))
    return 'available_programs must hold one program';
  const counts = programs[0].available_parts_count;
  if (!Array.isArray(counts) || !counts.length || counts.some((n) => !isInt(n) || n < 3 || n > 25))
    return 'available_parts_count must be integers 3..25';
  // [doc products] ≥ 1 Product: name 1…500, count integer ≥ 1, sum number ≥ 0.01 — "Ціна за одиницю
  // товару в гривнях".
  const products = b.products;
  if (!Array.isArray(products) || !products.length) return 'products are required';
  for (const [i, p] of products.entries()) {
    if (!isObject(p)) return `products[${i}] is invalid`;
    if (typeof p.name !== 'string' || p.name.length < 1 || p.name.length > 500) return `products[${i}].name`;
    if (!isInt(p.count) || p.count < 1) return `products[${i}].count`;
    const sum = kopiykyOf(p.sum);
    if (typeof p.sum !== 'number' || sum === null || sum < 1) return `products[${i}].sum`;
  }
  if (b.result_callback !== undefined && typeof b.result_callback !== 'string') return 'result_callback is invalid';
  return null;
}

/**
 * A local monobank "Покупка частинами" for tests (ADR 0098; rebuilt from the document after the probe,
 * ADR 0112): every request must carry `store-id` and the body's HMAC-SHA256 `signature` (401
 * otherwise); order/create validates the documented request, is idempotent by store_order_id and
 * answers 201 {order_id}; order/state answers the documented OrderStateInfo; order/confirm turns a
 * shopper's approval into SUCCESS/ACTIVE; order/reject and order/return as documented; callbacks
 * only where the bank sends them. Errors are `{ message }` with the documented HTTP statuses.
 */
export async function startFakeMonoParts(store: { storeId: string; signKey: string }): Promise<FakeMonoParts> {
  const orders = new Map<string, FakeMonoOrder>();
  const requests: FakeMonoParts['requests'] = [];
  const refusals: FakeMonoParts['refusals'] = [];
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Trace-Id': randomUUID() });
    res.end(JSON.stringify(body));
  };
  /** [doc OrderStateInfo] order_id, state, order_sub_state (and an optional message). */
  const stateOf = (o: FakeMonoOrder) => ({ order_id: o.orderId, state: o.state, order_sub_state: o.subState });
  const callback = (orderId: string, state: string, subState: string) => {
    // [doc "Формат Callback"] { order_id, state, order_sub_state }, signed like a request.
    const body = JSON.stringify({ order_id: orderId, state, order_sub_state: subState });
    return { body, signature: documentedSignature(body, store.signKey) };
  };
  const post = async (order: FakeMonoOrder) => {
    if (!order.callback) return null;
    const signed = callback(order.orderId, order.state, order.subState);
    const response = await fetch(order.callback, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', signature: signed.signature },
      body: signed.body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  /** [doc "Коли надсилається callback"] only on IN_PROCESS/WAITING_FOR_STORE_CONFIRM and FAIL/*. */
  const sendsCallback = (o: FakeMonoOrder) =>
    (o.state === 'IN_PROCESS' && o.subState === 'WAITING_FOR_STORE_CONFIRM') || o.state === 'FAIL';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    // [doc ExceptionResponse] every error is `{ message }`.
    const refuse = (status: number, message: string) => {
      refusals.push({ path, status, message });
      json(res, status, { message });
    };
    // [doc "Автентифікація"] both headers on every request; [doc 401] "Підпис не передано або не валідний".
    const given = String(req.headers.signature ?? '');
    if (req.headers['store-id'] !== store.storeId || !given) return refuse(401, 'signature or store-id is missing');
    if (!timingSafeEqualText(documentedSignature(raw, store.signKey), given)) return refuse(401, 'invalid signature');
    if (req.method !== 'POST') return refuse(404, 'not found');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(400, 'invalid json');
    }
    if (!isObject(body)) return refuse(400, 'invalid json');
    requests.push({ path, body });

    if (path === '/api/order/create') {
      const invalid = createOrderError(body);
      if (invalid) return refuse(400, invalid);
      // [doc "Ідемпотентність"] the same store_order_id creates nothing new: the order's id again.
      const existing = [...orders.values()].find((o) => o.storeOrderId === body.store_order_id);
      if (existing) return json(res, 201, { order_id: existing.orderId });
      const total = kopiykyOf(body.total_sum) ?? 0;
      const products = (body.products as Record<string, unknown>[]).map((p) => ({
        name: String(p.name),
        count: Number(p.count),
        sum: kopiykyOf(p.sum) ?? 0,
      }));
      // Not a documented refusal: `sum` is documented as the unit price, so Σ count × sum is the goods'
      // value; the fake holds it to total_sum so a line total sent as `sum` cannot pass (ADR 0112).
      if (products.reduce((s, p) => s + p.sum * p.count, 0) !== total)
        return refuse(400, 'products do not add up to total_sum');
      const programs = body.available_programs as { available_parts_count: number[] }[];
      const orderId = randomUUID();
      orders.set(orderId, {
        orderId,
        storeOrderId: String(body.store_order_id),
        phone: String(body.client_phone),
        total,
        parts: programs[0]?.available_parts_count ?? [],
        products,
        invoice: body.invoice as Record<string, unknown>,
        callback: typeof body.result_callback === 'string' ? body.result_callback : '',
        // [doc /api/order/create "Процес"] created IN_PROCESS; the shopper gets a push.
        state: 'IN_PROCESS',
        subState: 'WAITING_FOR_CLIENT',
        returned: 0,
      });
      // [doc 201] "Заявка прийнята в обробку": CreateOrderResponse { order_id }.
      return json(res, 201, { order_id: orderId });
    }
    // [doc RequestWithOrderIdentifier] order_id required.
    if (typeof body.order_id !== 'string' || !body.order_id) return refuse(400, 'order_id is required');
    const order = orders.get(body.order_id);
    const known = ['/api/order/state', '/api/order/confirm', '/api/order/reject', '/api/order/return'];
    if (!known.includes(path)) return refuse(404, 'not found');
    // [doc 404] "Замовлення не знайдене".
    if (!order) return refuse(404, 'order not found');
    if (path === '/api/order/state') return json(res, 200, stateOf(order));
    if (path === '/api/order/confirm') {
      // [doc /confirm] "Тільки після отримання дочірнього статусу WAITING_FOR_STORE_CONFIRM" →
      // SUCCESS/ACTIVE, the first payment is taken.
      if (order.state !== 'IN_PROCESS' || order.subState !== 'WAITING_FOR_STORE_CONFIRM')
        return refuse(400, 'order cannot be confirmed');
      order.state = 'SUCCESS';
      order.subState = 'ACTIVE';
      return json(res, 200, stateOf(order));
    }
    if (path === '/api/order/reject') {
      // [doc /reject] → FAIL/REJECTED_BY_STORE (not after the store confirmed).
      if (order.state !== 'IN_PROCESS') return refuse(400, 'order cannot be rejected');
      order.state = 'FAIL';
      order.subState = 'REJECTED_BY_STORE';
      return json(res, 200, stateOf(order));
    }
    // /api/order/return [doc ReturnRequest]: order_id, sum (UAH, ≥ 1), store_return_id,
    // return_money_to_card required; only a SUCCESS order; not above what is left; a whole return
    // → SUCCESS/RETURNED; answers { status: "OK" } [doc ReturnResponse].
    const sum = kopiykyOf(body.sum);
    if (typeof body.sum !== 'number' || sum === null || sum < 100) return refuse(400, 'sum is invalid');
    if (typeof body.store_return_id !== 'string' || !body.store_return_id) return refuse(400, 'store_return_id');
    if (typeof body.return_money_to_card !== 'boolean') return refuse(400, 'return_money_to_card');
    if (order.state !== 'SUCCESS') return refuse(400, 'order is not SUCCESS');
    if (sum > order.total - order.returned) return refuse(400, 'sum exceeds what is left');
    order.returned += sum;
    if (order.returned === order.total) order.subState = 'RETURNED';
    return json(res, 200, { status: 'OK' });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { message: 'fake error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    orders,
    requests,
    refusals,
    callback,
    async decide(orderId, state, subState) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake monobank: no order ${orderId}`);
      order.state = state;
      order.subState = subState;
      return sendsCallback(order) ? post(order) : null;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
