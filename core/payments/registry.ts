import type { z } from 'zod';
import type { PaymentProviderName } from '#db/schema';
import { liqpayEntry } from './liqpay/entry';
import { monoPartsEntry } from './mono-parts/entry';
import { monobankEntry } from './monobank/entry';
import { privatPartsEntry } from './privat-parts/entry';
import type { PaymentProvider } from './provider';
import type { PaymentProviderDeps, PaymentSlot } from './provider-entry';

/**
 * The outside payment providers, one line each (ADR 0121); within a slot the first configured one
 * is preferred (LiqPay before monobank, ADR 0097). Each folder holds its adapter, its callback's
 * verification, its settings and a README; everything else reads this list.
 */
const entries = [liqpayEntry, monobankEntry, privatPartsEntry, monoPartsEntry] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type SettingsShape = UnionToIntersection<(typeof entries)[number]['settings']['shape']>;

/** Every provider's environment settings, for server/env.ts's schema (names as each folder declares them). */
export const paymentSettingsShape = Object.assign({}, ...entries.map((e) => e.settings.shape)) as SettingsShape;

/** The parsed settings of every provider (a part of the server's Env). */
export type PaymentSettings = z.infer<z.ZodObject<SettingsShape>>;

/** One registered provider as the rest of the shop sees it. */
export type RegisteredPaymentProvider = {
  readonly name: PaymentProviderName;
  readonly title: string;
  readonly slot: PaymentSlot;
  readonly callbackPath: string;
  readonly requiredKeys: readonly string[];
  readonly partialMessage?: string;
  readonly providerIdMayChange?: boolean;
  create(settings: PaymentSettings, deps: PaymentProviderDeps): PaymentProvider;
  productionRefusals?(settings: PaymentSettings): string[];
};

export const paymentProviders: readonly RegisteredPaymentProvider[] = entries;

/** The registered provider of this name, if it is one (not the demo page, an invoice, cash…). */
export const registeredPaymentProvider = (name: string): RegisteredPaymentProvider | undefined =>
  paymentProviders.find((p) => p.name === name);

/**
 * Attempts whose money a provider can send back: every registered provider's and the demo page's
 * (a transfer, cash or a manual payment goes back by hand).
 */
export const isRefundableProvider = (name: string): boolean =>
  name === 'demo' || registeredPaymentProvider(name) !== undefined;

const setKeys = (p: RegisteredPaymentProvider, settings: PaymentSettings) =>
  p.requiredKeys.filter((key) => Boolean((settings as Record<string, unknown>)[key]));

/** True when all of the provider's required settings are set. */
export const isPaymentProviderConfigured = (p: RegisteredPaymentProvider, settings: PaymentSettings): boolean =>
  setKeys(p, settings).length === p.requiredKeys.length;

/**
 * A half-configured provider, for the boot's check: the first missing key of each provider whose
 * required settings are set only in part (the key that is set is never named: it may be a secret).
 */
export function paymentSettingsIssues(settings: PaymentSettings): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const p of paymentProviders) {
    const set = setKeys(p, settings);
    const missing = p.requiredKeys.find((key) => !set.includes(key));
    if (set.length && missing)
      issues.push({ path: missing, message: p.partialMessage ?? `${p.requiredKeys.join(' and ')} go together` });
  }
  return issues;
}
