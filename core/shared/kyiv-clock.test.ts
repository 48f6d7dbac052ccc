import { describe, expect, it } from 'vitest';
import {
  formatKyivDate,
  formatKyivDateTime,
  fromKyivWall,
  kyivDay,
  kyivDayStart,
  kyivInputValue,
  kyivMidnight,
  kyivOffsetMs,
  kyivWall,
  parseKyivDateTime,
} from './kyiv-clock';

// Kyiv: EET (UTC+2) in winter, EEST (UTC+3) from the last Sunday of March 03:00 to the last Sunday
// of October 04:00 — in 2026 the 29th of March and the 25th of October.
describe('the shop clock is Kyiv’s (one Kyiv clock)', () => {
  it('reads Kyiv wall time and its offset in winter and summer', () => {
    expect(kyivWall(new Date('2026-01-15T10:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 12,
      minute: 0,
      second: 0,
    });
    expect(kyivWall(new Date('2026-07-15T22:30:05Z'))).toMatchObject({ day: 16, hour: 1, minute: 30, second: 5 });
    expect(kyivOffsetMs(new Date('2026-01-15T10:00:00.500Z'))).toBe(2 * 3_600_000);
    expect(kyivOffsetMs(new Date('2026-07-15T10:00:00Z'))).toBe(3 * 3_600_000);
    expect(kyivDay(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('turns Kyiv wall time into instants across both DST switches', () => {
    expect(fromKyivWall(2026, 3, 29).toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(fromKyivWall(2026, 3, 29, 12).toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(fromKyivWall(2026, 10, 25).toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(fromKyivWall(2026, 10, 25, 12).toISOString()).toBe('2026-10-25T10:00:00.000Z');
    expect(kyivDayStart('2026-10-25', 1)?.toISOString()).toBe('2026-10-25T22:00:00.000Z');
    expect(kyivDayStart('2026-12-31', 1)?.toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(kyivDayStart('25.10.2026')).toBeNull();
    expect(kyivMidnight(new Date('2026-07-15T22:30:00Z')).toISOString()).toBe('2026-07-15T21:00:00.000Z');
  });

  it('reads carriers’ "yyyy-mm-dd hh:mm[:ss]" as Kyiv time and formats the back office’s dates', () => {
    expect(parseKyivDateTime('2026-11-25 14:05:00')?.toISOString()).toBe('2026-11-25T12:05:00.000Z');
    expect(parseKyivDateTime('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(parseKyivDateTime('25.11.2026 14:05')).toBeNull();
    expect(parseKyivDateTime(null)).toBeNull();
    expect(formatKyivDateTime('2026-11-25T12:05:00Z')).toBe('25.11.2026 14:05');
    expect(formatKyivDate(new Date('2026-06-30T21:30:00Z'))).toBe('01.07.2026');
    expect(kyivInputValue(new Date('2026-11-25T12:05:00Z'))).toBe('2026-11-25T14:05');
  });
});
