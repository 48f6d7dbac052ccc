/** A record's fields as the audit log keeps them: only what changed, before and after. */
export type FieldChanges = { before: Record<string, unknown>; after: Record<string, unknown> };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose value differs from `before` (compared as JSON, so arrays and maps
 * compare by content), or null when nothing changed. A create passes `before` = {}.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges | null {
  const out: FieldChanges = { before: {}, after: {} };
  let changed = false;
  for (const key of Object.keys(after)) {
    if (same(before[key], after[key])) continue;
    out.before[key] = before[key] ?? null;
    out.after[key] = after[key] ?? null;
    changed = true;
  }
  return changed ? out : null;
}
