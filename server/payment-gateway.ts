import { instalmentParts } from '#core/checkout';
import {
  createGateway,
  demoProvider,
  invoiceProvider,
  isPaymentProviderConfigured,
  type PaymentGateway,
  type PaymentProvider,
  type PaymentSlot,
  paymentProviders,
} from '#core/payments';
import { demoDoorsAllowed, type Env } from './env';

/** Instalment counts each bank offers (SPEC §9; one list in core/checkout, ADR 0098). */
export const privatParts = instalmentParts.privat;
export const monoParts = instalmentParts.mono;

const slotParts: Record<PaymentSlot, readonly number[]> = { card: [], privat: privatParts, mono: monoParts };

/** The registered providers of a slot whose settings are set, in the registry's order (ADR 0121). */
const configuredIn = (slot: PaymentSlot, env: Env) =>
  paymentProviders.filter((p) => p.slot === slot && isPaymentProviderConfigured(p, env));

/**
 * The providers of a slot configured in the environment, the preferred one first (the registry's
 * order): for cards LiqPay when both its keys are set, monobank when its token is (ADR 0097). A
 * second configured one still answers callbacks and status questions for attempts started with it.
 */
export function slotProviders(slot: PaymentSlot, env: Env, fetcher: typeof fetch = fetch): PaymentProvider[] {
  return configuredIn(slot, env).map((p) => p.create(env, { fetch: fetcher, parts: slotParts[slot] }));
}

/** The card acquirers configured in the environment, the preferred one first (ADR 0097). */
export const cardProviders = (env: Env, fetcher: typeof fetch = fetch) => slotProviders('card', env, fetcher);

/**
 * Which of the shop's payment slots have no provider configured and fall back to the demo page
 * (ADR 0097, 0098): the card acquirer, each instalment bank. A production start refuses while an
 * offered one does (ADR 0107).
 */
export function paymentDemoFallbacks(env: Env): Record<PaymentSlot, boolean> {
  return {
    card: !configuredIn('card', env).length,
    privat: !configuredIn('privat', env).length,
    mono: !configuredIn('mono', env).length,
  };
}

/**
 * The shop's payment providers from the environment (ADR 0096): the card acquirer is
 * LiqPay when its keys are set, else monobank with a token, else the demo page; each instalment
 * bank is real when configured, else the demo page. Secrets stay inside the adapters. On a
 * production start without ALLOW_DEMO=1 (ADR 0107) no slot is the demo page: an unconfigured one
 * answers "unavailable", and the demo page and its attempts are gone (`byName('demo')` is none).
 */
export function createPaymentGateway(env: Env, fetcher: typeof fetch = fetch): PaymentGateway {
  const demoOpen = demoDoorsAllowed(env);
  const fallback = (kind: PaymentProvider['kind'], parts?: readonly number[]) =>
    demoOpen ? demoProvider(kind, parts) : unconfiguredProvider(kind, parts);
  const [card = fallback('card'), ...otherCards] = slotProviders('card', env, fetcher);
  const [privat = fallback('instalments', privatParts), ...otherPrivat] = slotProviders('privat', env, fetcher);
  const [mono = fallback('instalments', monoParts), ...otherMono] = slotProviders('mono', env, fetcher);
  const gateway = createGateway({
    card,
    instalments: { privat, mono },
    invoice: invoiceProvider(),
    others: [...otherCards, ...otherPrivat, ...otherMono],
  });
  if (demoOpen) return gateway;
  return { ...gateway, byName: (name) => (name === 'demo' ? undefined : gateway.byName(name)) };
}

/**
 * The slot of a provider that is not configured, on a production start without ALLOW_DEMO=1
 * (ADR 0107): starting a payment fails (the attempt is marked failed, the shopper is told to try
 * later), it answers no callback and knows no attempt. Never the demo page.
 */
function unconfiguredProvider(kind: PaymentProvider['kind'], parts?: readonly number[]): PaymentProvider {
  return {
    name: 'demo',
    kind,
    parts,
    async start() {
      throw new Error(`no ${kind} provider is configured (the demo page is off in production)`);
    },
    async verify() {
      return { rejected: 'no provider is configured' };
    },
    async status() {
      return null;
    },
  };
}
