/** The largest value of a PostgreSQL `integer` column: every row id of the shop but the audit log's. */
export const maxId = 2_147_483_647;

/** An id as it comes in text (a path, a query, a form field): plain digits, no sign, exponent or hex. */
const idText = /^\d{1,10}$/;

/** Whether `id` is a row id: a whole number 1 … 2³¹ − 1 (for ids split out of a longer text: `c{id}`, `1,2,3`). */
export const isId = (id: unknown): id is number =>
  Number.isInteger(id) && (id as number) >= 1 && (id as number) <= maxId;

/**
 * `raw` as a row id, or null (ADR 0110): a number 1 … 2³¹ − 1, or that in plain
 * digits. 0, −1, `1e3`, `0x10`, ` 7`, 2147483648 or a thousand digits are not ids: the caller
 * answers 404 or 400 and the database never sees them (a value past `integer` makes PostgreSQL
 * throw 22003 — a 500). No dependencies.
 */
export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number') return isId(raw) ? raw : null;
  if (typeof raw !== 'string' || !idText.test(raw)) return null;
  const id = Number(raw);
  return isId(id) ? id : null;
}

/**
 * Whether `error` (or one of its causes: Drizzle wraps the driver's) is PostgreSQL's 22003 "value
 * out of range": a number past its column that slipped by a boundary's id check. The safety net
 * (ADR 0110) answers it 400 instead of 500; the schemas at the boundaries are the real fix.
 */
export function isOutOfRangeError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === '22003') return true;
  return false;
}
