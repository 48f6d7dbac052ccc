import type { z } from 'zod';
import type { CarrierAdapter, CarrierCode } from './carrier';
import type { CarrierSettings } from './carrier-entry';
import { demoCarrier } from './demo';
import { meestEntry } from './meest/entry';
import { novaPoshtaEntry } from './nova-poshta/entry';
import { ukrposhtaEntry } from './ukrposhta/entry';

/**
 * The carriers, one line each (ADR 0104, 0121). Each folder holds its adapter, its
 * settings and how it is built (`entry.ts`); everything else reads this list.
 */
const entries = [novaPoshtaEntry, ukrposhtaEntry, meestEntry] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type SettingsShape = UnionToIntersection<(typeof entries)[number]['settings']['shape']>;

/** Every carrier's environment settings, for server/env.ts's schema (names as each folder declares them). */
export const carrierSettingsShape = Object.assign({}, ...entries.map((e) => e.settings.shape)) as SettingsShape;

/** The parsed settings of every carrier (a part of the server's Env). */
export type CarrierEnvSettings = z.infer<z.ZodObject<SettingsShape>>;

/** The codes of the carriers with adapters (delivery methods name them as db/schema does). */
export const carrierCodes: readonly CarrierCode[] = entries.map((e) => e.code);

/** True when a delivery method's `carrier` names a carrier with an adapter. */
export const isCarrierCode = (code: string | null | undefined): code is CarrierCode =>
  carrierCodes.includes(code as CarrierCode);

/** Settings set only in part, for the boot's check: the missing key of each pair (the set one may be a secret). */
export function carrierSettingsIssues(settings: CarrierSettings): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const entry of entries)
    for (const [id, secret] of entry.together ?? [])
      if (!settings[id] !== !settings[secret])
        issues.push({ path: settings[id] ? secret : id, message: `${id} and ${secret} go together` });
  return issues;
}

export type Carriers = {
  /** The configured carriers, or the demo carrier alone when none is. */
  list: readonly CarrierAdapter[];
  get(code: CarrierCode): CarrierAdapter | null;
  /** True when no carrier is configured: checkout and the back office say "demo". */
  demo: boolean;
};

/** The carriers the settings configure (ADR 0104); none → the demo carrier. */
export function createCarriers(settings: CarrierSettings, fetcher: typeof fetch = fetch): Carriers {
  const configured = entries
    .map((entry) => entry.create(settings, fetcher))
    .filter((a): a is CarrierAdapter => a !== null);
  const list = configured.length ? configured : [demoCarrier()];
  return { list, get: (code) => list.find((a) => a.code === code) ?? null, demo: !configured.length };
}
