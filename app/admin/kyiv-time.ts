/**
 * `<input type="datetime-local">` values in Kyiv time (the back office's clock, DESIGN.md), whatever
 * the server's zone: "2026-11-25T14:05" ↔ a Date.
 */
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the input's value, in Kyiv ("" for none). */
export function toKyivInput(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Kyiv's offset from UTC in minutes at about that moment (EET +120, EEST +180). */
function kyivOffset(at: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Kyiv', timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
  return match ? Number(match[1]) * 60 + Math.sign(Number(match[1])) * Number(match[2] ?? 0) : 0;
}

/** The input's value read as Kyiv time; null when empty or not a date. */
export function fromKyivInput(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]));
  if (Number.isNaN(asUtc)) return null;
  // The offset at the wall time, then once more at the found instant (a DST change between them).
  const first = asUtc - kyivOffset(new Date(asUtc)) * 60_000;
  return new Date(asUtc - kyivOffset(new Date(first)) * 60_000);
}
