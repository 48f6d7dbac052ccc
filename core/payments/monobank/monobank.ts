import type { AttemptForProvider, PaymentProvider, ProviderEvent, RejectedCallback } from '../provider';
import { monobankKeyRing } from './pubkey';

export type MonobankConfig = {
  /** The merchant's X-Token. */
  token: string;
  /** monobank's API root (a local server in tests). */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** The clock of the key refetch limit (tests). */
  now?: () => number;
};

type Attempt = Pick<AttemptForProvider, 'reference' | 'providerId' | 'amount'>;

const defaultApiUrl = 'https://api.monobank.ua';
/** Where monobank sends the shopper to pay. */
export const monobankPageOrigins = ['https://pay.mbnk.biz', 'https://pay.monobank.ua'] as const;

const obj = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

/** What of an invoice we keep: no card number beyond its last digits, no approval codes. */
function keep(invoice: Record<string, unknown>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const k of [
    'invoiceId',
    'status',
    'amount',
    'ccy',
    'finalAmount',
    'reference',
    'failureReason',
    'errCode',
    'createdDate',
    'modifiedDate',
  ])
    if (invoice[k] !== undefined) raw[k] = invoice[k];
  if (Array.isArray(invoice.cancelList))
    raw.cancelList = invoice.cancelList.map((c) => {
      const { status, amount, ccy, createdDate, modifiedDate } = obj(c);
      return { status, amount, ccy, createdDate, modifiedDate };
    });
  const info = obj(invoice.paymentInfo);
  const pan = typeof info.maskedPan === 'string' ? /(\d{1,4})$/.exec(info.maskedPan) : null;
  if (invoice.paymentInfo !== undefined)
    raw.paymentInfo = { paymentSystem: info.paymentSystem, paymentMethod: info.paymentMethod, last: pan?.[1] };
  return raw;
}

/** monobank's invoice states as ours. */
const statuses = new Map<string, ProviderEvent['status']>([
  ['success', 'paid'],
  ['failure', 'failed'],
  ['reversed', 'refunded'],
  ['expired', 'expired'],
  ['created', 'pending'],
  ['processing', 'pending'],
  ['hold', 'pending'],
]);

/**
 * An invoice's state (webhook or status answer) as an event: success → paid, failure → failed,
 * reversed → refunded (the refund is amount − finalAmount), expired → expired, created /
 * processing / hold → pending. Amounts are kopiyky, ccy is ISO numeric (980).
 */
export function monobankEvent(invoice: Record<string, unknown>): ProviderEvent | RejectedCallback {
  const raw = keep(invoice);
  const { reference, invoiceId, amount, status } = invoice;
  if (typeof reference !== 'string' || reference === '') return { rejected: 'no reference', raw };
  if (typeof invoiceId !== 'string' || invoiceId === '') return { rejected: 'no invoiceId', raw };
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    return { rejected: 'bad amount', raw };
  const mapped = statuses.get(String(status));
  if (!mapped) return { rejected: `status ${String(status).slice(0, 40)}`, raw };
  const finalAmount = typeof invoice.finalAmount === 'number' ? invoice.finalAmount : 0;
  return {
    reference,
    status: mapped,
    amount,
    currency: invoice.ccy === undefined ? '980' : String(invoice.ccy),
    providerId: invoiceId,
    ...(mapped === 'refunded' ? { refundedAmount: Math.max(0, amount - Math.max(0, finalAmount)) || amount } : {}),
    failureReason:
      mapped === 'failed' || mapped === 'expired'
        ? String(invoice.failureReason ?? invoice.errCode ?? status).slice(0, 300)
        : null,
    raw,
  };
}

/**
 * monobank acquiring (ADR 0097): an invoice in kopiyky (ccy 980) per attempt, the
 * shopper sent to its `pageUrl`; webhooks are verified by their ECDSA `X-Sign` with the merchant
 * key (cached, refetched once on a failure, at most once a minute); status and refund (cancel)
 * by invoiceId. The token never leaves this closure.
 */
