import { kyivWall } from '#core/shared';

/** The calendar date in Kyiv (the shop's calendar for years, months and birthdays). */
export function kyivDate(at: Date): { year: number; month: number; day: number } {
  const { year, month, day } = kyivWall(at);
  return { year, month, day };
}

/** "YYYY-MM" of the Kyiv month `offset` months before `at`'s. */
export function monthKey(at: Date, offset = 0): string {
  const { year, month } = kyivDate(at);
  const d = new Date(Date.UTC(year, month - 1 - offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
