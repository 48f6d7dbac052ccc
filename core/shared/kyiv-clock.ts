/**
 * The shop's clock is Kyiv's (SPEC §9's working days, DESIGN.md's back office, carriers' and 1C's
 * documents), whatever zone the server runs in. Every reading of Kyiv wall time, every Kyiv wall
 * time turned back into an instant, and the back office's date formats live here — DST-aware
 * (EET +2, EEST +3) through `Intl`, never a fixed offset.
 */
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export type KyivWall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const asDate = (at: Date | string | number) => (at instanceof Date ? at : new Date(at));

/** Kyiv's wall clock at an instant (month 1–12). */
export function kyivWall(at: Date | number): KyivWall {
  const p = Object.fromEntries(wallFormat.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const n = (k: string) => p[k] ?? 0;
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Kyiv calendar day of an instant, "YYYY-MM-DD". */
export function kyivDay(at: Date | number): string {
  const w = kyivWall(at);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** Kyiv's offset from UTC at an instant, in ms (+7,200,000 in winter, +10,800,000 in summer). */
export function kyivOffsetMs(at: Date | number): number {
  const w = kyivWall(at);
  const ms = typeof at === 'number' ? at : at.getTime();
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a Kyiv wall time names (month 1–12; out-of-range days or hours roll over as in
 * `Date.UTC`). The offset is taken at the wall time, then once more at the found instant, so a
 * time next to a DST switch lands right.
 */
export function fromKyivWall(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = asUtc - kyivOffsetMs(asUtc);
  return new Date(asUtc - kyivOffsetMs(first));
}

/** 00:00 in Kyiv of a "YYYY-MM-DD" day plus `addDays`; null when the text is not such a day. */
export function kyivDayStart(dayText: string, addDays = 0): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayText.trim());
  if (!m) return null;
  const at = fromKyivWall(Number(m[1]), Number(m[2]), Number(m[3]) + addDays);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Kyiv's midnight of the day an instant falls on. */
export function kyivMidnight(at: Date): Date {
  const w = kyivWall(at);
  return fromKyivWall(w.year, w.month, w.day);
}

/** "yyyy-mm-dd hh:mm[:ss]" (or with a "T") read as Kyiv wall time; null when not that shape. */
export function parseKyivDateTime(text: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = fromKyivWall(y, mo, d, h, mi, s);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "25.11.2026" in Kyiv. */
export function formatKyivDate(at: Date | string | number): string {
  const w = kyivWall(asDate(at));
  return `${pad(w.day)}.${pad(w.month)}.${w.year}`;
}

/** "25.11.2026 14:05" in Kyiv (the back office's format, DESIGN.md). */
export function formatKyivDateTime(at: Date | string | number): string {
  const w = kyivWall(asDate(at));
  return `${formatKyivDate(at)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** "2026-11-25T14:05" in Kyiv, the value of an `<input type="datetime-local">`. */
export function kyivInputValue(at: Date): string {
  const w = kyivWall(at);
  return `${kyivDay(at)}T${pad(w.hour)}:${pad(w.minute)}`;
}
