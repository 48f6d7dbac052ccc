import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import {
  fiscalReceipts,
  type OrderPaymentStatus,
  orders,
  type PaymentProviderName,
  type PaymentStatus,
  paymentEvents,
  paymentMethods,
  payments,
} from '#db/schema';
import { loadPaymentMoney, noMoney, orderPaymentState } from './balance';
import { isUah, type ProviderEvent, type RejectedCallback } from './provider';
import { paymentProviders, registeredPaymentProvider } from './registry';

/** Who told us: the provider (callback, poll), us (refund, staff, reconciler), 1C's exchange or a carrier's tracking. */
export type EventSource = 'callback' | 'poll' | 'refund' | 'staff' | 'reconciler' | 'exchange' | 'carrier';

export type ApplyResult = {
  /** applied | duplicate | stale | rejected: <why> */
  outcome: string;
  paymentId: number | null;
  orderId: number | null;
  status: PaymentStatus | null;
};

/**
 * Providers whose money needs the shop's fiscal receipt: card and instalments (every registered
 * provider and the demo page), and the carrier's cash on delivery (ADR 0113: the postal transfer's
 * receipt is the carrier's, not the sale's). A company's transfer needs none; the till's money got
 * its receipt from the till's own register.
 */
const fiscalised = new Set<PaymentProviderName>([...paymentProviders.map((p) => p.name), 'demo', 'cod']);

/** Which state an attempt may move to from which: money taken always counts, nothing goes back to pending. */
function nextStatus(current: PaymentStatus, target: ProviderEvent['status']): 'same' | 'stale' | PaymentStatus {
  if (target === 'pending') return current === 'pending' ? 'same' : 'stale';
  if (target === current) return 'same';
  switch (target) {
    case 'paid':
      // A late success after a decline or after we expired it still took the money.
      return current === 'pending' || current === 'failed' || current === 'expired' ? 'paid' : 'stale';
    case 'failed':
    case 'expired':
      return current === 'pending' ? target : 'stale';
    case 'refunded':
      return current === 'paid' ? 'refunded' : 'stale';
  }
}

/**
 * Applies what a provider said about an attempt (ADR 0096), in one transaction with the
 * attempt locked: the event must name a known attempt of this provider, in UAH, for exactly its
 * amount; the move must be allowed (pending → paid | failed | expired, failed/expired → paid,
 * paid → refunded). Replays are `duplicate`, out-of-order ones `stale`; neither changes anything.
 * The order's payment state follows its attempts; a paid card or instalment attempt queues its
 * fiscal receipt, a refund its return receipt. Every event is kept in payment_events.
 */
export async function applyProviderEvent(
  ctx: Ctx,
  provider: PaymentProviderName,
  source: EventSource,
  event: ProviderEvent,
): Promise<ApplyResult> {
  return ctx.db.transaction(async (tx) => {
    const reference = event.reference.slice(0, 200);
    // The order first, then the attempt: the order's edits and cancel lock in the same order, so a
    // callback racing a manager waits for them instead of deadlocking.
    const [owner] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.reference, reference));
    if (owner) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, owner.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    const keep = (outcome: string, paymentId: number | null) =>
      tx.insert(paymentEvents).values({
        paymentId,
        provider,
        source,
        verified: true,
        outcome,
        status: event.status === 'pending' ? null : event.status,
        raw: event.raw as object,
        createdAt: ctx.now,
      });
    const refuse = async (why: string) => {
      await keep(`rejected: ${why}`, payment?.id ?? null);
      return {
        outcome: `rejected: ${why}`,
        paymentId: payment?.id ?? null,
        orderId: payment?.orderId ?? null,
        status: payment?.status ?? null,
      };
    };
    if (!payment) return refuse('unknown reference');
    if (payment.provider !== provider) return refuse(`provider mismatch (${payment.provider})`);
    if (!isUah(event.currency)) return refuse(`currency ${event.currency}`);
    if (!event.amountFixedAtStart && event.amount !== payment.amount)
      return refuse(`amount ${event.amount} ≠ ${payment.amount}`);
    if (
      payment.providerId &&
      event.providerId &&
      event.providerId !== payment.providerId &&
      !registeredPaymentProvider(provider)?.providerIdMayChange
    )
      return refuse('provider id mismatch');

    const move = nextStatus(payment.status, event.status);
    let status: PaymentStatus = payment.status;
    let refunded = payment.refundedAmount;
    if (move === 'same' && event.status === 'refunded' && event.refundedAmount !== undefined) {
      // A second partial refund reads as "refunded" again with a larger sum.
    } else if (move === 'same' || move === 'stale') {
      await keep(move === 'same' ? 'duplicate' : 'stale', payment.id);
      return {
        outcome: move === 'same' ? 'duplicate' : 'stale',
        paymentId: payment.id,
        orderId: payment.orderId,
        status: payment.status,
      };
    }
    if (event.status === 'refunded') {
      const back = Math.min(payment.amount, event.refundedAmount ?? payment.amount);
      if (back <= refunded) {
        await keep('duplicate', payment.id);
        return { outcome: 'duplicate', paymentId: payment.id, orderId: payment.orderId, status: payment.status };
      }
      refunded = back;
      status = back >= payment.amount ? 'refunded' : 'paid';
    } else {
      status = move as PaymentStatus;
    }
    await tx
      .update(payments)
      .set({
        status,
        refundedAmount: refunded,
        providerId: payment.providerId ?? event.providerId ?? null,
        failureReason:
          status === 'failed' || status === 'expired' ? (event.failureReason ?? null) : payment.failureReason,
        lastEvent: event.raw as object,
        updatedAt: ctx.now,
        paidAt: status === 'paid' && !payment.paidAt ? ctx.now : payment.paidAt,
      })
      .where(eq(payments.id, payment.id));

    const orderStatus = await syncOrderPaymentStatus({ ...ctx, db: tx }, payment.orderId);
    if (fiscalised.has(payment.provider)) {
      if (status === 'paid' && payment.status !== 'paid')
        await queueReceipt({ ...ctx, db: tx }, payment.id, payment.orderId, 'sell', payment.amount);
      if (refunded > payment.refundedAmount)
        await queueReceipt({ ...ctx, db: tx }, payment.id, payment.orderId, 'return', refunded);
    }
    await keep(
      orderStatus.status === 'refund_due' || orderStatus.status === 'underpaid'
        ? `applied: the order is ${orderStatus.status === 'refund_due' ? 'due a refund' : 'underpaid'}`
        : orderStatus.doublePaid
          ? 'applied: the order is paid by another attempt too'
          : 'applied',
      payment.id,
    );
    return { outcome: 'applied', paymentId: payment.id, orderId: payment.orderId, status };
  });
}

