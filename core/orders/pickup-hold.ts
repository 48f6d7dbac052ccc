import type { OrderStatus } from '#db/schema';

/** SPEC §9: a pickup order is held in the store 3 days once it is ready. */
export const pickupHoldDays = 3;

/**
 * Where a store pickup stands for the shopper (ADR 0120): `waiting` until the store marks it
 * ready (an SMS will say so), then `ready` and held until `until`. Null when it is not a pickup or
 * is over (handed over, cancelled, returned).
 */
export type PickupHold = { kind: 'waiting'; days: number } | { kind: 'ready'; until: Date };

const over = new Set<OrderStatus>(['delivered', 'completed', 'cancelled', 'returned']);

export function pickupHold(order: {
  status: OrderStatus;
  storeId: number | null;
  readyAt: Date | null;
  holdUntil: Date | null;
}): PickupHold | null {
  if (order.storeId === null || over.has(order.status)) return null;
  if (!order.readyAt) return { kind: 'waiting', days: pickupHoldDays };
  // The store's helper sets hold_until when it marks the order ready; an older row falls back to 3 days.
  return { kind: 'ready', until: order.holdUntil ?? new Date(order.readyAt.getTime() + pickupHoldDays * 86_400_000) };
}
