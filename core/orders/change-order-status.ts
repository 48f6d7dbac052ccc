import { eq } from 'drizzle-orm';
import { recordPurchase } from '#core/loyalty';
import type { Ctx } from '#core/shared';
import { type OrderStatus, orderStatusHistory, orders } from '#db/schema';

/** Allowed status moves; completed and cancelled are final. */
export const statusMoves: Record<OrderStatus, OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['completed', 'cancelled'],
  ready_for_pickup: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/**
 * Moves an order to a new status and records it in the history (staff/back-office use case).
 * Completion adds the goods actually paid to the shopper's loyalty purchases (SPEC §1, ADR 0024).
 */
export async function changeOrderStatus(
  ctx: Ctx,
  input: { orderId: number; status: OrderStatus; note?: string },
): Promise<{ ok: true } | { ok: false; error: 'order_not_found' | 'order_status_invalid' }> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return { ok: false, error: 'order_not_found' } as const;
    if (!statusMoves[order.status].includes(input.status)) return { ok: false, error: 'order_status_invalid' } as const;
    await tx.update(orders).set({ status: input.status }).where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: input.status, note: input.note ?? null, createdAt: ctx.now });
    if (input.status === 'completed' && order.userId !== null) {
      const goodsPaid = order.goodsPrice - order.goodsDiscount - order.promoDiscount;
      await recordPurchase({ ...ctx, db: tx }, { userId: order.userId, amount: goodsPaid, at: ctx.now });
    }
    return { ok: true } as const;
  });
}