/** Keeps a callback that changes nothing (forged, unreadable) in payment_events, unverified. */
export async function recordRejectedCallback(
  ctx: Ctx,
  provider: PaymentProviderName,
  source: EventSource,
  rejected: RejectedCallback,
): Promise<void> {
  await ctx.db.insert(paymentEvents).values({
    provider,
    source,
    verified: false,
    outcome: `rejected: ${rejected.rejected}`.slice(0, 500),
    raw: (rejected.raw ?? null) as object,
    createdAt: ctx.now,
  });
}

/**
 * The order's payment state from its attempts and its current total, by the one rule of
 * `orderPaymentState` (ADR 0108): paid only when what was received equals the total;
 * less is underpaid, more (or anything held for a cancelled order) is due back. Every change of an
 * attempt (applyProviderEvent), of the order's lines and of its cancellation ends here.
 */
export async function syncOrderPaymentStatus(
  ctx: Ctx,
  orderId: number,
): Promise<{ status: OrderPaymentStatus; doublePaid: boolean }> {
  const rows = await ctx.db
    .select({ status: payments.status, provider: payments.provider, paidAt: payments.paidAt })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const [order] = await ctx.db
    .select({
      status: orders.status,
      total: orders.total,
      paymentStatus: orders.paymentStatus,
      paidAt: orders.paidAt,
      method: paymentMethods.code,
    })
    .from(orders)
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(eq(orders.id, orderId));
  if (!order) return { status: 'unpaid', doublePaid: false };
  const money = (await loadPaymentMoney(ctx, [orderId])).get(orderId) ?? noMoney;
  const status = orderPaymentState({ ...order, current: order.paymentStatus }, money);
  const paid = rows.filter((r) => r.status === 'paid');
  const lastPaidAt = paid.reduce<Date | null>((at, p) => (p.paidAt && (!at || p.paidAt > at) ? p.paidAt : at), null);
  const paidAt = status === 'paid' ? (lastPaidAt ?? ctx.now) : null;
  if (status !== order.paymentStatus || (paidAt?.getTime() ?? null) !== (order.paidAt?.getTime() ?? null))
    await ctx.db
      .update(orders)
      .set({
        paymentStatus: status,
        paidAt,
        ...(paid[0] ? { paymentProvider: paid[0].provider } : {}),
      })
      .where(eq(orders.id, orderId));
  return { status, doublePaid: paid.length > 1 };
}

/** Queues a fiscal receipt once (the unique key on payment + kind); the fiscal worker issues it. */
export async function queueReceipt(
  ctx: Ctx,
  paymentId: number,
  orderId: number,
  kind: 'sell' | 'return',
  amount: number,
): Promise<void> {
  await ctx.db
    .insert(fiscalReceipts)
    .values({
      paymentId,
      orderId,
      kind,
      amount,
      provider: 'queued',
      requestId: randomUUID(),
      createdAt: ctx.now,
      nextAttemptAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: [fiscalReceipts.paymentId, fiscalReceipts.kind],
      // A second partial refund: the pending return grows; a return already issued stays as it is.
      set: {
        amount: sql`case when ${fiscalReceipts.status} = 'pending' then excluded.amount else ${fiscalReceipts.amount} end`,
      },
      where: and(eq(fiscalReceipts.kind, 'return'), eq(fiscalReceipts.status, 'pending')),
    });
}
