/**
 * Money is integer kopiyky everywhere (SPEC §9); this is the one place it becomes decimal text —
 * built from integer parts, never through `kopiyky / 100` on floats (ADR 0032). What each reader
 * wants differs only in the separator and the unit: "2110.05" for JSON, XML, schema.org, SMS and
 * receipts; "2110,05" for spreadsheets and the back office's inputs.
 */
export function decimalUah(kopiyky: number, separator: '.' | ',' = '.'): string {
  if (!Number.isSafeInteger(kopiyky)) throw new RangeError(`not an integer amount of kopiyky: ${kopiyky}`);
  const abs = Math.abs(kopiyky);
  const cents = abs % 100;
  return `${kopiyky < 0 ? '-' : ''}${(abs - cents) / 100}${separator}${String(cents).padStart(2, '0')}`;
}

/** "1234.50 грн": SMS, e-mails and receipts (SPEC §9: two decimals, a dot). */
export const uahWithUnit = (kopiyky: number): string => `${decimalUah(kopiyky)} грн`;
