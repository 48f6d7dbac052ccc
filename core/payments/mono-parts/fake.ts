import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { kopiykyOf } from '../money-text';
import { timingSafeEqualText } from '../safe-equal';
import { monoPartsSignature } from './signature';

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
};

export type FakeMonoParts = {
  apiUrl: string;
  orders: Map<string, FakeMonoOrder>;
  requests: { path: string; body: unknown }[];
  /** A callback as the bank sends it: the body and its signature header. */
  callback(orderId: string, state: string, subState: string): { body: string; signature: string };
  /** The shopper acted in the app: set the state and post the signed callback; answers the shop's status. */
  decide(orderId: string, state: string, subState: string): Promise<number>;
  close(): Promise<void>;
};

/**
 * A local monobank "Покупка частинами" for tests (ADR 0098): every request must carry the store
 * id and the body's HMAC-SHA256 signature; order/create checks the sum, programs and products and
 * answers an order id; order/state and order/confirm answer the state (confirm turns a shopper's
 * approval into SUCCESS); `decide` posts a signed callback as the bank does.
 */
export async function startFakeMonoParts(store: { storeId: string; signKey: string }): Promise<FakeMonoParts> {
  const orders = new Map<string, FakeMonoOrder>();
  const requests: FakeMonoParts['requests'] = [];
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const stateOf = (o: FakeMonoOrder) => ({ order_id: o.orderId, state: o.state, order_sub_state: o.subState });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.headers['store-id'] !== store.storeId) return json(res, 401, { message: 'unknown store' });
    if (!timingSafeEqualText(monoPartsSignature(raw, store.signKey), String(req.headers.signature ?? '')))
      return json(res, 401, { message: 'invalid signature' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(res, 400, { message: 'invalid json' });
    }
    requests.push({ path, body });
    if (req.method === 'POST' && path === '/api/order/create') {
      const total = kopiykyOf(body.total_sum);
      const products = (Array.isArray(body.products) ? (body.products as Record<string, unknown>[]) : []).map((p) => ({
        name: String(p.name),
        count: Number(p.count),
        sum: kopiykyOf(p.sum) ?? -1,
      }));
      const programs = Array.isArray(body.available_programs)
        ? (body.available_programs as Record<string, unknown>[])
        : [];
      const parts = programs.flatMap((p) => (Array.isArray(p.available_parts_count) ? p.available_parts_count : []));
      if (total === null || !products.length || products.reduce((s, p) => s + p.sum * p.count, 0) !== total)
        return json(res, 400, { message: 'products do not add up to total_sum' });
      if (!parts.length || parts.some((n) => typeof n !== 'number' || n < 3 || n > 25))
        return json(res, 400, { message: 'invalid available_parts_count' });
      if (products.reduce((s, p) => s + p.count, 0) > 10) return json(res, 400, { message: 'too many units' });
      const orderId = randomUUID();
      orders.set(orderId, {
        orderId,
        storeOrderId: String(body.store_order_id),
        phone: String(body.client_phone),
        total,
        parts: parts as number[],
        products,
        invoice: (body.invoice ?? {}) as Record<string, unknown>,
        callback: String(body.result_callback ?? ''),
        state: 'IN_PROCESS',
        subState: 'WAITING_FOR_CLIENT',
      });
      return json(res, 201, { order_id: orderId });
    }
    const order = orders.get(String(body.order_id));
    if (req.method === 'POST' && path === '/api/order/state') {
      return order ? json(res, 200, stateOf(order)) : json(res, 404, { message: 'order not found' });
    }
    if (req.method === 'POST' && path === '/api/order/confirm') {
      if (!order) return json(res, 404, { message: 'order not found' });
      if (order.state !== 'IN_PROCESS' || order.subState !== 'WAITING_FOR_STORE_CONFIRM')
        return json(res, 400, { message: 'order cannot be confirmed' });
      order.state = 'SUCCESS';
      order.subState = 'ACTIVE';
      return json(res, 200, stateOf(order));
    }
    return json(res, 404, { message: 'not found' });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { message: 'fake error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const callback = (orderId: string, state: string, subState: string) => {
    const body = JSON.stringify({ order_id: orderId, state, order_sub_state: subState });
    return { body, signature: monoPartsSignature(body, store.signKey) };
  };
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    orders,
    requests,
    callback,
    async decide(orderId, state, subState) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake monobank: no order ${orderId}`);
      order.state = state;
      order.subState = subState;
      const signed = callback(orderId, state, subState);
      const response = await fetch(order.callback, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', signature: signed.signature },
        body: signed.body,
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
