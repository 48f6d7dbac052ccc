import { and, asc, eq, type SQL } from 'drizzle-orm';
import { normalizePhone } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { orders } from '#db/schema';
import { loadOrders } from './get-order';
import { type PaymentGate, paymentGate } from './payment-gate';
import { isPickupCode, pickupCodeHash } from './pickup-hold';

/** One order waiting on a store's shelf, as the hand-over screen shows it. */
export type PickupOrderView = {
  id: number;
  storeId: number;
  name: string;
  phone: string;
  total: number;
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  payment: { code: string; titleUa: string };
  /** What handing it over asks of the payment (ADR 0113): `collect` → cash or card at the till. */
  gate: PaymentGate;
  readyAt: Date | null;
  holdUntil: Date | null;
  lines: { goodId: number; title: string; quantity: number; price: number }[];
};

export type FindPickupsResult =
  | { ok: true; by: 'code' | 'phone'; storeId: number | null; orders: PickupOrderView[] }
  | { ok: false; error: 'pickup_query_invalid' | 'pickup_store_required' };

/**
 * The store whose shelf a staff member looks at: the store role only ever its own, whatever
 * the form says; admin and manager the one they chose (null: none chosen).
 */
export function pickupStoreOf(actor: Pick<StaffView, 'role' | 'storeId'>, chosen: number | null): number | null {
  return actor.role === 'store' ? actor.storeId : chosen;
}

/**
 * Finds ready pickup orders (status `ready_for_pickup`) by the shopper's 6-digit code or phone,
 * on one store's shelf (ADR 0120). A code is looked up by its store-bound hash, so it finds only
 * that store's orders; a phone searches the chosen store (admin, manager: every store when none).
 * Guessing codes is limited by the caller (server/http/pickup-code-guard.ts).
 */
export async function findPickups(
  ctx: Ctx,
  actor: StaffView,
  input: { query: string; storeId: number | null },
): Promise<FindPickupsResult> {
  requireArea(actor, 'orders');
  const storeId = pickupStoreOf(actor, input.storeId);
  const text = input.query.replace(/[\s-]/g, '');
  let where: SQL | undefined;
  let by: 'code' | 'phone';
  if (isPickupCode(text)) {
    if (storeId === null) return { ok: false, error: 'pickup_store_required' };
    by = 'code';
    where = and(eq(orders.storeId, storeId), eq(orders.pickupCodeHash, pickupCodeHash(storeId, text)));
  } else {
    const phone = normalizePhone(input.query);
    if (!phone) return { ok: false, error: 'pickup_query_invalid' };
    by = 'phone';
    where = and(eq(orders.phone, phone), storeId === null ? undefined : eq(orders.storeId, storeId));
  }
  if (actor.role === 'store' && storeId === null) return { ok: true, by, storeId, orders: [] };
  const ids = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, eq(orders.status, 'ready_for_pickup')))
    .orderBy(asc(orders.holdUntil), asc(orders.id))
    .limit(20);
  return {
    ok: true,
    by,
    storeId,
    orders: await pickupViews(
      ctx,
      ids.map((r) => r.id),
    ),
  };
}

async function pickupViews(ctx: Ctx, ids: number[]): Promise<PickupOrderView[]> {
  if (!ids.length) return [];
  const loaded = await loadOrders(ctx, ids);
  return loaded.map((o) => ({
    id: o.id,
    storeId: o.storeId ?? 0,
    name: [o.lastName, o.firstName].filter(Boolean).join(' '),
    phone: o.phone,
    total: o.total,
    paymentStatus: o.paymentStatus,
    payment: { code: o.payment.code, titleUa: o.payment.titleUa },
    gate: paymentGate(o, o.payment.code, 'delivered'),
    readyAt: o.readyAt,
    holdUntil: o.holdUntil,
    lines: o.lines.map((l) => ({ goodId: l.goodId, title: l.titleUa, quantity: l.quantity, price: l.price })),
  }));
}

/** A store's shelf of ready orders, the hold ending soonest first (the "today's pickups" list). */
export async function listStorePickups(ctx: Ctx, actor: StaffView, storeId: number | null) {
  requireArea(actor, 'orders');
  const store = pickupStoreOf(actor, storeId);
  if (store === null) return [];
  const ids = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, store), eq(orders.status, 'ready_for_pickup')))
    .orderBy(asc(orders.holdUntil), asc(orders.id))
    .limit(200);
  return pickupViews(
    ctx,
    ids.map((r) => r.id),
  );
}
