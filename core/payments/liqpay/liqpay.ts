import type {
  AttemptForProvider,
  CallbackRequest,
  PaymentProvider,
  ProviderEvent,
  RejectedCallback,
} from '../provider';
import { decodeData, encodeData, isSignedBy, signData, toKopiyky, toUah } from './sign';

export type LiqpayConfig = {
  publicKey: string;
  privateKey: string;
  /** LiqPay's API root, ending in `/` (a local server in tests). */
  apiUrl?: string;
  /** Accept LiqPay's `sandbox` status as paid and ask for test payments (never in production). */
  sandbox?: boolean;
  fetch?: typeof fetch;
};

type Attempt = Pick<AttemptForProvider, 'reference' | 'providerId' | 'amount'>;

/** What of LiqPay's answer we keep: no phone, IP or card beyond its last four digits. */
const kept = [
  'action',
  'payment_id',
  'status',
  'version',
  'type',
  'paytype',
  'order_id',
  'liqpay_order_id',
  'amount',
  'currency',
  'refund_amount',
  'err_code',
  'err_description',
  'transaction_id',
  'create_date',
  'end_date',
  'is_3ds',
] as const;

function keep(params: Record<string, unknown>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const k of kept) if (params[k] !== undefined) raw[k] = params[k];
  // sender_card_mask2 is like 414962*15: keep only the digits after the mask, at most four.
  const tail = typeof params.sender_card_mask2 === 'string' ? /\*(\d{1,4})$/.exec(params.sender_card_mask2) : null;
  if (tail) raw.card_last = tail[1];
  return raw;
}

/**
 * LiqPay's documented payment statuses (API docs, "Статуси платежу":
 * https://www.liqpay.ua/doc/api/callback, the `status` field; the same list in the typed client
 * of the public LiqPay SDKs) and what each means for the shop (ADR 0097).
 */
const statusMeaning: Record<string, ProviderEvent['status']> = {
  // Кінцеві: success — успішний платіж; failure, error — неуспішний; reversed — повернений.
  success: 'paid',
  failure: 'failed',
  error: 'failed',
  reversed: 'refunded',
  // "Кошти з клієнта списані" — money taken, only the merchant's side is pending:
  // wait_accept (the shop not yet verified by LiqPay), wait_compensation (paid, credited in the
  // daily payout), wait_card (no payout method set at the merchant), wait_lc (letter of credit,
  // the customer charged), wait_reserve (the payment's money reserved for an earlier refund).
  wait_accept: 'paid',
  wait_compensation: 'paid',
  wait_card: 'paid',
  wait_lc: 'paid',
  wait_reserve: 'paid',
  // Not paid yet: the shopper or the bank still has to act.
  processing: 'pending',
  prepared: 'pending',
  hold_wait: 'pending',
  cash_wait: 'pending',
  invoice_wait: 'pending',
  wait_secure: 'pending',
  wait_qr: 'pending',
  wait_sender: 'pending',
  // try_again ("оплата неуспішна, клієнт може повторити спробу") leaves the shopper on LiqPay's
  // page with the same order_id; subscribed / unsubscribed belong to subscriptions, which the shop
  // never starts. All three change nothing here and are answered 200, so LiqPay stops retrying.
  try_again: 'pending',
  subscribed: 'pending',
  unsubscribed: 'pending',
};

/** 3ds_verify, otp_verify, senderapp_verify, p24_verify, mp_verify…: a confirmation is awaited. */
const awaitingConfirmation = /^[a-z0-9]+_verify$/;

/**
 * LiqPay's answer (a callback, a status or refund reply) as an event, or why it changes nothing:
 * every documented status maps to paid, failed, refunded or pending (`statusMeaning`); `sandbox` is
 * paid only in a sandbox shop; an undocumented status is a rejection. Amounts in UAH become kopiyky.
 */
