import type { z } from 'zod';
import { checkboxEntry } from './checkbox/entry';
import type { Fiscalizer } from './fiscalizer';

/**
 * The fiscal services, one line each (ADR 0099, 0121); the first configured one issues the receipts.
 * Each folder holds its adapter, its settings and how it is built (`entry.ts`).
 */
const entries = [checkboxEntry] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type SettingsShape = UnionToIntersection<(typeof entries)[number]['settings']['shape']>;

/** Every fiscal service's environment settings, for server/env.ts's schema (names as each folder declares them). */
export const fiscalSettingsShape = Object.assign({}, ...entries.map((e) => e.settings.shape)) as SettingsShape;

/** The parsed settings of every fiscal service (a part of the server's Env). */
export type FiscalSettings = z.infer<z.ZodObject<SettingsShape>>;

/** Settings set only in part, for the boot's check: the missing key of each pair (the set one may be a secret). */
export function fiscalSettingsIssues(settings: FiscalSettings): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const {
    together: [id, secret],
  } of entries)
    if (!settings[id] !== !settings[secret])
      issues.push({ path: settings[id] ? secret : id, message: `${id} and ${secret} go together` });
  return issues;
}

/** The first fiscal service the settings configure, or null (the caller falls back to demo receipts). */
export function configuredFiscalizer(settings: FiscalSettings, fetcher: typeof fetch = fetch): Fiscalizer | null {
  for (const entry of entries) {
    const made = entry.create(settings, fetcher);
    if (made) return made;
  }
  return null;
}
