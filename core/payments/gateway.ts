import type { PaymentProviderName } from '#db/schema';
import type { PaymentProvider } from './provider';

/**
 * The providers this shop is configured with (ADR 0096): one card acquirer (LiqPay when
 * its keys are set, else monobank with a token, else the demo page), the two instalment banks
 * (each real when configured, else the demo page) and the bank-transfer invoice. The server
 * builds it from the environment; core only asks it.
 */
export type PaymentGateway = {
  card: PaymentProvider;
  instalments: { privat: PaymentProvider; mono: PaymentProvider };
  invoice: PaymentProvider;
  /** Every provider that may still post callbacks or be asked about an attempt, by name. */
  byName: (name: PaymentProviderName) => PaymentProvider | undefined;
  /** Where the configured providers send the shopper's browser (for the CSP's form-action). */
  pageOrigins: string[];
};

export function createGateway(
  parts: Omit<PaymentGateway, 'byName' | 'pageOrigins'> & { others?: PaymentProvider[] },
): PaymentGateway {
  const all = [parts.card, parts.instalments.privat, parts.instalments.mono, parts.invoice, ...(parts.others ?? [])];
  const named = new Map<PaymentProviderName, PaymentProvider>();
  for (const p of all) if (!named.has(p.name)) named.set(p.name, p);
  return {
    card: parts.card,
    instalments: parts.instalments,
    invoice: parts.invoice,
    byName: (name) => named.get(name),
    pageOrigins: [...new Set(all.flatMap((p) => p.pageOrigins ?? []))],
  };
}

/** Which provider collects an order paid by this method (`bank` for instalments); null: paid on receipt. */
export function providerForMethod(
  gateway: PaymentGateway,
  methodCode: string,
  bank: string | undefined,
): PaymentProvider | null {
  if (methodCode === 'card') return gateway.card;
  if (methodCode === 'credit') return bank === 'mono' ? gateway.instalments.mono : gateway.instalments.privat;
  if (methodCode === 'invoice') return gateway.invoice;
  return null;
}
