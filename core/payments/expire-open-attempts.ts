import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { payments } from '#db/schema';
import { applyProviderEvent, type EventSource } from './apply-event';

/** Why an order's open attempts were closed: its lines (so its total) changed, it was cancelled, or returned (no cash on delivery comes). */
export const closeReasons = ['order lines changed', 'order cancelled', 'order returned'] as const;
export type CloseReason = (typeof closeReasons)[number];

/**
 * Expires every pending attempt of an order (ADR 0108) through applyProviderEvent, so
 * each is kept in payment_events: an attempt for an older total, or for a cancelled order, must
 * not settle it. A provider's late success for such an attempt still counts as money taken (the
 * state machine allows expired → paid) and the order's state then says what is owed or due back.
 * Call it inside the caller's transaction, with the order locked. Answers how many were expired.
 */
export async function expireOpenAttempts(
  ctx: Ctx,
  orderId: number,
  source: EventSource,
  reason: CloseReason,
): Promise<number> {
  const open = await ctx.db
    .select({ reference: payments.reference, provider: payments.provider, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  let expired = 0;
  for (const attempt of open) {
    const result = await applyProviderEvent(ctx, attempt.provider, source, {
      reference: attempt.reference,
      status: 'expired',
      amount: attempt.amount,
      currency: 'UAH',
      failureReason: reason,
      raw: { closed: reason, at: ctx.now.toISOString() },
    });
    if (result.outcome === 'applied') expired++;
  }
  return expired;
}
