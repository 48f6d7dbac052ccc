import type { PaymentProviderName, PaymentStatus } from '#db/schema';

/** What kind of money a provider collects: a card, instalments through a bank, a bank transfer. */
export type PaymentKind = 'card' | 'instalments' | 'invoice';

/**
 * Where the shopper's browser goes to pay: a form to post (LiqPay's `data` + `signature`) or a
 * page to open (monobank's `pageUrl`, PrivatBank's page, the demo page). The order creation call
 * answers it as `payment` (`provider`, `method`, `url`, `data`, `signature`).
 */
export type PaymentCheckout =
  | { method: 'POST'; url: string; fields: Record<string, string> }
  | { method: 'GET'; url: string };

/** The order as a provider needs it: amounts in kopiyky, texts in the order's language. */
export type OrderForPayment = {
  id: number;
  locale: 'ua' | 'ru';
  phone: string;
  email: string | null;
  firstName: string;
  lastName: string;
  lines: { goodId: number; extId: string; title: string; price: number; quantity: number }[];
  /** What the shopper pays now: the order's total (kopiyky). */
  total: number;
};

/** One attempt as the provider sees it. */
export type AttemptForProvider = {
  /** Our id for the attempt, sent as the provider's order id / reference (random, unique). */
  reference: string;
  /** Kopiyky, UAH. */
  amount: number;
  /** Instalments: the number of payments. */
  parts: number | null;
  /** The provider's id once known (monobank invoiceId, PrivatBank token, LiqPay payment_id). */
  providerId: string | null;
  order: OrderForPayment;
  /** Where the shopper's browser comes back to (absolute). */
  resultUrl: string;
  /** Where the provider posts its callback (absolute). */
  serverUrl: string;
};

/**
 * What a provider said about an attempt, once verified: its state, the amount and currency it
 * names (a callback naming another amount changes nothing), its own id.
 */
export type ProviderEvent = {
  reference: string;
  status: PaymentStatus | 'pending';
  /** Kopiyky as the provider reports it. */
  amount: number;
  /**
   * The provider's message names no amount (PrivatBank's callback and state): the amount was fixed
   * by the signed start call, so `amount` is the attempt's by construction and is not compared (ADR 0098).
   */
  amountFixedAtStart?: boolean;
  /** ISO 4217 letters ('UAH') or the numeric code as text ('980'): checked against UAH. */
  currency: string;
  providerId?: string | null;
  /** For `refunded`: how much went back, kopiyky (default: all of `amount`). */
  refundedAmount?: number;
  failureReason?: string | null;
  /** The verified message as received (kept with the attempt). */
  raw: unknown;
};

/** A callback that must change nothing: why (logged and kept in payment_events, never shown). */
export type RejectedCallback = { rejected: string; raw?: unknown };

/** The provider's HTTP request as the server received it. */
export type CallbackRequest = {
  headers: Headers;
  body: string;
  contentType: string;
  /**
   * The full request URL, query included: monobank Покупка частинами's callback names only its own
   * order id, so our reference rides in the callback URL's query (ADR 0098). Not signed: the
   * adapter's event still carries the provider's id, which core checks against the attempt.
   */
  url?: string;
};

/**
 * A payment provider adapter (ADR 0096). Adapters speak the provider's documented
 * protocol over `fetch` and hold their secrets; core/payments decides what an event may change.
 * No method throws on a stranger's input: `verify` answers a rejection instead.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly kind: PaymentKind;
  /** The demo provider: shown as such to the shopper and in the back office. */
  readonly demo?: boolean;
  /** Instalments: the numbers of payments this bank offers (e.g. 2…8). */
  readonly parts?: readonly number[];
  /**
   * The shopper confirms in the bank's app, not on a page (monobank Покупка частинами): the
   * checkout is the shop's own return page, which should say "Підтвердіть покупку в застосунку monobank".
   */
  readonly confirmsInApp?: boolean;
  /** Origins the shopper's browser is sent to (the CSP's form-action must allow them). */
  readonly pageOrigins?: readonly string[];
  /**
   * Registers the attempt where the provider needs it (a monobank invoice, a PrivatBank token)
   * and says where the shopper goes. A LiqPay form needs no call.
   */
  start(attempt: AttemptForProvider): Promise<{ providerId?: string | null; checkout: PaymentCheckout }>;
  /** Checks a callback's signature and reads it; a forged or unreadable one is a rejection. */
  verify(request: CallbackRequest): Promise<ProviderEvent | RejectedCallback>;
  /** Asks the provider about an attempt (a lost callback); null when it does not know it yet. */
  status(attempt: Pick<AttemptForProvider, 'reference' | 'providerId' | 'amount'>): Promise<ProviderEvent | null>;
  /** Sends money back (all or part, kopiyky); answers the provider's verdict. */
  refund?(
    attempt: Pick<AttemptForProvider, 'reference' | 'providerId' | 'amount'>,
    amount: number,
  ): Promise<ProviderEvent | RejectedCallback>;
}

export const isRejected = (x: ProviderEvent | RejectedCallback): x is RejectedCallback => 'rejected' in x;

/** UAH as ISO letters or ISO numeric. */
export const isUah = (currency: string) => currency === 'UAH' || currency === '980';
