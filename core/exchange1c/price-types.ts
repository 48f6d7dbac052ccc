import type { CmlNamed } from './commerceml';

/** How the retail price type of an offers file was chosen (ADR 0118). */
export type PriceTypeChoice =
  | { id: string; name: string; how: 'setting' | 'name' }
  /** No type is surely the retail one: no price is imported (never a wholesale or cost price). */
  | { id: null; name: null; how: 'unsure'; declared: string[] };

/** Names 1C gives a retail price type (Russian and Ukrainian configurations, singular and plural). */
const retailName = /^(?:розничн|роздрібн|роздріб|розница|retail)/i;
const normal = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е');

/**
 * The retail price type among the session's declared types: the setting (`EXCHANGE_1C_PRICE_TYPE`,
 * a name or an Ид — an Ид nobody declared is taken as it is, 1C's prices name it), else the one type
 * whose name says retail (Розничная, Роздрібна, Розничные цены…). Several or none: unsure.
 */
export function choosePriceType(declared: readonly CmlNamed[], setting: string | undefined): PriceTypeChoice {
  const wanted = setting ? normal(setting) : '';
  if (wanted) {
    const found = declared.find((t) => normal(t.id) === wanted || normal(t.name) === wanted);
    return found
      ? { id: found.id, name: found.name || found.id, how: 'setting' }
      : { id: setting?.trim() ?? '', name: setting?.trim() ?? '', how: 'setting' };
  }
  const unique = [...new Map(declared.map((t) => [t.id, t])).values()];
  const retail = unique.filter((t) => retailName.test(normal(t.name)));
  const only = retail.length === 1 ? retail[0] : undefined;
  if (only) return { id: only.id, name: only.name, how: 'name' };
  return { id: null, name: null, how: 'unsure', declared: unique.map((t) => t.name || t.id) };
}
