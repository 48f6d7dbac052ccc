import { instalmentParts } from '#core/checkout';
import {
  createGateway,
  demoProvider,
  invoiceProvider,
  monoPartsProvider,
  type PaymentGateway,
  type PaymentProvider,
  privatPartsProvider,
} from '#core/payments';
import { liqpayProvider } from '#core/payments/liqpay';
import { monobankProvider } from '#core/payments/monobank';
import { demoDoorsAllowed, type Env } from './env';

/** Instalment counts each bank offers (SPEC §9; one list in core/checkout, ADR 0098). */
export const privatParts = instalmentParts.privat;
export const monoParts = instalmentParts.mono;

/**
 * The card acquirers configured in the environment (ADR 0097), the preferred one first: LiqPay
 * when both its keys are set, monobank when its token is. A second configured acquirer still
 * answers callbacks and status questions for attempts started with it.
 */
export function cardProviders(env: Env, fetcher: typeof fetch = fetch): PaymentProvider[] {
  const found: PaymentProvider[] = [];
  if (env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY)
    found.push(
      liqpayProvider({
        publicKey: env.LIQPAY_PUBLIC_KEY,
        privateKey: env.LIQPAY_PRIVATE_KEY,
        ...(env.LIQPAY_API_URL ? { apiUrl: env.LIQPAY_API_URL } : {}),
        sandbox: env.LIQPAY_SANDBOX === '1',
        fetch: fetcher,
      }),
    );
  if (env.MONOBANK_TOKEN)
    found.push(
      monobankProvider({
        token: env.MONOBANK_TOKEN,
        ...(env.MONOBANK_API_URL ? { apiUrl: env.MONOBANK_API_URL } : {}),
        fetch: fetcher,
      }),
    );
  return found;
}

/**
 * Which of the shop's payment slots have no provider configured and fall back to the demo page
 * (ADR 0097, 0098): the card acquirer, each instalment bank. A production start refuses while an
 * offered one does (ADR 0107).
 */
export function paymentDemoFallbacks(env: Env): { card: boolean; privat: boolean; mono: boolean } {
  return {
    card: !(env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY) && !env.MONOBANK_TOKEN,
    privat: !(env.PRIVAT_PARTS_STORE_ID && env.PRIVAT_PARTS_PASSWORD),
    mono: !(env.MONO_PARTS_STORE_ID && env.MONO_PARTS_SIGN_KEY),
  };
}

/**
 * The shop's payment providers from the environment (issue 20, ADR 0096): the card acquirer is
 * LiqPay when its keys are set, else monobank with a token, else the demo page; each instalment
 * bank is real when configured, else the demo page. Secrets stay inside the adapters. On a
 * production start without ALLOW_DEMO=1 (ADR 0107) no slot is the demo page: an unconfigured one
 * answers "unavailable", and the demo page and its attempts are gone (`byName('demo')` is none).
 */
export function createPaymentGateway(env: Env, fetcher: typeof fetch = fetch): PaymentGateway {
  const demoOpen = demoDoorsAllowed(env);
  const fallback = (kind: PaymentProvider['kind'], parts?: readonly number[]) =>
    demoOpen ? demoProvider(kind, parts) : unconfiguredProvider(kind, parts);
  const [card = fallback('card'), ...otherCards] = cardProviders(env, fetcher);
  const privat =
    env.PRIVAT_PARTS_STORE_ID && env.PRIVAT_PARTS_PASSWORD
      ? privatPartsProvider({
          storeId: env.PRIVAT_PARTS_STORE_ID,
          password: env.PRIVAT_PARTS_PASSWORD,
          apiUrl: env.PRIVAT_PARTS_API_URL,
          parts: privatParts,
          fetch: fetcher,
        })
      : fallback('instalments', privatParts);
  const mono =
    env.MONO_PARTS_STORE_ID && env.MONO_PARTS_SIGN_KEY
      ? monoPartsProvider({
          storeId: env.MONO_PARTS_STORE_ID,
          signKey: env.MONO_PARTS_SIGN_KEY,
          apiUrl: env.MONO_PARTS_API_URL,
          parts: monoParts,
          fetch: fetcher,
        })
      : fallback('instalments', monoParts);
  const gateway = createGateway({
    card,
    instalments: { privat, mono },
    invoice: invoiceProvider(),
    others: otherCards,
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
