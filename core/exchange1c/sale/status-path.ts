import { nextStatuses } from '#core/orders';
import type { OrderStatus } from '#db/schema';

type Kind = 'department' | 'courier' | 'pickup';
const finals = new Set<OrderStatus>(['cancelled', 'returned']);

/**
 * The workflow's moves from `from` to `to` for this kind of delivery (ADR 0103): 1C reports where an
 * order is, not each step, so "shipped" for a confirmed order walks confirmed → packed → shipped.
 * A cancel or return must be one move from where the order is (never walked towards); [] = already
 * there, null = the workflow does not allow it.
 */
export function statusPath(from: OrderStatus, to: OrderStatus, kind: Kind): OrderStatus[] | null {
  if (from === to || (to === 'delivered' && from === 'completed')) return [];
  if (finals.has(to)) return nextStatuses(from, kind).includes(to) ? [to] : null;
  const seen = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  const queue: OrderStatus[] = [from];
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    for (const next of nextStatuses(s, kind)) {
      if (finals.has(next) || seen.has(next)) continue;
      const path = [...(seen.get(s) ?? []), next];
      if (next === to) return path;
      seen.set(next, path);
      queue.push(next);
    }
  }
  return null;
}
