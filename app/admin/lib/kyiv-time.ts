import { kyivInputValue, parseKyivDateTime } from '#core/shared';

/**
 * `<input type="datetime-local">` values in Kyiv time (the back office's clock, DESIGN.md), whatever
 * the server's zone: "2026-11-25T14:05" ↔ a Date (core/shared/kyiv-clock.ts).
 */

/** A moment as the input's value, in Kyiv ("" for none). */
export function toKyivInput(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return kyivInputValue(date);
}

/** The input's value read as Kyiv time; null when empty or not a date. */
export function fromKyivInput(value: string | null | undefined): Date | null {
  const text = value?.trim() ?? '';
  return text.includes('T') ? parseKyivDateTime(text) : null;
}
