import { and, eq } from 'drizzle-orm';
import { blockingMessages, type CheckMessage } from '#core/checkout';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { orderStatusHistory, quickOrders } from '#db/schema';
import { createOrder } from './create-order';
import { createOrderInput } from './create-order-input';
import { notifyOrderPlaced } from './notify-order-placed';

export type OrderFromQuickOrderResult =
  | { ok: true; orderId: number; total: number }
  | { ok: false; error: 'quick_order_not_found' }
  | { ok: false; error: 'quick_order_converted'; orderId: number }
  /** The form's fields, by name, with the code of what is wrong. */
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  /** Checkout refuses the order: its reasons (codes). */
  | { ok: false; error: 'checkout_disabled'; messages: CheckMessage[] }
  | {
      ok: false;
      error: 'promo_exhausted' | 'certificate_exhausted' | 'idempotency_conflict' | 'good_not_in_store' | 'stock_gone';
    };

/**
 * Turns a one-click order into a full order (ADR 0091): the operator gives what the
 * call settled — town, delivery, department or store, payment, name, address, vouchers — as
 * checkout's form; the goods are the one-click order's, priced again by `createOrder` itself
 * (one path, checkout's rules, the customer's club discount), in the shopper's language. In one
 * transaction with the order: the one-click order is done and linked, the "new" history row names
 * the operator, the audit rows and the shopper's SMS. The key `quick-order-<id>` makes it once.
 */
export async function orderFromQuickOrder(
  ctx: Ctx,
  actor: StaffView,
  quickOrderId: number,
  fields: Record<string, string>,
): Promise<OrderFromQuickOrderResult> {
  requireArea(actor, 'calls');
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [quick] = await tx.select().from(quickOrders).where(eq(quickOrders.id, quickOrderId)).for('update');
    if (!quick) return { ok: false, error: 'quick_order_not_found' } as const;
    if (quick.orderId !== null) return { ok: false, error: 'quick_order_converted', orderId: quick.orderId } as const;
    const parsed = createOrderInput.safeParse({
      phone: quick.phone,
      ...fields,
      cart: JSON.stringify(quick.lines.map((l) => ({ id: l.goodId, quantity: l.quantity }))),
      idempotency_key: `quick-order-${quick.id}`,
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
      return { ok: false, error: 'invalid', fields: errors } as const;
    }
    const customerCtx = {
      ...txCtx,
      locale: quick.locale === 'ru' ? ('ru' as const) : ('ua' as const),
      user: quick.userId !== null ? { id: quick.userId } : undefined,
    };
    const placed = await createOrder(customerCtx, parsed.data);
    if (!placed.ok) {
      // A stock refusal found by the check lists its reasons (which good, how many are left) for the manager.
      const stockChecked =
        (placed.error === 'good_not_in_store' || placed.error === 'stock_gone') &&
        !!placed.check &&
        blockingMessages(placed.check).length > 0;
      if (placed.error === 'checkout_disabled' || stockChecked)
        return { ok: false, error: 'checkout_disabled', messages: placed.check?.messages ?? [] } as const;
      // An invoice needs the company's fields, which this form names `company` and `edrpou` too.
      if (placed.error === 'company_required')
        return { ok: false, error: 'invalid', fields: { company: placed.error } };
      if (placed.error === 'edrpou_invalid') return { ok: false, error: 'invalid', fields: { edrpou: placed.error } };
      return { ok: false, error: placed.error } as const;
    }
    await tx
      .update(quickOrders)
      .set({ orderId: placed.orderId, status: 'done', handledBy: actor.id, handledAt: ctx.now })
      .where(eq(quickOrders.id, quick.id));
    await tx
      .update(orderStatusHistory)
      .set({ staffId: actor.id, actorName: actor.name })
      .where(and(eq(orderStatusHistory.orderId, placed.orderId), eq(orderStatusHistory.status, 'new')));
    const staffActor = { kind: 'staff', staff: actor } as const;
    await recordAudit(txCtx, staffActor, {
      action: 'order.from_quick_order',
      entity: 'order',
      entityId: placed.orderId,
      after: { quickOrderId: quick.id, total: placed.total },
    });
    await recordAudit(txCtx, staffActor, {
      action: 'quick_order.convert',
      entity: 'quick_order',
      entityId: quick.id,
      before: { status: quick.status, orderId: null },
      after: { status: 'done', orderId: placed.orderId },
    });
    await notifyOrderPlaced(customerCtx, placed.orderId);
    return { ok: true, orderId: placed.orderId, total: placed.total } as const;
  });
}