export function monobankProvider(config: MonobankConfig): PaymentProvider {
  const apiUrl = (config.apiUrl ?? defaultApiUrl).replace(/\/+$/, '');
  const fetcher = config.fetch ?? fetch;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    const response = await fetcher(`${apiUrl}${path}`, {
      method: init.method,
      headers: {
        'X-Token': config.token,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: an error page
    }
    return { status: response.status, body: obj(body) };
  }

  const keys = monobankKeyRing(async () => {
    const { status, body } = await call('/api/merchant/pubkey', { method: 'GET' });
    if (status !== 200 || typeof body.key !== 'string') throw new Error(`monobank pubkey: ${status}`);
    return Buffer.from(body.key, 'base64').toString('utf8');
  }, config.now);

  return {
    name: 'monobank',
    kind: 'card',
    // The real pages, plus a local monobank's own (tests, e2e) when the API is not monobank's.
    pageOrigins: [...monobankPageOrigins, ...(apiUrl === defaultApiUrl ? [] : [new URL(apiUrl).origin])],

    async start(attempt) {
      const ru = attempt.order.locale === 'ru';
      const { status, body } = await call('/api/merchant/invoice/create', {
        method: 'POST',
        body: {
          amount: attempt.amount,
          ccy: 980,
          merchantPaymInfo: {
            reference: attempt.reference,
            destination: ru ? `Оплата заказа №${attempt.order.id}` : `Оплата замовлення №${attempt.order.id}`,
            basketOrder: attempt.order.lines.map((l) => ({
              name: l.title.slice(0, 128),
              qty: l.quantity,
              sum: l.price,
              code: l.extId || String(l.goodId),
              unit: 'шт.',
            })),
          },
          redirectUrl: attempt.resultUrl,
          webHookUrl: attempt.serverUrl,
          validity: 86_400,
        },
      });
      if (status !== 200 || typeof body.invoiceId !== 'string' || typeof body.pageUrl !== 'string')
        throw new Error(`monobank invoice/create answered ${status} ${String(body.errCode ?? '')}`.trim());
      return { providerId: body.invoiceId, checkout: { method: 'GET', url: body.pageUrl } };
    },

    async verify(request) {
      const sign = request.headers.get('x-sign') ?? '';
      if (!sign) return { rejected: 'no X-Sign' };
      const verdict = await keys.check(request.body, sign);
      if (verdict === 'no key') return { rejected: 'monobank key unavailable' };
      if (verdict === 'invalid') return { rejected: 'bad signature' };
      let invoice: unknown;
      try {
        invoice = JSON.parse(request.body);
      } catch {
        return { rejected: 'unreadable body' };
      }
      return monobankEvent(obj(invoice));
    },

    async status(attempt: Attempt) {
      if (!attempt.providerId) return null;
      const { status, body } = await call(
        `/api/merchant/invoice/status?invoiceId=${encodeURIComponent(attempt.providerId)}`,
        { method: 'GET' },
      );
      if (status === 404 || (status === 400 && body.errCode === 'INVOICE_NOT_FOUND')) return null;
      if (status !== 200) throw new Error(`monobank invoice/status answered ${status}`);
      const event = monobankEvent(body);
      if ('rejected' in event) throw new Error(`monobank invoice/status: ${event.rejected}`);
      return event;
    },

    async refund(attempt: Attempt, amount: number) {
      if (!attempt.providerId) return { rejected: 'no invoice' };
      const { status, body } = await call('/api/merchant/invoice/cancel', {
        method: 'POST',
        body: { invoiceId: attempt.providerId, amount },
      });
      const raw = { status: body.status, errCode: body.errCode, createdDate: body.createdDate };
      if (status !== 200 || body.status === 'failure')
        return { rejected: `refund refused: ${String(body.errCode ?? body.status ?? status)}`.slice(0, 200), raw };
      // `processing`: monobank is still sending it back; its webhook (reversed) settles it later.
      return {
        reference: attempt.reference,
        status: body.status === 'success' ? 'refunded' : 'pending',
        amount: attempt.amount,
        currency: '980',
        providerId: attempt.providerId,
        refundedAmount: amount,
        raw,
      };
    },
  };
}
