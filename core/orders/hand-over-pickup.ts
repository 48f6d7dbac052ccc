import type { TillMethod } from '#core/payments';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { type ChangeOrderStatusResult, changeOrderStatus } from './change-order-status';
import { lockStaffOrder } from './staff-scope';

/**
 * The store hands a ready pickup order over (ADR 0120): delivered through the staff move, so the
 * payment gate applies (ADR 0113: cash or card collected at the till must be named), what it held
 * is sold and the shopper is told. Only an order waiting on the shelf (`ready_for_pickup`) of a
 * store the actor may see; anything else is "not found" (another store's) or "invalid" (moved on).
 */
export async function handOverPickup(
  ctx: Ctx,
  actor: StaffView,
  input: { orderId: number; collect?: TillMethod },
): Promise<ChangeOrderStatusResult> {
  requireArea(actor, 'orders');
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const order = await lockStaffOrder(txCtx, actor, input.orderId);
    if (!order) return { ok: false, error: 'order_not_found' } as const;
    if (order.status !== 'ready_for_pickup') return { ok: false, error: 'order_status_invalid' } as const;
    return changeOrderStatus(txCtx, actor, { orderId: order.id, status: 'delivered', collect: input.collect });
  });
}
