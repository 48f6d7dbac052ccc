import { kyivDate } from './calendar';

/** SPEC §1 level thresholds (kopiyky of purchases in the calendar year): strictly "over". */
export const levelThresholds = [
  { over: 2_000_000, percent: 15 },
  { over: 1_000_000, percent: 10 },
] as const;
/** 5 % from the first purchase (SPEC §1). */
export const basePercent = 5;
export const birthdayPercent = 10;
/** Birthday discount window: the birthday and the two days after it (3 days, SPEC §1; ADR 0024). */
export const birthdayDays = 3;
/** Monthly discount from the previous month's purchases (ADR 0024): from 5,000 UAH → 10 %, from 2,000 → 7 %. */
export const monthlyThresholds = [
  { from: 500_000, percent: 10 },
  { from: 200_000, percent: 7 },
] as const;

/** Level percent for a year's purchases: 5 % up to 10,000 UAH, 10 % over 10,000, 15 % over 20,000. */
export function levelForPurchases(purchases: number): number {
  return levelThresholds.find((t) => purchases > t.over)?.percent ?? basePercent;
}

export function monthlyPercent(previousMonthPurchases: number): number {
  return monthlyThresholds.find((t) => previousMonthPurchases >= t.from)?.percent ?? 0;
}

/** Whether `at` (Kyiv date) falls on the birthday or the two days after (29 Feb → 28 Feb in other years). */
export function isBirthdayWindow(birthDate: string | null, at: Date): boolean {
  const m = birthDate ? /^\d{4}-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!m) return false;
  const today = kyivDate(at);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const month = Number(m[1]) - 1;
  const day = Number(m[2]);
  // Birthdays of this year and last year: the window of 30-31 Dec spills into January.
  for (const year of [today.year, today.year - 1]) {
    const leapFix = month === 1 && day === 29 && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1;
    const start = Date.UTC(year, month, leapFix ? 28 : day);
    const daysSince = (todayUtc - start) / 86_400_000;
    if (daysSince >= 0 && daysSince < birthdayDays) return true;
  }
  return false;
}
