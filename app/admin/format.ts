/** The back office's money and dates (DESIGN.md "Back office"): грн with two decimals, 25.11.2026 14:05 in Kyiv. */
const money = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateOnly = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 123456 kopiyky → "1 234,56 грн" (a narrow no-break space groups thousands). */
export function formatMoney(kop: number): string {
  return `${money.format(kop / 100)} грн`;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "25.11.2026 14:05", Kyiv time, whatever the server's zone. */
export function formatDateTime(value: Date | string | number): string {
  return dateTime.format(toDate(value)).replace(',', '');
}

/** "25.11.2026". */
export function formatDate(value: Date | string | number): string {
  return dateOnly.format(toDate(value));
}
