import { createHmac, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type OrderStatus, orders } from '#db/schema';

/** SPEC §9: a pickup order is held in the store 3 days once it is ready. */
export const pickupHoldDays = 3;
/** How long a store holds a pickup order once it is ready (SPEC §9 "pickup orders held 3 days"). */
export const pickupHoldMs = pickupHoldDays * 86_400_000;
/** The reminder goes this long before the hold ends ("the day before"). */
export const pickupReminderMs = 86_400_000;

// The shop has no server-wide secret (sessions and device marks are keyed by their own tokens),
// so the key comes from PICKUP_CODE_SECRET (server/boot.ts). Unset, a fixed label keys it: the hash
// is then only as strong as 10^6 codes, which the staff's lookup by phone makes moot anyway.
let pickupCodeKey = 'poplavok-pickup-code';

/** PICKUP_CODE_SECRET, set once at start-up; never logged. */
export function setPickupCodeKey(key: string | undefined): void {
  pickupCodeKey = key || 'poplavok-pickup-code';
}

/** A code is 6 digits, leading zeros kept ("004217"). */
export const isPickupCode = (text: string) => /^\d{6}$/.test(text);

/** What the order keeps of its code: an HMAC under the shop's key, bound to the store, so a code means nothing elsewhere. */
export function pickupCodeHash(storeId: number, code: string): string {
  return createHmac('sha256', pickupCodeKey).update(`pickup\u0000${storeId}\u0000${code}`).digest('hex');
}

/**
 * The order is ready in its store (ADR 0120): a new random code (only its hash is kept), the
 * time it became ready and the hold's end, 3 days later (SPEC §9); the reminder is due again.
 * Called inside the move's transaction; returns the code for the shopper's SMS, once.
 * A code another ready order of the store already has is drawn again, so a code finds one order.
 */
export async function startPickupHold(
  ctx: Ctx,
  order: { id: number; storeId: number | null },
): Promise<{ code: string; holdUntil: Date } | null> {
  if (order.storeId === null) return null;
  let code = '';
  let hash = '';
  for (let i = 0; i < 5; i++) {
    code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    hash = pickupCodeHash(order.storeId, code);
    const [taken] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.storeId, order.storeId), eq(orders.pickupCodeHash, hash), eq(orders.status, 'ready_for_pickup')),
      )
      .limit(1);
    if (!taken) break;
  }
  const holdUntil = new Date(ctx.now.getTime() + pickupHoldMs);
  await ctx.db
    .update(orders)
    .set({ pickupCodeHash: hash, readyAt: ctx.now, holdUntil, holdRemindedAt: null })
    .where(eq(orders.id, order.id));
  return { code, holdUntil };
}

/** The order left the store's shelf (handed over, cancelled): its code opens nothing any more. */
export async function endPickupHold(ctx: Ctx, orderId: number): Promise<void> {
  await ctx.db.update(orders).set({ pickupCodeHash: null }).where(eq(orders.id, orderId));
}

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
  // hold_until is set with ready_at; a row without it falls back to 3 days.
  return { kind: 'ready', until: order.holdUntil ?? new Date(order.readyAt.getTime() + pickupHoldMs) };
}
