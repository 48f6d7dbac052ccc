import { decimalUah } from '#core/shared';
/** Cell readers shared by the kinds: lenient about how spreadsheets write numbers, strict about what they mean. */

/** The largest price an import accepts: 10 million UAH, in kopiyky. */
export const maxPriceKop = 1_000_000_000;
export const maxQuantity = 1_000_000;

/**
 * UAH as written by people and spreadsheets → kopiyky: "1 234,56", "1234.56", "1234", "1 234 грн";
 * at most two decimals, not negative. Null when it is not such an amount.
 */
export function parseMoney(raw: string): number | null {
  const text = raw
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(грн|uah|₴)\.?$/i, '')
    .replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return null;
  const kop = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return kop <= maxPriceKop ? kop : null;
}

/** Kopiyky → UAH as the CSV export writes it for a Ukrainian spreadsheet: "1234,56". */
export const formatMoneyCell = (kop: number) => decimalUah(kop, ',');

/** A whole non-negative count ("12", "12.0" from a spreadsheet), up to `maxQuantity`. */
export function parseQuantity(raw: string): number | null {
  const match = /^(\d{1,7})(?:[.,]0+)?$/.exec(raw.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const n = Number(match[1]);
  return n <= maxQuantity ? n : null;
}

const truthy = new Set(['1', 'так', 'true', 'yes', 'y', 'да', '+', 'активний', 'active']);
const falsy = new Set(['0', 'ні', 'false', 'no', 'n', 'нет', '-', 'неактивний', 'inactive']);

/** "1/0", "так/ні", "true/false", "yes/no" (any case); null when none of them. */
export function parseBool(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (truthy.has(text)) return true;
  if (falsy.has(text)) return false;
  return null;
}

/** A good's code: letters, digits and `-_./`, 1–64 characters (spreadsheets add spaces around it). */
export const extIdShape = /^[\p{L}\p{N}\-_./]{1,64}$/u;
