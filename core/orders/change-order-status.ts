import { and, desc, eq, inArray } from 'drizzle-orm';
import { outboxSmsGateway, type SmsGateway } from '#core/accounts';
import { recordPurchase, takeBackPurchase } from '#core/loyalty';
import { expireOpenAttempts, recordTillPayment, syncOrderPaymentStatus, type TillMethod } from '#core/payments';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { type ReserveLine, releaseOrder, sellOrder } from '#core/stock';
import {
  deliveryMethods,
  type OrderPaymentStatus,
  type OrderStatus,
  orderStatusHistory,
  orders,
  paymentMethods,
} from '#db/schema';
import { notifyOrderStatus } from './notify-order-status';
import { mayOverridePayment, paymentGate } from './payment-gate';
import { endPickupHold, startPickupHold } from './pickup-hold';
import { lockStaffOrder } from './staff-scope';
import { releaseVouchers } from './vouchers';
import { isDelivered, nextStatuses } from './workflow';

/** The audit verb of each move (`order.confirm`…). */
const verbs: Record<OrderStatus, string> = {
  new: 'new',
  confirmed: 'confirm',
  packed: 'pack',
  shipped: 'ship',
  ready_for_pickup: 'ready',
  delivered: 'deliver',
  completed: 'deliver',
  cancelled: 'cancel',
  returned: 'return',
};

export type ChangeOrderStatusResult =
  | { ok: true; tillPayment?: number }
  | { ok: false; error: 'order_not_found' | 'order_status_invalid' | 'order_payment_collect' }
  | { ok: false; error: 'order_unpaid' | 'order_override_forbidden'; paymentStatus: OrderPaymentStatus };

/** A staff move's payment answers (ADR 0113). */
export type PaymentAnswers = {
  /** Ship or hand over an unpaid prepaid order anyway: why (manager and admin roles; audited). */
  override?: string;
  /** Handing over an order paid at handover: how the shopper paid (recorded in the same action). */
  collect?: TillMethod;
};

/**
 * Moves an order along the workflow (ADR 0091) in one transaction: the status, its
 * history row with who did it, the audit row and the shopper's SMS / e-mail. Delivery adds the
 * goods paid to the shopper's loyalty purchases (SPEC §1, ADR 0024); a cancel gives the promo code
 * and the certificate back, expires the open payment attempts and flags money already taken for
 * refund (ADR 0108); a return gives the certificate back and takes the purchase out again.
 * What the order holds (ADR 0120) is sold when it is delivered and let go when it is cancelled or
 * comes back on its way; the audit row lists what was let go.
 */
export async function changeOrderStatus(
  ctx: Ctx,
  actor: StaffView,
  /** `note` is for the shopper too: their history, SMS and e-mail show it (a waybill number…). */
  input: { orderId: number; status: OrderStatus; note?: string } & PaymentAnswers,
  sms: SmsGateway = outboxSmsGateway,
): Promise<ChangeOrderStatusResult> {
  requireArea(actor, 'orders');
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const order = await lockStaffOrder(txCtx, actor, input.orderId);
    if (!order) return { ok: false, error: 'order_not_found' } as const;
    return moveOrder(txCtx, order, actor, input, sms);
  });
}

/**
 * A move made by the shop or a system it trusts, no staff member (an invoice not paid in
 * time is cancelled by the scheduler; 1C's exchange, `by: '1C exchange'`): the history row
 * has no staff and names `by` (none: the shop), the audit names it as an import (else `system`).
 * These record facts (a carrier delivered the parcel), so the payment gate of staff moves does not
 * apply (ADR 0113).
 * Call it inside the caller's transaction; the effects (vouchers back, the shopper told — unless
 * `quiet`, a step on the way to the status 1C reports) are the staff move's.
 */
export async function changeOrderStatusByShop(
  ctx: Ctx,
  input: { orderId: number; status: OrderStatus; note?: string; by?: string; quiet?: boolean },
  sms: SmsGateway = outboxSmsGateway,
): Promise<ChangeOrderStatusResult> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return { ok: false, error: 'order_not_found' } as const;
    return moveOrder(txCtx, order, null, input, sms);
  });
}

