import type { z } from 'zod';
import type { CarrierAdapter, CarrierCode } from './carrier';

/** The server's settings (server/env.ts, zod-checked there); each carrier reads its own keys. */
export type CarrierSettings = { readonly [key: string]: unknown };

/** An adapter when its settings are present, else null. */
export type CarrierFactory = (settings: CarrierSettings, fetcher: typeof fetch) => CarrierAdapter | null;

/**
 * Everything the shop knows about one carrier, kept in the carrier's folder (ADR 0121): its
 * environment settings (zod, names unchanged), the keys that go together, how its adapter is built.
 * core/carriers/registry.ts lists the entries; env.ts and the carrier code lists read them.
 */
export type CarrierEntry<Shape extends z.ZodRawShape = z.ZodRawShape> = {
  readonly code: CarrierCode;
  /** Its environment settings, each documented where it is declared. */
  readonly settings: z.ZodObject<Shape>;
  /** Settings that are set together or not at all (the boot names the missing one). */
  readonly together?: readonly (readonly [keyof Shape & string, keyof Shape & string])[];
  /** The adapter when its settings turn it on, else null. */
  readonly create: CarrierFactory;
};

/** Declares a carrier's entry with its settings' own types (the registry keeps them for env.ts). */
export function carrierEntry<Shape extends z.ZodRawShape>(entry: CarrierEntry<Shape>): CarrierEntry<Shape> {
  return entry;
}

/** A text setting, trimmed; null when unset or blank. */
export const settingText = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
