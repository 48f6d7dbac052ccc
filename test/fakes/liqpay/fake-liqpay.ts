import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeData, encodeData, isSignedBy, signData } from '../../../core/payments/liqpay/sign';

/** One payment as the fake LiqPay holds it: the shop's checkout parameters and what happened since. */
export type FakeLiqpayPayment = {
  params: Record<string, unknown>;
  status: string;
  paymentId: number;
  refunded: number;
};

export type FakeLiqpay = {
  /** The API root to configure the adapter with (`http://127.0.0.1:<port>/api/`). */
  apiUrl: string;
  origin: string;
  payments: Map<string, FakeLiqpayPayment>;
  /** Every call to `/request` and `/3/checkout`, after the signature check (`signed`). */
  calls: { path: string; action: string | null; signed: boolean }[];
  /** LiqPay's callback for a payment it holds (or any parameters), signed with the merchant's key. */
  callbackFields: (orderId: string, overrides?: Record<string, unknown>) => { data: string; signature: string };
  /** The same, signed with a key that is not the merchant's (a forgery). */
  forgedFields: (orderId: string, overrides?: Record<string, unknown>) => { data: string; signature: string };
  /** Posts a callback to the payment's `server_url` (or `url`) as LiqPay does; answers the status. */
  sendCallback: (orderId: string, overrides?: Record<string, unknown>, url?: string) => Promise<number>;
  /** Settles a payment at LiqPay without telling the shop (a lost callback). */
  setStatus: (orderId: string, status: string) => void;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type FakeLiqpayOptions = {
  /** A merchant LiqPay has not verified yet: money is taken, but payments read `wait_accept`. */
  merchant?: 'verified' | 'unverified';
};

/** Statuses under which LiqPay holds the shopper's money (API docs, payment statuses): refundable. */
const moneyTaken = new Set(['success', 'wait_accept', 'wait_compensation', 'wait_card', 'wait_lc']);

/**
 * A local LiqPay (ADR 0097) for protocol tests and e2e: node:http on 127.0.0.1, port 0.
 * It checks the shop's signatures with the merchant's private key as LiqPay does, serves a
 * minimal payment page at `3/checkout` ("pay" / "decline" post the signed callback to
 * `server_url`, then send the browser to `result_url`), and answers `request` (status, refund).
 */
export async function fakeLiqpay(
  keys: { publicKey: string; privateKey: string },
  options: FakeLiqpayOptions = {},
): Promise<FakeLiqpay> {
  // A paid payment's status: `success`, or `wait_accept` while LiqPay has not yet verified the
  // merchant ("Кошти з клієнта списані, але магазин ще не пройшов перевірку" — LiqPay API docs,
  // payment statuses, https://www.liqpay.ua/doc/api/callback).
  const paidStatus = options.merchant === 'unverified' ? 'wait_accept' : 'success';
  const payments = new Map<string, FakeLiqpayPayment>();
  const calls: FakeLiqpay['calls'] = [];
  let nextId = 2_000_000_001;

  const answerOf = (orderId: string, overrides: Record<string, unknown> = {}) => {
    const p = payments.get(orderId);
    return {
      action: 'pay',
      payment_id: p?.paymentId ?? 1,
      status: p?.status ?? 'success',
      version: 3,
      type: 'buy',
      paytype: 'card',
      public_key: keys.publicKey,
      order_id: orderId,
      liqpay_order_id: `LQ${p?.paymentId ?? 1}`,
      description: p?.params.description ?? '',
      sender_phone: '380501112233',
      sender_card_mask2: '414962*15',
      ip: '203.0.113.7',
      amount: p?.params.amount ?? 0,
      currency: p?.params.currency ?? 'UAH',
      ...(p && p.refunded > 0 ? { refund_amount: p.refunded } : {}),
      ...overrides,
    };
  };
  const callbackFields = (orderId: string, overrides?: Record<string, unknown>) => {
    const data = encodeData(answerOf(orderId, overrides));
    return { data, signature: signData(keys.privateKey, data) };
  };
  const forgedFields = (orderId: string, overrides?: Record<string, unknown>) => {
    const data = encodeData(answerOf(orderId, overrides));
    return { data, signature: signData(`${keys.privateKey}-not`, data) };
  };
  const sendCallback = async (orderId: string, overrides?: Record<string, unknown>, url?: string) => {
    const target = url ?? String(payments.get(orderId)?.params.server_url ?? '');
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(callbackFields(orderId, overrides)).toString(),
    });
    await response.arrayBuffer();
    return response.status;
  };

  /** The signed form of a shop's call, checked as LiqPay does; null (and a 400 sent) when forged. */
  const signedParams = (path: string, body: string, res: ServerResponse) => {
    const form = new URLSearchParams(body);
    const data = form.get('data') ?? '';
    const signed = isSignedBy(keys.privateKey, data, form.get('signature') ?? '');
    const params = signed ? decodeData(data) : null;
    calls.push({ path, action: params ? String(params.action ?? '') : null, signed });
    if (!params || params.public_key !== keys.publicKey || Number(params.version) !== 3) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ result: 'error', status: 'error', err_code: 'err_signature' }));
      return null;
    }
    return params;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = req.method === 'POST' ? await readBody(req) : '';
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && url.pathname === '/api/3/checkout') {
      const params = signedParams(url.pathname, body, res);
      if (!params) return;
      const orderId = String(params.order_id ?? '');
      if (!payments.has(orderId))
        // "prepared — платіж створений, очікується його завершення відправником" (API docs, statuses).
        payments.set(orderId, { params, status: 'prepared', paymentId: nextId++, refunded: 0 });
      const action = `/api/fake/pay/${encodeURIComponent(orderId)}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>LiqPay (fake)</title><h1>LiqPay (fake)</h1>` +
          `<p>${escapeHtml(String(params.description ?? ''))}: ${escapeHtml(String(params.amount))} ${escapeHtml(String(params.currency))}</p>` +
          `<form method="post" action="${action}"><button name="outcome" value="pay">pay</button>` +
          `<button name="outcome" value="decline">decline</button></form>`,
      );
      return;
    }
    const pay = /^\/api\/fake\/pay\/(.+)$/.exec(url.pathname);
    if (req.method === 'POST' && pay) {
      const orderId = decodeURIComponent(pay[1] ?? '');
      const payment = payments.get(orderId);
      if (!payment) return json(404, { error: 'unknown order' });
      const paid = new URLSearchParams(body).get('outcome') === 'pay';
      payment.status = paid ? paidStatus : 'failure';
      await sendCallback(orderId, paid ? {} : { err_code: 'limit', err_description: 'Card limit exceeded' }).catch(
        () => 0,
      );
      res.writeHead(303, { location: String(payment.params.result_url ?? '/') });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/request') {
      const params = signedParams(url.pathname, body, res);
      if (!params) return;
      const orderId = String(params.order_id ?? '');
      const payment = payments.get(orderId);
      if (!payment)
        return json(200, {
          result: 'error',
          status: 'error',
          err_code: 'payment_not_found',
          err_description: 'Платеж не найден',
        });
      if (params.action === 'status') return json(200, { result: 'ok', ...answerOf(orderId) });
      if (params.action === 'refund') {
        const amount = Math.round(Number(params.amount) * 100);
        const paidKop = Math.round(Number(payment.params.amount) * 100);
        if (!moneyTaken.has(payment.status) || !(amount > 0) || payment.refunded * 100 + amount > paidKop)
          return json(200, { result: 'error', status: 'error', err_code: 'refund_not_allowed' });
        payment.refunded = (payment.refunded * 100 + amount) / 100;
        if (payment.refunded * 100 >= paidKop) payment.status = 'reversed';
        return json(200, { result: 'ok', status: 'reversed', payment_id: payment.paymentId });
      }
      return json(200, { result: 'error', status: 'error', err_code: 'unknown_action' });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/api/`,
    origin,
    payments,
    calls,
    callbackFields,
    forgedFields,
    sendCallback,
    setStatus: (orderId, status) => {
      const payment = payments.get(orderId);
      if (payment) payment.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
