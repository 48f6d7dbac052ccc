import { generateKeyPairSync, type KeyObject, sign as signWith } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local monobank acquiring built from monobank's own documents, not from our adapter (* ADR 0112). Sources, cited beside each rule as [doc …]:
 *   [doc] monobank acquiring API, https://api.monobank.ua/docs/acquiring.html — its OpenAPI
 *         document (v2412) as kept in andrew-demb/monobank-api-community-docs, specs/acquiring.json:
 *         paths /api/merchant/invoice/create, /invoice/status, /invoice/cancel, /pubkey; schemas
 *         InvoiceCreateRequest, MerchantPaymInfoItem, InvoiceStatusResponse, CancelListItem,
 *         InvoiceCancelRequest / Response, BadRequestError, ForbiddenError, NotFoundError,
 *         MethodNotAllowedError, InternalServerError; the tag "Приклади верифікації підпису webhook".
 */

/** One invoice as the fake monobank holds it (the status / webhook shape of the docs). */
export type FakeMonobankInvoice = {
  invoiceId: string;
  /** [doc InvoiceStatusResponse.status] the seven documented states. */
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
  /** [doc InvoiceStatusResponse.errCode] the payment error's code ("59": not enough money). */
  errCode?: string;
  createdDate: string;
  modifiedDate: string;
  cancelList?: { status: string; amount: number; ccy: number; createdDate: string; modifiedDate: string }[];
};

export type FakeMonobankOptions = {
  /**
   * What invoice/cancel answers: `success` at once, or `processing` — monobank is still sending the
   * money back and its `reversed` webhook settles it later [doc InvoiceCancelResponse.status].
   */
  cancelAnswers?: 'success' | 'processing';
};

export type FakeMonobank = {
  /** The API root to configure the adapter with (`http://127.0.0.1:<port>`). */
  apiUrl: string;
  invoices: Map<string, FakeMonobankInvoice>;
  /** Calls by path with the token they carried (`authorized` when it was the merchant's). */
  calls: { method: string; path: string; authorized: boolean }[];
  /** Every answer the fake refused with, as monobank's error body (errCode, errText). */
  refusals: { path: string; status: number; errCode: string; errText: string }[];
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

/** [doc tag "Приклади верифікації підпису webhook"] ECDSA over P-256, SHA-256, DER signature. */
const newKey = () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);
/** [doc validity] "Максимальний термін життя інвойса … 30 днів. Якщо передати більше … обрізається до 30 днів". */
const maxValidity = 30 * 86_400;

/**
 * Why a merchantPaymInfo is refused, or null [doc MerchantPaymInfoItem; BadRequestError
 * `INVALID_MERCHANT_PAYM_INFO` — "некоректне значення в обʼєкті merchantPaymInfo"].
 */
function merchantPaymInfoError(info: unknown): string | null {
  if (info === undefined) return null; // [doc InvoiceCreateRequest] optional unless ПРРО is linked
  if (!isObject(info)) return 'merchantPaymInfo is not an object';
  for (const key of ['reference', 'destination', 'comment'] as const)
    if (info[key] !== undefined && typeof info[key] !== 'string') return `${key} is not a string`;
  // [doc destination, comment] maxLength 280.
  for (const key of ['destination', 'comment'] as const)
    if (typeof info[key] === 'string' && (info[key] as string).length > 280) return `${key} longer than 280`;
  if (info.basketOrder === undefined) return null;
  if (!Array.isArray(info.basketOrder)) return 'basketOrder is not an array';
  for (const [i, item] of info.basketOrder.entries()) {
    if (!isObject(item)) return `basketOrder[${i}] is not an object`;
    // [doc basketOrder.items.required] name, qty, sum, code.
    if (typeof item.name !== 'string' || !item.name) return `basketOrder[${i}].name`;
    // [doc qty] number (float): "Кількість одиниць товару".
    if (typeof item.qty !== 'number' || !(item.qty > 0)) return `basketOrder[${i}].qty`;
    // [doc sum] integer int64: "Сума у мінімальних одиницях валюти за одиницю товару".
    if (!isInt(item.sum) || item.sum < 0) return `basketOrder[${i}].sum is not an integer of kopiyky`;
    // [doc code] string, "Код товару, обов'язковий для фіскалізації".
    if (typeof item.code !== 'string' || !item.code) return `basketOrder[${i}].code`;
    // [doc total] optional integer, the line's whole sum.
    if (item.total !== undefined && !isInt(item.total)) return `basketOrder[${i}].total`;
  }
  // The documents never ask the basket to add up to `amount` [doc basketOrder: "використовується для
  // відображення кошика замовлення"]: the fake does not either (ADR 0112).
  return null;
}

