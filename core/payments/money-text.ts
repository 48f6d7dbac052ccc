import { decimalUah } from '#core/shared';
/**
 * Kopiyky as the decimal UAH text a bank's JSON wants ("400.00"), built from integer parts, never
 * through `kopiyky / 100` on floats (ADR 0032's rule, in core for the adapters).
 */
export const uahText = (kopiyky: number): string => decimalUah(kopiyky);

/** UAH as a JSON number with two decimals at most (40000 → 400). */
export const uahNumber = (kopiyky: number): number => Number(uahText(kopiyky));

/** A bank's UAH number back to kopiyky (400.5 → 40050), through its decimal text. */
export function kopiykyOf(uah: unknown): number | null {
  if (typeof uah !== 'number' && typeof uah !== 'string') return null;
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(uah).trim());
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}
