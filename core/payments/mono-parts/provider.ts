import { z } from 'zod';
import { kyivDay } from '#core/shared';
import { uahNumber } from '../money-text';
import type { AttemptForProvider, PaymentProvider, ProviderEvent, RejectedCallback } from '../provider';
import { timingSafeEqualText } from '../safe-equal';
import { monoPartsSignature } from './signature';

export const monoPartsApiUrl = 'https://u2.monobank.com.ua';

export type MonoPartsOptions = {
  storeId: string;
  signKey: string;
  /** The numbers of payments offered (SPEC §9: 3…8). */
  parts: readonly number[];
  /** The API's origin; a test points it at its local fake. */
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The shop's point of sale id at monobank, if the contract has one. */
  pointId?: string;
};

const stateAnswer = z.object({
  order_id: z.string().min(1).max(200),
  state: z.string().max(50),
  order_sub_state: z.string().max(80).nullish(),
});

/**
 * monobank's states → ours: SUCCESS paid — except SUCCESS/RETURNED, "Товар повернено, гроші
 * повернуто клієнту" (the document's table of states, ADR 0112), which is refunded; FAIL failed;
 * IN_PROCESS (and anything new) pending.
 */
export function monoPartsStatus(state: string, subState?: string | null): ProviderEvent['status'] {
  if (state === 'SUCCESS') return subState === 'RETURNED' ? 'refunded' : 'paid';
  if (state === 'FAIL') return 'failed';
  return 'pending';
}

/** The shopper confirmed in the app; the shop confirms the sale, and then the bank pays (ADR 0098). */
const awaitingStore = 'WAITING_FOR_STORE_CONFIRM';

/** Kyiv's calendar date of an instant, for the invoice. */

/** The phone as monobank wants it: "+380" and nine digits. */
const phoneOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `38${digits}` : digits}`;
};

/** The order's lines as products (unit price), fees as one more line, so they add up to the total. */
export function monoPartsProducts(attempt: AttemptForProvider): { name: string; count: number; sum: number }[] {
  const lines = attempt.order.lines.map((l) => ({ name: l.title.slice(0, 128), count: l.quantity, sum: l.price }));
  const rest = attempt.amount - lines.reduce((s, l) => s + l.sum * l.count, 0);
  const products =
    rest === 0
      ? lines
      : rest > 0
        ? [...lines, { name: 'Доставка та пакування', count: 1, sum: rest }]
        : [{ name: `Замовлення №${attempt.order.id}`, count: 1, sum: attempt.amount }];
  return products.map((p) => ({ ...p, sum: uahNumber(p.sum) }));
}

/**
 * monobank "Покупка частинами" (ADR 0098): order/create (signed body, `store-id`
 * header) sends the shopper a push; they confirm in the monobank app — there is no page, so the
 * checkout is the shop's own return page, and `confirmsInApp` tells the success page to say so.
 * The bank's callback (signed the same way) names only its order id: our reference rides in the
 * callback URL. When the shopper has confirmed, the shop confirms the sale (order/confirm) and the
 * bank answers SUCCESS. order/state answers a poll. Callbacks name no amount: create fixed it.
 */
export function monoPartsProvider(options: MonoPartsOptions): PaymentProvider {
  const api = (options.apiUrl ?? monoPartsApiUrl).replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const post = async (path: string, payload: unknown): Promise<Record<string, unknown>> => {
    const body = JSON.stringify(payload);
    const response = await send(`${api}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'store-id': options.storeId,
        signature: monoPartsSignature(body, options.signKey),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !json)
      throw new Error(
        `monobank ${path}: HTTP ${response.status}${json?.message ? ` ${String(json.message).slice(0, 200)}` : ''}`,
      );
    return json;
  };
  /** A state as an event; an approval by the shopper is confirmed at once (the goods follow). */
  const settle = async (reference: string, s: z.output<typeof stateAnswer>, raw: unknown): Promise<ProviderEvent> => {
    let state = s;
    let answer = raw;
    if (s.state === 'IN_PROCESS' && s.order_sub_state === awaitingStore) {
      answer = await post('/api/order/confirm', { order_id: s.order_id });
      const confirmed = stateAnswer.safeParse(answer);
      if (confirmed.success && confirmed.data.order_id === s.order_id) state = confirmed.data;
    }
    const status = monoPartsStatus(state.state, state.order_sub_state);
    return {
      reference,
      status,
      amount: 0,
      amountFixedAtStart: true,
      currency: 'UAH',
      providerId: state.order_id,
      failureReason: status === 'failed' ? `${state.state}/${state.order_sub_state ?? ''}`.slice(0, 300) : null,
      raw: answer === raw ? raw : { callback: raw, confirm: answer },
    };
  };
  return {
    name: 'mono_parts',
    kind: 'instalments',
    parts: options.parts,
    confirmsInApp: true,
    async start(attempt) {
      const callbackUrl = new URL(attempt.serverUrl);
      callbackUrl.searchParams.set('reference', attempt.reference);
      const answer = await post('/api/order/create', {
        store_order_id: attempt.reference,
        client_phone: phoneOf(attempt.order.phone),
        total_sum: uahNumber(attempt.amount),
        invoice: {
          date: kyivDay(new Date()),
          number: String(attempt.order.id),
          ...(options.pointId ? { point_id: options.pointId } : {}),
          source: 'INTERNET',
        },
        available_programs: [
          { available_parts_count: [attempt.parts ?? options.parts[0] ?? 3], type: 'payment_installments' },
        ],
        products: monoPartsProducts(attempt),
        result_callback: callbackUrl.toString(),
      });
      if (typeof answer.order_id !== 'string' || !answer.order_id)
        throw new Error('monobank order/create: no order_id');
      return { providerId: answer.order_id, checkout: { method: 'GET', url: attempt.resultUrl } };
    },
    async verify(request): Promise<ProviderEvent | RejectedCallback> {
      const given = request.headers.get('signature') ?? '';
      if (!given || !timingSafeEqualText(monoPartsSignature(request.body, options.signKey), given))
        return { rejected: 'bad signature' };
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return { rejected: 'not JSON' };
      }
      const parsed = stateAnswer.safeParse(body);
      if (!parsed.success) return { rejected: 'malformed callback', raw: body };
      let reference = '';
      try {
        reference = new URL(request.url ?? '', 'http://x').searchParams.get('reference') ?? '';
      } catch {
        reference = '';
      }
      if (!reference) return { rejected: 'no reference in the callback URL', raw: body };
      try {
        return await settle(reference, parsed.data, body);
      } catch (error) {
        return {
          rejected: `confirm failed: ${error instanceof Error ? error.message : 'error'}`.slice(0, 300),
          raw: body,
        };
      }
    },
    async status(attempt) {
      if (!attempt.providerId) return null;
      const answer = await post('/api/order/state', { order_id: attempt.providerId });
      const parsed = stateAnswer.safeParse(answer);
      if (!parsed.success || parsed.data.order_id !== attempt.providerId) return null;
      return settle(attempt.reference, parsed.data, answer);
    },
  };
}