async function moveOrder(
  ctx: Ctx,
  order: typeof orders.$inferSelect,
  actor: StaffView | null,
  input: { orderId: number; status: OrderStatus; note?: string; by?: string; quiet?: boolean } & PaymentAnswers,
  sms: SmsGateway,
): Promise<ChangeOrderStatusResult> {
  const [method] = await ctx.db
    .select({ kind: deliveryMethods.kind })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, order.deliveryMethodId));
  if (!method || !nextStatuses(order.status, method.kind).includes(input.status))
    return { ok: false, error: 'order_status_invalid' } as const;
  let tillPayment: number | undefined;
  if (actor) {
    // ADR 0113: a prepaid order leaves only paid (or with a manager's reason); money
    // taken at handover is recorded with the handover.
    const [payment] = await ctx.db
      .select({ code: paymentMethods.code })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, order.paymentMethodId));
    const gate = paymentGate(order, payment?.code ?? '', input.status);
    const reason = input.override?.trim().slice(0, 500) ?? '';
    if (gate === 'unpaid') {
      if (!reason) return { ok: false, error: 'order_unpaid', paymentStatus: order.paymentStatus } as const;
      if (!mayOverridePayment(actor))
        return { ok: false, error: 'order_override_forbidden', paymentStatus: order.paymentStatus } as const;
      await recordAudit(
        ctx,
        { kind: 'staff', staff: actor },
        {
          action: 'order.payment_override',
          entity: 'order',
          entityId: order.id,
          before: { status: order.status, paymentStatus: order.paymentStatus },
          after: { status: input.status, reason },
        },
      );
    }
    if (gate === 'collect') {
      if (!input.collect) return { ok: false, error: 'order_payment_collect' } as const;
      tillPayment = (await recordTillPayment(ctx, actor, { orderId: order.id, how: input.collect }))?.paymentId;
    }
  }
  const note = input.note?.trim().slice(0, 500) || null;
  await ctx.db.update(orders).set({ status: input.status }).where(eq(orders.id, order.id));
  await ctx.db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: input.status,
    note,
    staffId: actor?.id ?? null,
    actorName: actor?.name ?? input.by ?? null,
    createdAt: ctx.now,
  });
  // Click & collect (ADR 0120): ready starts the 3-day hold with a new code (SPEC §9); leaving the shelf voids it.
  const pickup = input.status === 'ready_for_pickup' ? await startPickupHold(ctx, order) : null;
  if (order.status === 'ready_for_pickup' && input.status !== 'ready_for_pickup') await endPickupHold(ctx, order.id);
  const goodsPaid = order.goodsPrice - order.goodsDiscount - order.promoDiscount;
  if (isDelivered(input.status)) await sellOrder(ctx, order.id);
  let released: ReserveLine[] = [];
  if (input.status === 'cancelled' || input.status === 'returned') released = await releaseOrder(ctx, order.id);
  if (isDelivered(input.status) && order.userId !== null)
    await recordPurchase(ctx, { userId: order.userId, amount: goodsPaid, at: ctx.now });
  if (input.status === 'cancelled') {
    await releaseVouchers(ctx, order, { promo: true, certificate: true });
    // ADR 0108: a cancelled order takes no more money; what it holds is due back.
    await expireOpenAttempts(ctx, order.id, actor ? 'staff' : input.by ? 'exchange' : 'reconciler', 'order cancelled');
    await syncOrderPaymentStatus(ctx, order.id);
  }
  if (input.status === 'returned') {
    await releaseVouchers(ctx, order, { promo: false, certificate: true });
    // A refused parcel brings no cash on delivery: the expected money is closed (ADR 0113).
    await expireOpenAttempts(ctx, order.id, actor ? 'staff' : input.by ? 'exchange' : 'carrier', 'order returned');
    if (isDelivered(order.status) && order.userId !== null)
      await takeBackPurchase(ctx, {
        userId: order.userId,
        amount: goodsPaid,
        recordedAt: (await deliveredAt(ctx, order.id)) ?? ctx.now,
      });
  }
  const who = actor
    ? ({ kind: 'staff', staff: actor } as const)
    : input.by
      ? ({ kind: 'import', name: input.by } as const)
      : ({ kind: 'system', name: 'shop' } as const);
  await recordAudit(ctx, who, {
    action: `order.${verbs[input.status]}`,
    entity: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: input.status, ...(note ? { note } : {}), ...(released.length ? { released } : {}) },
  });
  if (!input.quiet) await notifyOrderStatus(ctx, order, input.status, note, sms, pickup);
  return tillPayment ? ({ ok: true, tillPayment } as const) : ({ ok: true } as const);
}

/** When the order was delivered (its purchase recorded), from its history. */
async function deliveredAt(ctx: Ctx, orderId: number): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), inArray(orderStatusHistory.status, ['delivered', 'completed'])))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(1);
  return row?.at ?? null;
}
