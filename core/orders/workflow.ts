import type { OrderStatus } from '#db/schema';

/** Every status in the workflow's order; `completed` (the old delivered) last. */
export const orderStatuses = [
  'new',
  'confirmed',
  'packed',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'returned',
  'completed',
] as const satisfies readonly OrderStatus[];

/**
 * Allowed moves (ADR 0091): new → confirmed → packed → shipped → delivered for a delivery,
 * packed → ready_for_pickup → delivered for a store pickup; cancelled until it leaves (a pickup
 * not collected in 3 days, SPEC §9, included); returned after it left — a refused parcel or a
 * return within 14 days. cancelled and returned are final; completed is the old delivered.
 */
export const statusMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['delivered', 'returned'],
  ready_for_pickup: ['delivered', 'cancelled'],
  delivered: ['returned'],
  completed: ['returned'],
  cancelled: [],
  returned: [],
};

/** The moves open to an order: a pickup is never shipped, a delivery never waits in a store. */
export function nextStatuses(status: OrderStatus, kind: 'department' | 'courier' | 'pickup'): OrderStatus[] {
  return statusMoves[status].filter((s) => (kind === 'pickup' ? s !== 'shipped' : s !== 'ready_for_pickup'));
}

/** The goods reached the shopper: loyalty purchases count from here (SPEC §1, ADR 0024). */
export const isDelivered = (status: OrderStatus) => status === 'delivered' || status === 'completed';

/** Only a new (unconfirmed) order's lines may change. */
export const isEditable = (status: OrderStatus) => status === 'new';