export function liqpayEvent(params: Record<string, unknown>, sandbox: boolean): ProviderEvent | RejectedCallback {
  const raw = keep(params);
  const reference = params.order_id;
  const status = String(params.status ?? '');
  const amount = toKopiyky(params.amount);
  if (typeof reference !== 'string' || reference === '') return { rejected: 'no order_id', raw };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { rejected: 'bad amount', raw };
  let mapped: ProviderEvent['status'] | undefined = Object.hasOwn(statusMeaning, status)
    ? statusMeaning[status]
    : awaitingConfirmation.test(status)
      ? 'pending'
      : undefined;
  if (status === 'sandbox') {
    if (!sandbox) return { rejected: 'sandbox', raw };
    mapped = 'paid';
  }
  if (!mapped) return { rejected: `status ${status.slice(0, 40)}`, raw };
  const refund = toKopiyky(params.refund_amount);
  const failure = [params.err_code, params.err_description].filter((x) => typeof x === 'string' && x).join(': ');
  return {
    reference,
    status: mapped,
    amount,
    currency: typeof params.currency === 'string' ? params.currency : '',
    providerId: params.payment_id === undefined || params.payment_id === null ? null : String(params.payment_id),
    ...(mapped === 'refunded' && Number.isSafeInteger(refund) && refund > 0 ? { refundedAmount: refund } : {}),
    failureReason: mapped === 'failed' ? failure.slice(0, 300) || status : null,
    raw,
  };
}

/**
 * The LiqPay card acquirer, Checkout API v3 (ADR 0097): the checkout is a form the
 * browser posts to LiqPay (`data` + `signature`, no call from us); callbacks and answers are
 * verified by the SHA-1 signature over the private key; status and refund go to `/request`.
 * The private key never leaves this closure.
 */
export function liqpayProvider(config: LiqpayConfig): PaymentProvider {
  const apiUrl = config.apiUrl ?? 'https://www.liqpay.ua/api/';
  const fetcher = config.fetch ?? fetch;
  const sandbox = config.sandbox ?? false;
  const signed = (params: Record<string, unknown>) => {
    const data = encodeData({ version: 3, public_key: config.publicKey, ...params });
    return { data, signature: signData(config.privateKey, data) };
  };

  /** Calls LiqPay's server API; its answer is plain JSON. */
  async function request(params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await fetcher(new URL('request', apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(signed(params)).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`liqpay answered ${response.status}`);
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') throw new Error('liqpay answered no object');
    return body as Record<string, unknown>;
  }

  return {
    name: 'liqpay',
    kind: 'card',
    pageOrigins: [new URL(apiUrl).origin],

    async start(attempt) {
      const ru = attempt.order.locale === 'ru';
      const fields = signed({
        action: 'pay',
        amount: toUah(attempt.amount),
        currency: 'UAH',
        description: ru ? `Заказ №${attempt.order.id}` : `Замовлення №${attempt.order.id}`,
        order_id: attempt.reference,
        result_url: attempt.resultUrl,
        server_url: attempt.serverUrl,
        language: ru ? 'ru' : 'uk',
        ...(sandbox ? { sandbox: 1 } : {}),
      });
      return { checkout: { method: 'POST', url: new URL('3/checkout', apiUrl).href, fields } };
    },

    async verify(request: CallbackRequest) {
      const form = new URLSearchParams(request.body);
      const data = form.get('data') ?? '';
      const signature = form.get('signature') ?? '';
      if (!data || !signature) return { rejected: 'no data or signature' };
      if (!isSignedBy(config.privateKey, data, signature)) return { rejected: 'bad signature' };
      const params = decodeData(data);
      if (!params) return { rejected: 'unreadable data' };
      if (params.public_key !== undefined && params.public_key !== config.publicKey)
        return { rejected: 'another merchant', raw: keep(params) };
      return liqpayEvent(params, sandbox);
    },

    async status(attempt: Attempt) {
      const answer = await request({ action: 'status', order_id: attempt.reference });
      if (answer.err_code === 'payment_not_found') return null;
      if (answer.result === 'error' && answer.order_id === undefined)
        throw new Error(`liqpay status: ${String(answer.err_code ?? 'error')}`);
      const event = liqpayEvent(answer, sandbox);
      if ('rejected' in event) {
        if (event.rejected === 'sandbox') return null;
        throw new Error(`liqpay status: ${event.rejected}`);
      }
      return event;
    },

    async refund(attempt: Attempt, amount: number) {
      const answer = await request({ action: 'refund', order_id: attempt.reference, amount: toUah(amount) });
      if (answer.result === 'error' || answer.status === 'error' || answer.status === 'failure')
        return {
          rejected: `refund refused: ${String(answer.err_code ?? answer.status ?? 'error')}`.slice(0, 200),
          raw: keep(answer),
        };
      return {
        reference: attempt.reference,
        status: 'refunded',
        amount: attempt.amount,
        currency: 'UAH',
        refundedAmount: amount,
        providerId: answer.payment_id === undefined ? attempt.providerId : String(answer.payment_id),
        raw: keep(answer),
      };
    },
  };
}
