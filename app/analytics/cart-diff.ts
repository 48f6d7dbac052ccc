import type { AnalyticsLine } from './items';

/**
 * What changed between two snapshots of the cart, as GA4 counts it: pieces added (a new line,
 * a higher quantity, a removed line restored) and pieces removed (a lower quantity, a line
 * removed). A line is keyed by its good; the item data is the newest snapshot's.
 */
export function diffCart(
  before: readonly AnalyticsLine[],
  after: readonly AnalyticsLine[],
): { added: AnalyticsLine[]; removed: AnalyticsLine[] } {
  const old = new Map(before.map((l) => [l.good.id, l]));
  const added: AnalyticsLine[] = [];
  const removed: AnalyticsLine[] = [];
  for (const line of after) {
    const delta = line.quantity - (old.get(line.good.id)?.quantity ?? 0);
    if (delta > 0) added.push({ good: line.good, quantity: delta });
    if (delta < 0) removed.push({ good: line.good, quantity: -delta });
    old.delete(line.good.id);
  }
  for (const line of old.values()) removed.push(line);
  return { added, removed };
}
