import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type AuditActor, recordAudit, type StaffView } from '#core/staff';
import { orders, paymentMethods, payments } from '#db/schema';
import { applyProviderEvent } from './apply-event';
import { loadPaymentMoney, noMoney, paymentBalance } from './balance';
import { requirePaymentRole } from './staff-roles';
import { newReference } from './start-payment';

export type MarkPaidInput = { orderId: number; note: string };

export type MarkPaidResult =
  | { ok: true; paymentId: number }
  | { ok: false; error: 'order_not_found' | 'already_paid' | 'not_payable' | 'note_required' };

/**
 * A manager marks an order paid (ADR 0100): the company's transfer for an invoice (its
 * pending or expired invoice attempt becomes paid) or money a shopper of a card order paid some
 * other way (a `manual` attempt, paid at once). A note is required; the manager and admin roles
 * only; the attempt keeps who did it and the audit log the note. No fiscal receipt follows: a
 * bank transfer needs none, and a manual payment's receipt (if any) was issued where it was taken.
 * An order already paid, cancelled, or collected on delivery is refused. For an underpaid order
 * the manual attempt is the shortfall: the shopper paid the difference some other way.
 */
export async function markPaidByStaff(ctx: Ctx, actor: StaffView, input: MarkPaidInput): Promise<MarkPaidResult> {
  requirePaymentRole(actor);
  return markOrderPaid(ctx, { kind: 'staff', staff: actor }, input);
}

/**
 * The same mark made by 1C's exchange (ADR 0103: its document says the order is paid):
 * the same rules and records, the audit under the import actor `by`, the event's source `exchange`.
 * `already_paid` is for the caller to treat as nothing to do.
 */
export async function markPaidByExchange(
  ctx: Ctx,
  input: MarkPaidInput & { by: string; details?: Record<string, string> },
): Promise<MarkPaidResult> {
  return markOrderPaid(ctx, { kind: 'import', name: input.by }, input, input.details);
}

async function markOrderPaid(
  ctx: Ctx,
  who: Extract<AuditActor, { kind: 'staff' }> | { kind: 'import'; name: string },
  input: MarkPaidInput,
  details: Record<string, string> = {},
): Promise<MarkPaidResult> {
  const actor = who.kind === 'staff' ? who.staff : null;
  const note = input.note.trim().slice(0, 500);
  if (!note) return { ok: false, error: 'note_required' };
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
    if (order.paymentStatus === 'paid') return { ok: false, error: 'already_paid' } as const;
    if (
      (order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'expired' && order.paymentStatus !== 'underpaid') ||
      order.status === 'cancelled' ||
      order.total <= 0
    )
      return { ok: false, error: 'not_payable' } as const;
    // An underpaid order: what is marked is the shortfall, so received = total.
    const underpaid = order.paymentStatus === 'underpaid';
    const amount = underpaid
      ? paymentBalance(order, (await loadPaymentMoney(txCtx, [order.id])).get(order.id) ?? noMoney).shortfall
      : order.total;
    if (amount <= 0) return { ok: false, error: 'not_payable' } as const;
    const [invoice] =
      order.method === 'invoice' && !underpaid
        ? await tx
            .select()
            .from(payments)
            .where(
              and(
                eq(payments.orderId, order.id),
                eq(payments.provider, 'invoice'),
                inArray(payments.status, ['pending', 'expired']),
                eq(payments.amount, order.total),
              ),
            )
            .orderBy(desc(payments.createdAt))
            .limit(1)
        : [];
    const attempt =
      invoice ??
      (
        await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider: 'manual',
            amount,
            status: 'pending',
            reference: newReference(order.id),
            staffId: actor?.id ?? null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning()
      )[0];
    if (!attempt) throw new Error('the manual attempt was not stored');
    const result = await applyProviderEvent(txCtx, attempt.provider, actor ? 'staff' : 'exchange', {
      reference: attempt.reference,
      status: 'paid',
      amount: attempt.amount,
      currency: 'UAH',
      raw: actor
        ? { staffId: actor.id, staff: actor.login, note }
        : { by: who.kind === 'import' ? who.name : '', note, ...details },
    });
    if (result.status !== 'paid') throw new Error(`marking paid was ${result.outcome}`);
    if (actor) await tx.update(payments).set({ staffId: actor.id }).where(eq(payments.id, attempt.id));
    await recordAudit(txCtx, who, {
      action: 'payment.mark_paid',
      entity: 'order',
      entityId: order.id,
      before: { paymentStatus: order.paymentStatus },
      after: {
        paymentStatus: 'paid',
        provider: attempt.provider,
        paymentId: attempt.id,
        amount: attempt.amount,
        note,
      },
    });
    return { ok: true, paymentId: attempt.id } as const;
  });
}
