import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, type StaffView } from '#core/staff';
import { orders, paymentMethods, payments } from '#db/schema';
import { applyProviderEvent } from './apply-event';
import { requirePaymentRole } from './staff-roles';
import { newReference } from './start-payment';

/** How the shopper paid at the till or the shop's courier (ADR 0113). */
export type TillMethod = 'cash' | 'card';

/**
 * The carrier will collect the order's cash on delivery (ADR 0113): a pending `cod`
 * attempt for the order's total, made with its waybill, so the money is expected and shown. One
 * at a time: a second waybill (a re-sent parcel) keeps the one already waiting. Call it inside the
 * caller's transaction with the order locked.
 */
export async function expectCashOnDelivery(ctx: Ctx, orderId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  const [open] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cod'), eq(payments.status, 'pending')))
    .limit(1);
  if (open) return;
  await ctx.db.insert(payments).values({
    orderId,
    provider: 'cod',
    amount,
    status: 'pending',
    reference: newReference(orderId),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
}

export type CodReceivedResult =
  | { ok: true; paymentId: number }
  | { ok: false; error: 'order_not_found' | 'not_cod' | 'already_paid' | 'not_payable' };

/**
 * The carrier collected the order's cash on delivery (ADR 0113): its tracking said so
 * (`by: carrier`, the carrier's code) or a manager records it by hand (manager and admin roles,
 * as every money move by hand). The expected `cod` attempt (else a new one for the total) becomes
 * paid — so the order is paid and the shop's fiscal receipt is queued — and the audit keeps who.
 */
export async function recordCashOnDelivery(
  ctx: Ctx,
  who: { kind: 'staff'; staff: StaffView } | { kind: 'carrier'; carrier: string },
  input: { orderId: number; note?: string; details?: Record<string, string> },
): Promise<CodReceivedResult> {
  if (who.kind === 'staff') requirePaymentRole(who.staff);
  const note = input.note?.trim().slice(0, 500) ?? '';
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        total: orders.total,
        paymentStatus: orders.paymentStatus,
        method: paymentMethods.code,
      })
      .from(orders)
      .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
      .where(eq(orders.id, input.orderId))
      .for('update', { of: orders });
    if (!order) return { ok: false, error: 'order_not_found' } as const;
    if (order.method !== 'cod') return { ok: false, error: 'not_cod' } as const;
    if (order.paymentStatus === 'paid') return { ok: false, error: 'already_paid' } as const;
    if (order.paymentStatus !== 'on_delivery' || order.status === 'cancelled' || order.status === 'returned')
      return { ok: false, error: 'not_payable' } as const;
    const [expected] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'cod'), eq(payments.status, 'pending')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const attempt =
      expected && expected.amount === order.total
        ? expected
        : (
            await tx
              .insert(payments)
              .values({
                orderId: order.id,
                provider: 'cod',
                amount: order.total,
                status: 'pending',
                reference: newReference(order.id),
                createdAt: ctx.now,
                updatedAt: ctx.now,
              })
              .returning()
          )[0];
    if (!attempt) throw new Error('the cash-on-delivery attempt was not stored');
    const staff = who.kind === 'staff' ? who.staff : null;
    const result = await applyProviderEvent(txCtx, 'cod', staff ? 'staff' : 'carrier', {
      reference: attempt.reference,
      status: 'paid',
      amount: attempt.amount,
      currency: 'UAH',
      raw: staff
        ? { staffId: staff.id, staff: staff.login, note }
        : { carrier: who.kind === 'carrier' ? who.carrier : '', ...input.details },
    });
    if (result.status !== 'paid') throw new Error(`recording cash on delivery was ${result.outcome}`);
    if (staff) await tx.update(payments).set({ staffId: staff.id }).where(eq(payments.id, attempt.id));
    const actor = staff
      ? ({ kind: 'staff', staff } as const)
      : ({ kind: 'system', name: `carrier ${who.kind === 'carrier' ? who.carrier : ''}` } as const);
    await recordAudit(txCtx, actor, {
      action: 'payment.cod_received',
      entity: 'order',
      entityId: order.id,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: 'paid', paymentId: attempt.id, amount: attempt.amount, ...(note ? { note } : {}) },
    });
    return { ok: true, paymentId: attempt.id } as const;
  });
}

/**
 * The shopper paid at handover (ADR 0113): cash or a card at the store's till, or the
 * shop's own courier. A `till` attempt for what is owed, paid at once; no fiscal receipt of the
 * shop's online register follows — the till's register issued it. Any role that may hand the
 * order over records it (the store role too). Call it inside the caller's transaction, order locked.
 */
export async function recordTillPayment(
  ctx: Ctx,
  actor: StaffView,
  input: { orderId: number; how: TillMethod },
): Promise<{ paymentId: number; amount: number } | null> {
  const [order] = await ctx.db
    .select({ total: orders.total, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (order?.paymentStatus !== 'on_delivery' || order.total <= 0) return null;
  const [attempt] = await ctx.db
    .insert(payments)
    .values({
      orderId: input.orderId,
      provider: 'till',
      amount: order.total,
      status: 'pending',
      reference: newReference(input.orderId),
      staffId: actor.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!attempt) throw new Error('the till attempt was not stored');
  const result = await applyProviderEvent(ctx, 'till', 'staff', {
    reference: attempt.reference,
    status: 'paid',
    amount: attempt.amount,
    currency: 'UAH',
    raw: { staffId: actor.id, staff: actor.login, how: input.how },
  });
  if (result.status !== 'paid') throw new Error(`recording the till payment was ${result.outcome}`);
  await recordAudit(
    ctx,
    { kind: 'staff', staff: actor },
    {
      action: 'payment.till',
      entity: 'order',
      entityId: input.orderId,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: 'paid', paymentId: attempt.id, amount: attempt.amount, how: input.how },
    },
  );
  return { paymentId: attempt.id, amount: attempt.amount };
}
