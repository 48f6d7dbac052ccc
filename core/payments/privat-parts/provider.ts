import { z } from 'zod';
import { uahNumber } from '../money-text';
import type { AttemptForProvider, PaymentProvider, ProviderEvent, RejectedCallback } from '../provider';
import { timingSafeEqualText } from '../safe-equal';
import { callbackSignature, createSignature, type PrivatProduct, stateSignature } from './signature';

export const privatPartsApiUrl = 'https://payparts2.privatbank.ua/ipp/v2/';

export type PrivatPartsOptions = {
  storeId: string;
  password: string;
  /** The numbers of payments offered (SPEC §9: 2…8). */
  parts: readonly number[];
  /** The API's base (…/ipp/v2/); a test points it at its local fake. */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** How long one call to the bank may take. */
  timeoutMs?: number;
};

const callback = z.object({
  storeId: z.string().max(100),
  orderId: z.string().min(1).max(200),
  paymentState: z.string().max(50),
  message: z
    .string()
    .max(2000)
    .nullish()
    .transform((m) => m ?? ''),
  signature: z.string().max(200),
});

/** PrivatBank's payment states → ours: SUCCESS paid; FAIL, CANCELED, REJECTED failed; the rest still pending. */
export function privatStatus(state: string): ProviderEvent['status'] {
  if (state === 'SUCCESS') return 'paid';
  if (state === 'FAIL' || state === 'CANCELED' || state === 'REJECTED') return 'failed';
  return 'pending';
}

/** The order's lines as the bank's products (kopiyky); what is not goods (delivery, packaging) as one more line. */
export function privatProducts(attempt: AttemptForProvider): PrivatProduct[] {
  const products = attempt.order.lines.map((l) => ({ name: l.title.slice(0, 128), count: l.quantity, price: l.price }));
  const goods = products.reduce((s, p) => s + p.price * p.count, 0);
  const rest = attempt.amount - goods;
  if (rest === 0) return products;
  // The products must add up to the amount: fees join as a line, anything else is one line for the order.
  if (rest > 0) return [...products, { name: 'Доставка та пакування', count: 1, price: rest }];
  return [{ name: `Замовлення №${attempt.order.id}`, count: 1, price: attempt.amount }];
}

/**
 * PrivatBank "Оплата частинами" (API v2, ADR 0098): payment/create registers the attempt
 * (orderId = our reference, merchantType PP, signed), the shopper goes to the bank's page with the
 * token, the bank posts a signed JSON callback to the server URL; payment/state answers a poll.
 * The callback names no amount: the signed create call fixed it (`amountFixedAtStart`).
 */
export function privatPartsProvider(options: PrivatPartsOptions): PaymentProvider {
  const api = (options.apiUrl ?? privatPartsApiUrl).replace(/\/?$/, '/');
  const send = options.fetch ?? fetch;
  const post = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await send(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !json) throw new Error(`PrivatBank ${path}: HTTP ${response.status}`);
    return json;
  };
  const eventOf = (c: { orderId: string; paymentState: string; message: string }, raw: unknown): ProviderEvent => {
    const status = privatStatus(c.paymentState);
    return {
      reference: c.orderId,
      status,
      amount: 0,
      amountFixedAtStart: true,
      currency: 'UAH',
      failureReason: status === 'failed' ? `${c.paymentState}${c.message ? `: ${c.message}` : ''}`.slice(0, 300) : null,
      raw,
    };
  };
  return {
    name: 'privat_parts',
    kind: 'instalments',
    parts: options.parts,
    pageOrigins: [new URL(api).origin],
    async start(attempt) {
      const products = privatProducts(attempt);
      const signed = {
        storeId: options.storeId,
        orderId: attempt.reference,
        amount: attempt.amount,
        partsCount: attempt.parts ?? options.parts[0] ?? 2,
        merchantType: 'PP',
        responseUrl: attempt.serverUrl,
        redirectUrl: attempt.resultUrl,
        products,
      };
      const answer = await post('payment/create', {
        ...signed,
        amount: uahNumber(attempt.amount),
        products: products.map((p) => ({ name: p.name, count: p.count, price: uahNumber(p.price) })),
        signature: createSignature(options.password, signed),
      });
      if (answer.state !== 'SUCCESS' || typeof answer.token !== 'string' || !answer.token)
        throw new Error(
          `PrivatBank payment/create: ${String(answer.message ?? answer.state ?? 'no token').slice(0, 200)}`,
        );
      return {
        providerId: answer.token,
        checkout: { method: 'GET', url: `${api}payment?token=${encodeURIComponent(answer.token)}` },
      };
    },
    async verify(request): Promise<ProviderEvent | RejectedCallback> {
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return { rejected: 'not JSON' };
      }
      const parsed = callback.safeParse(body);
      if (!parsed.success) return { rejected: 'malformed callback', raw: body };
      const c = parsed.data;
      if (c.storeId !== options.storeId) return { rejected: 'another store', raw: body };
      if (!timingSafeEqualText(callbackSignature(options.password, c), c.signature))
        return { rejected: 'bad signature', raw: body };
      return eventOf(c, body);
    },
    async status(attempt) {
      const answer = await post('payment/state', {
        storeId: options.storeId,
        orderId: attempt.reference,
        showRefund: false,
        signature: stateSignature(options.password, options.storeId, attempt.reference),
      });
      const parsed = callback.omit({ signature: true }).safeParse(answer);
      if (answer.state !== 'SUCCESS' || !parsed.success || parsed.data.orderId !== attempt.reference) return null;
      if (parsed.data.storeId !== options.storeId) return null;
      return eventOf(parsed.data, answer);
    },
  };
}
