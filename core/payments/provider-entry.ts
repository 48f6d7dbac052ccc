import type { z } from 'zod';
import type { PaymentProviderName } from '#db/schema';
import type { PaymentProvider } from './provider';

/**
 * Which of the gateway's slots a provider fills (ADR 0096–0098): the card acquirer, or one of the
 * instalment banks checkout offers (core/checkout's `instalmentParts`).
 */
export type PaymentSlot = 'card' | 'privat' | 'mono';

/** What the registry passes a provider when it builds it. */
export type PaymentProviderDeps = {
  fetch: typeof fetch;
  /** Instalments: the numbers of payments checkout offers through this bank. */
  parts: readonly number[];
};

/**
 * Everything the shop knows about one outside payment provider, kept in the provider's folder
 * (ADR 0121): its environment settings (zod, names unchanged), the keys that turn it on, where it
 * posts its callbacks, how it is built. The registry lists the entries; env.ts, the gateway, the
 * callback route and the production checks read them, so a new provider is its folder plus one
 * registry line.
 */
export type PaymentProviderEntry<Shape extends z.ZodRawShape = z.ZodRawShape> = {
  readonly name: PaymentProviderName;
  /** How the back office and the logs name it. */
  readonly title: string;
  readonly slot: PaymentSlot;
  /** Where it posts its server-to-server callbacks (server/payments.ts serves them; never change a live one). */
  readonly callbackPath: string;
  /** Its environment settings, each documented where it is declared. */
  readonly settings: z.ZodObject<Shape>;
  /** The settings that turn it on: all of them or none (a half-configured provider stops the boot). */
  readonly requiredKeys: readonly (keyof Shape & string)[];
  /** The boot's message when only some of `requiredKeys` are set (default: "A and B go together"). */
  readonly partialMessage?: string;
  /** The LiqPay payment id may differ between one attempt's events; others' must not (ADR 0097). */
  readonly providerIdMayChange?: boolean;
  /** Builds the adapter from the parsed settings (only called when `requiredKeys` are all set). */
  create(settings: z.infer<z.ZodObject<Shape>>, deps: PaymentProviderDeps): PaymentProvider;
  /** Settings a production start refuses, one sentence each (ADR 0107), e.g. a sandbox switch. */
  productionRefusals?(settings: z.infer<z.ZodObject<Shape>>): string[];
};

/** Declares a provider's entry with its settings' own types (the registry keeps them for env.ts). */
export function paymentProviderEntry<Shape extends z.ZodRawShape>(
  entry: PaymentProviderEntry<Shape>,
): PaymentProviderEntry<Shape> {
  return entry;
}
