import { generateKeyPairSync, type KeyObject, sign as signWith } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One invoice as the fake monobank holds it (the webhook / status shape of the docs). */
export type FakeMonobankInvoice = {
  invoiceId: string;
  status: 'created' | 'processing' | 'hold' | 'success' | 'failure' | 'reversed' | 'expired';
  amount: number;
  ccy: number;
  finalAmount: number;
  reference: string;
  destination: string;
  basketOrder: unknown[];
  redirectUrl: string;
  webHookUrl: string;
  validity: number;
  failureReason?: string;
  createdDate: string;
  modifiedDate: string;
  cancelList?: { status: string; amount: number; ccy: number; createdDate: string; modifiedDate: string }[];
};

export type FakeMonobank = {
  /** The API root to configure the adapter with (`http://127.0.0.1:<port>`). */
  apiUrl: string;
  invoices: Map<string, FakeMonobankInvoice>;
  /** Calls by path with the token they carried (`authorized` when it was the merchant's). */
  calls: { method: string; path: string; authorized: boolean }[];
  /** How many times the public key was asked for. */
  pubkeyCalls: () => number;
  /** The invoice's webhook body (as monobank serialises it) with what the test overrides. */
  webhookBody: (invoiceId: string, overrides?: Record<string, unknown>) => string;
  /** `X-Sign` for a body: the current key, or a key that is not monobank's. */
  sign: (body: string, key?: 'current' | 'stranger') => string;
  /** Posts a signed webhook to the invoice's webHookUrl (or `url`); answers the HTTP status. */
  sendWebhook: (invoiceId: string, overrides?: Record<string, unknown>, url?: string) => Promise<number>;
  /** Changes an invoice's state at monobank without telling the shop (a lost webhook). */
  setStatus: (invoiceId: string, status: FakeMonobankInvoice['status'], extra?: Partial<FakeMonobankInvoice>) => void;
  /** monobank rotates its key: webhooks are signed by a new one, the pubkey call answers it. */
  rotateKey: () => void;
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

const newKey = () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local monobank acquiring (issue 20, ADR 0097): node:http on 127.0.0.1, port 0. Checks
 * `X-Token`, creates invoices (pageUrl on its own origin with "pay" / "decline"), answers status,
 * cancel (refunds) and the merchant pubkey (base64 of the PEM), and signs webhooks with its own
 * ECDSA P-256 key (SHA-256, DER, base64 in `X-Sign`), which it can rotate.
 */
export async function fakeMonobank(token: string): Promise<FakeMonobank> {
  let key = newKey();
  const stranger = newKey();
  const invoices = new Map<string, FakeMonobankInvoice>();
  const calls: FakeMonobank['calls'] = [];
  let pubkeys = 0;
  let next = 1;
  const stamp = () => new Date(Date.UTC(2026, 0, 1, 12, 0, next++)).toISOString().replace('.000', '');

  const webhookBody = (invoiceId: string, overrides: Record<string, unknown> = {}) => {
    const i = invoices.get(invoiceId);
    return JSON.stringify({
      invoiceId,
      status: i?.status,
      ...(i?.failureReason ? { failureReason: i.failureReason } : {}),
      amount: i?.amount,
      ccy: i?.ccy,
      finalAmount: i?.finalAmount,
      createdDate: i?.createdDate,
      modifiedDate: i?.modifiedDate,
      reference: i?.reference,
      destination: i?.destination,
      ...(i?.cancelList ? { cancelList: i.cancelList } : {}),
      paymentInfo: {
        maskedPan: '444403******1902',
        approvalCode: '662476',
        rrn: '060189181768',
        paymentSystem: 'visa',
      },
      ...overrides,
    });
  };
  const sign = (body: string, which: 'current' | 'stranger' = 'current') =>
    signWith('sha256', Buffer.from(body), (which === 'current' ? key : stranger).privateKey as KeyObject).toString(
      'base64',
    );
  const sendWebhook = async (invoiceId: string, overrides?: Record<string, unknown>, url?: string) => {
    const body = webhookBody(invoiceId, overrides);
    const response = await fetch(url ?? invoices.get(invoiceId)?.webHookUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sign': sign(body) },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  const settle = (
    i: FakeMonobankInvoice,
    status: FakeMonobankInvoice['status'],
    extra: Partial<FakeMonobankInvoice> = {},
  ) => {
    Object.assign(i, { status, modifiedDate: stamp(), ...extra });
    if (status === 'success') i.finalAmount = i.amount;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = req.method === 'POST' ? await readBody(req) : '';
    const authorized = req.headers['x-token'] === token;
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const page = /^\/pay\/([^/]+)(\/(pay|decline))?$/.exec(url.pathname);
    if (page) {
      const invoice = invoices.get(page[1] ?? '');
      if (!invoice) return json(404, { errCode: 'NOT_FOUND' });
      if (req.method === 'POST' && page[3]) {
        settle(
          invoice,
          page[3] === 'pay' ? 'success' : 'failure',
          page[3] === 'pay' ? {} : { failureReason: 'Картку заблоковано' },
        );
        await sendWebhook(invoice.invoiceId).catch(() => 0);
        res.writeHead(303, { location: invoice.redirectUrl });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>monobank (fake)</title><h1>monobank (fake)</h1>` +
          `<p>${escapeHtml(invoice.destination)}: ${invoice.amount / 100} UAH</p>` +
          `<form method="post" action="/pay/${invoice.invoiceId}/pay"><button>pay</button></form>` +
          `<form method="post" action="/pay/${invoice.invoiceId}/decline"><button>decline</button></form>`,
      );
      return;
    }
    calls.push({ method: req.method ?? '', path: url.pathname, authorized });
    if (!authorized) return json(403, { errCode: 'FORBIDDEN', errText: 'forbidden' });
    if (req.method === 'GET' && url.pathname === '/api/merchant/pubkey') {
      pubkeys++;
      const pem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
      return json(200, { key: Buffer.from(pem).toString('base64') });
    }
    if (req.method === 'POST' && url.pathname === '/api/merchant/invoice/create') {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body);
      } catch {
        return json(400, { errCode: 'BAD_REQUEST', errText: 'json' });
      }
      const info = (input.merchantPaymInfo ?? {}) as Record<string, unknown>;
      if (!Number.isSafeInteger(input.amount) || (input.amount as number) <= 0 || input.ccy !== 980)
        return json(400, { errCode: 'BAD_REQUEST', errText: 'amount or ccy' });
      const invoiceId = `p2_${String(next++).padStart(8, '0')}`;
      const created = stamp();
      invoices.set(invoiceId, {
        invoiceId,
        status: 'created',
        amount: input.amount as number,
        ccy: 980,
        finalAmount: 0,
        reference: String(info.reference ?? ''),
        destination: String(info.destination ?? ''),
        basketOrder: Array.isArray(info.basketOrder) ? info.basketOrder : [],
        redirectUrl: String(input.redirectUrl ?? ''),
        webHookUrl: String(input.webHookUrl ?? ''),
        validity: Number(input.validity ?? 86_400),
        createdDate: created,
        modifiedDate: created,
      });
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return json(200, { invoiceId, pageUrl: `${origin}/pay/${invoiceId}` });
    }
    if (req.method === 'GET' && url.pathname === '/api/merchant/invoice/status') {
      const invoice = invoices.get(url.searchParams.get('invoiceId') ?? '');
      if (!invoice) return json(404, { errCode: 'NOT_FOUND', errText: 'invoice not found' });
      return json(200, JSON.parse(webhookBody(invoice.invoiceId)));
    }
    if (req.method === 'POST' && url.pathname === '/api/merchant/invoice/cancel') {
      const input = JSON.parse(body || '{}') as { invoiceId?: string; amount?: number };
      const invoice = invoices.get(input.invoiceId ?? '');
      if (!invoice) return json(404, { errCode: 'NOT_FOUND', errText: 'invoice not found' });
      const amount = input.amount ?? invoice.finalAmount;
      if (invoice.status !== 'success' || amount <= 0 || amount > invoice.finalAmount)
        return json(400, { errCode: 'BAD_REQUEST', errText: 'cannot cancel' });
      const at = stamp();
      invoice.cancelList = [
        ...(invoice.cancelList ?? []),
        { status: 'success', amount, ccy: 980, createdDate: at, modifiedDate: at },
      ];
      invoice.finalAmount -= amount;
      if (invoice.finalAmount === 0) invoice.status = 'reversed';
      return json(200, { status: 'success', createdDate: at, modifiedDate: at });
    }
    json(404, { errCode: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl,
    invoices,
    calls,
    pubkeyCalls: () => pubkeys,
    webhookBody,
    sign,
    sendWebhook,
    setStatus: (invoiceId, status, extra) => {
      const invoice = invoices.get(invoiceId);
      if (invoice) settle(invoice, status, extra);
    },
    rotateKey: () => {
      key = newKey();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