/**
 * A local monobank acquiring (ADR 0097; rebuilt from the documents by ADR 0112):
 * node:http on 127.0.0.1, port 0. Checks `X-Token`, validates invoice/create as the documents
 * describe it, answers status in the documented shape (optional fields absent when they do not
 * apply), cancel (refunds, partial or whole), the merchant pubkey (base64 of the PEM), signs
 * webhooks with its own ECDSA P-256 key (SHA-256, DER, base64 in `X-Sign`), which it can rotate,
 * and never sends a webhook for `expired`.
 */
export async function fakeMonobank(token: string, options: FakeMonobankOptions = {}): Promise<FakeMonobank> {
  let key = newKey();
  const stranger = newKey();
  const invoices = new Map<string, FakeMonobankInvoice>();
  const calls: FakeMonobank['calls'] = [];
  const refusals: FakeMonobank['refusals'] = [];
  let pubkeys = 0;
  let next = 1;
  // [doc createdDate, modifiedDate] date-time, as in the published example "2019-08-24T14:15:22Z".
  const stamp = () => new Date(Date.UTC(2026, 0, 1, 12, 0, next++)).toISOString().replace('.000', '');

  /** [doc InvoiceStatusResponse] the status answer, which is also the webhook's body [doc webHookUrl]. */
  const statusOf = (i: FakeMonobankInvoice): Record<string, unknown> => ({
    invoiceId: i.invoiceId,
    status: i.status,
    // [doc failureReason, errCode] only when the payment failed.
    ...(i.status === 'failure' && i.failureReason ? { failureReason: i.failureReason } : {}),
    ...(i.status === 'failure' && i.errCode ? { errCode: i.errCode } : {}),
    amount: i.amount,
    ccy: i.ccy,
    // [doc finalAmount] "змінюється після оплати та повернень": absent before any money moved.
    ...(i.status === 'created' || i.status === 'expired' ? {} : { finalAmount: i.finalAmount }),
    createdDate: i.createdDate,
    modifiedDate: i.modifiedDate,
    ...(i.reference ? { reference: i.reference } : {}),
    ...(i.destination ? { destination: i.destination } : {}),
    // [doc cancelList] only once a cancel was asked for.
    ...(i.cancelList ? { cancelList: i.cancelList } : {}),
    // [doc paymentInfo] "можуть бути status=processing, success, failure, reversed"; required inside:
    // terminal, paymentSystem, paymentMethod, maskedPan.
    ...(['processing', 'success', 'failure', 'reversed'].includes(i.status)
      ? {
          paymentInfo: {
            maskedPan: '444403******1902',
            approvalCode: '662476',
            rrn: '060189181768',
            tranId: '13194036',
            terminal: 'MI001088',
            paymentSystem: 'visa',
            paymentMethod: 'pan',
            country: '804',
          },
        }
      : {}),
  });
  const webhookBody = (invoiceId: string, overrides: Record<string, unknown> = {}) => {
    const i = invoices.get(invoiceId);
    return JSON.stringify({ ...(i ? statusOf(i) : { invoiceId }), ...overrides });
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
  /** [doc webHookUrl] a webhook on every change of state except `expired`; up to 3 tries until 200. */
  const notify = async (i: FakeMonobankInvoice) => {
    if (i.status === 'expired' || !i.webHookUrl) return;
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await sendWebhook(i.invoiceId).catch(() => 0);
      if (status === 200) return;
    }
  };
  const settle = (
    i: FakeMonobankInvoice,
    status: FakeMonobankInvoice['status'],
    extra: Partial<FakeMonobankInvoice> = {},
  ) => {
    Object.assign(i, { status, modifiedDate: stamp(), ...extra });
    if (status === 'success' && extra.finalAmount === undefined) i.finalAmount = i.amount;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = req.method === 'POST' ? await readBody(req) : '';
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    /** [doc BadRequestError …] every error is `{ errCode, errText }`. */
    const refuse = (status: number, errCode: string, errText: string) => {
      refusals.push({ path: url.pathname, status, errCode, errText });
      json(status, { errCode, errText });
    };
    const page = /^\/pay\/([^/]+)(\/(pay|decline))?$/.exec(url.pathname);
    if (page) {
      // The shopper's page (pay.mbnk.biz in production): a fake's own, to click through.
      const invoice = invoices.get(page[1] ?? '');
      if (!invoice) return refuse(404, 'NOT_FOUND', 'invoice not found');
      if (req.method === 'POST' && page[3]) {
        if (invoice.status === 'created') {
          settle(
            invoice,
            page[3] === 'pay' ? 'success' : 'failure',
            // [doc "Помилки в процесі оплати"] errCode 59 — not enough money on the card.
            page[3] === 'pay'
              ? {}
              : { failureReason: 'На картці недостатньо коштів для завершення покупки', errCode: '59' },
          );
          await notify(invoice);
        }
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
    const given = req.headers['x-token'];
    const authorized = given === token;
    calls.push({ method: req.method ?? '', path: url.pathname, authorized });
    const routes: Record<string, string> = {
      '/api/merchant/pubkey': 'GET',
      '/api/merchant/invoice/create': 'POST',
      '/api/merchant/invoice/status': 'GET',
      '/api/merchant/invoice/cancel': 'POST',
    };
    const method = routes[url.pathname];
    if (!method) return refuse(404, 'NOT_FOUND', 'not found');
    // [doc 405 MethodNotAllowedError] "Http-метод невалідний".
    if (req.method !== method) return refuse(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
    // [doc /pubkey 400] "Токен відсутній"; [doc 403 ForbiddenError] FORBIDDEN — an invalid X-Token.
    if (!given) return refuse(400, 'BAD_REQUEST', "empty 'X-Token'");
    if (!authorized) return refuse(403, 'FORBIDDEN', 'forbidden');

    if (url.pathname === '/api/merchant/pubkey') {
      pubkeys++;
      // [doc PubkeyResponse.key] "base64-закодований x.509 ecdsa відкритий ключ" (a PEM, base64).
      const pem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
      return json(200, { key: Buffer.from(pem).toString('base64') });
    }
    let input: unknown = {};
    if (method === 'POST') {
      try {
        input = JSON.parse(body);
      } catch {
        return refuse(400, 'BAD_REQUEST', 'invalid json');
      }
      if (!isObject(input)) return refuse(400, 'BAD_REQUEST', 'invalid json');
    }
    const fields = input as Record<string, unknown>;

    if (url.pathname === '/api/merchant/invoice/create') {
      // [doc InvoiceCreateRequest.required] amount: integer int64, "у мінімальних одиницях (копійки
      // для гривні)" — a UAH number with a fraction (1234.5) is not an integer and is refused.
      if (!isInt(fields.amount)) return refuse(400, 'BAD_REQUEST', "invalid 'amount'");
      // [doc paymentType] debit | hold | verification; `amount` is 0 only for verification.
      const paymentType = fields.paymentType ?? 'debit';
      if (!['debit', 'hold', 'verification'].includes(String(paymentType)))
        return refuse(400, 'BAD_REQUEST', "invalid 'paymentType'");
      if (fields.amount < 0 || (fields.amount === 0 && paymentType !== 'verification'))
        return refuse(400, 'BAD_REQUEST', "invalid 'amount'");
      // [doc ccy] integer ISO 4217, default 980.
      if (fields.ccy !== undefined && !isInt(fields.ccy)) return refuse(400, 'BAD_REQUEST', "invalid 'ccy'");
      if (fields.validity !== undefined && (!isInt(fields.validity) || fields.validity <= 0))
        return refuse(400, 'BAD_REQUEST', "invalid 'validity'");
      for (const k of ['redirectUrl', 'webHookUrl'] as const)
        if (fields[k] !== undefined && typeof fields[k] !== 'string')
          return refuse(400, 'BAD_REQUEST', `invalid '${k}'`);
      const infoError = merchantPaymInfoError(fields.merchantPaymInfo);
      if (infoError) return refuse(400, 'INVALID_MERCHANT_PAYM_INFO', infoError);
      const info = (fields.merchantPaymInfo ?? {}) as Record<string, unknown>;
      // [doc InvoiceCreateResponse.invoiceId] "p2_9ZgpZVsl3".
      const invoiceId = `p2_${String(next++).padStart(8, '0')}`;
      const created = stamp();
      invoices.set(invoiceId, {
        invoiceId,
        status: 'created',
        amount: fields.amount,
        ccy: (fields.ccy as number | undefined) ?? 980,
        finalAmount: 0,
        reference: typeof info.reference === 'string' ? info.reference : '',
        destination: typeof info.destination === 'string' ? info.destination : '',
        basketOrder: Array.isArray(info.basketOrder) ? info.basketOrder : [],
        redirectUrl: typeof fields.redirectUrl === 'string' ? fields.redirectUrl : '',
        webHookUrl: typeof fields.webHookUrl === 'string' ? fields.webHookUrl : '',
        validity: Math.min(maxValidity, (fields.validity as number | undefined) ?? 86_400),
        createdDate: created,
        modifiedDate: created,
      });
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // [doc InvoiceCreateResponse] invoiceId and pageUrl; appUrl only with `withAppUrl: true`.
      return json(200, {
        invoiceId,
        pageUrl: `${origin}/pay/${invoiceId}`,
        ...(fields.withAppUrl === true ? { appUrl: `monobank://pay/${invoiceId}` } : {}),
      });
    }
    if (url.pathname === '/api/merchant/invoice/status') {
      const invoiceId = url.searchParams.get('invoiceId');
      // [doc BadRequestError.errText] example "empty 'invoiceId'"; [doc 404] "Рахунок не знайдено".
      if (!invoiceId) return refuse(400, 'BAD_REQUEST', "empty 'invoiceId'");
      const invoice = invoices.get(invoiceId);
      if (!invoice) return refuse(404, 'NOT_FOUND', "invalid 'invoiceId'");
      return json(200, statusOf(invoice));
    }
    // /api/merchant/invoice/cancel [doc InvoiceCancelRequest]: invoiceId required; amount (a
    // partial refund) integer in kopiyky; extRef, items optional.
    if (typeof fields.invoiceId !== 'string' || !fields.invoiceId)
      return refuse(400, 'BAD_REQUEST', "empty 'invoiceId'");
    if (fields.amount !== undefined && (!isInt(fields.amount) || fields.amount <= 0))
      return refuse(400, 'BAD_REQUEST', "invalid 'amount'");
    const invoice = invoices.get(fields.invoiceId);
    if (!invoice) return refuse(404, 'NOT_FOUND', "invalid 'invoiceId'");
    // [doc InternalServerError] CANCEL_NOT_AVAILABLE — "неможливо скасувати оплату" (not paid).
    if (invoice.status !== 'success') return refuse(500, 'CANCEL_NOT_AVAILABLE', 'cancel not available');
    const amount = (fields.amount as number | undefined) ?? invoice.finalAmount;
    // [doc BadRequestError] WRONG_CANCEL_AMOUNT — a wrong sum, or the payment already cancelled.
    if (amount > invoice.finalAmount) return refuse(400, 'WRONG_CANCEL_AMOUNT', 'wrong cancel amount');
    const at = stamp();
    const processing = options.cancelAnswers === 'processing';
    invoice.cancelList = [
      ...(invoice.cancelList ?? []),
      { status: processing ? 'processing' : 'success', amount, ccy: invoice.ccy, createdDate: at, modifiedDate: at },
    ];
    invoice.finalAmount -= amount;
    if (invoice.finalAmount === 0) {
      // [doc status] `reversed` — "оплата повернена після успіху"; its webhook follows.
      settle(invoice, 'reversed', { finalAmount: 0 });
      void notify(invoice);
    }
    // [doc InvoiceCancelResponse] status processing | success | failure, createdDate, modifiedDate.
    return json(200, { status: processing ? 'processing' : 'success', createdDate: at, modifiedDate: at });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl,
    invoices,
    calls,
    refusals,
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
