import { formatKyivDate, formatKyivDateTime } from '#core/shared';

/** The back office's money and dates (DESIGN.md "Back office"): грн with two decimals, 25.11.2026 14:05 in Kyiv. */
const money = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 kopiyky → "1 234,56 грн" (a narrow no-break space groups thousands). */
export function formatMoney(kop: number): string {
  return `${money.format(kop / 100)} грн`;
}

/** "25.11.2026 14:05", Kyiv time, whatever the server's zone. */
export const formatDateTime = formatKyivDateTime;

/** "25.11.2026". */
export const formatDate = formatKyivDate;
