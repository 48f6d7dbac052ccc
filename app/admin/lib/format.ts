import { decimalUah, formatKyivDate, formatKyivDateTime } from '#core/shared';

// The back office's money and dates (DESIGN.md "Back office"): грн with two decimals, 25.11.2026 14:05 in Kyiv.

/**
 * 123456 kopiyky → "1 234,56 грн": the shop's one decimal form (core/shared/money.ts, exact, no
 * floating point) with a no-break space grouping thousands, as `Intl` writes it for uk-UA.
 */
export function formatMoney(kop: number): string {
  // A fraction of a kopiyka (an average) rounds half away from zero, as Intl did.
  const whole = Number.isInteger(kop) ? kop : Math.sign(kop) * Math.round(Math.abs(kop));
  const [units = '', cents] = decimalUah(whole, ',').split(',');
  return `${units.replace(/\B(?=(\d{3})+$)/g, '\u00a0')},${cents} грн`;
}

/** "25.11.2026 14:05", Kyiv time, whatever the server's zone. */
export const formatDateTime = formatKyivDateTime;

/** "25.11.2026". */
export const formatDate = formatKyivDate;
