import { decimalUah } from '#core/shared';
/**
 * Money as the back office's inputs show and read it: kopiyky ↔ "1234,56" (a comma, no grouping;
 * a dot, spaces and "грн" are accepted when typed). Exact: no floating point.
 */
export function kopToInput(kop: number | null | undefined): string {
  if (kop === null || kop === undefined) return '';
  return decimalUah(kop, ',');
}

/** "1 234,5" → 123450; '' → null; anything else (letters, three decimals, too big) → undefined. */
export function inputToKop(text: string | null | undefined): number | null | undefined {
  const clean = (text ?? '').replace(/[\s\u00a0\u202f]|грн\.?/gi, '');
  if (clean === '') return null;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
