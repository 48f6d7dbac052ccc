import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { orders, payments } from '#db/schema';
import { applyProviderEvent } from './apply-event';
import { closeReasons } from './expire-open-attempts';
import type { PaymentGateway } from './gateway';

export type ReconcileReport = { asked: number; applied: number; expired: number; errors: number };

/** A pending attempt is first asked about after this (its callback may just be late). */
const quietMs = 10 * 60_000;
/** …and again no sooner than this after the last question. */
const askEveryMs = 15 * 60_000;

/**
 * Asks providers about attempts left pending (lost callbacks) and expires the abandoned ones
 *: an attempt past its `expiresAt` is asked once more, then expired unless the
 * provider says it was paid. Attempts closed early by a line edit or a cancel are
 * asked about until their own expiry too. At most `limit` attempts per run, oldest question
 * first; a provider that fails is counted and asked again next run.
 */
export async function reconcilePayments(ctx: Ctx, gateway: PaymentGateway, limit = 50): Promise<ReconcileReport> {
  const report: ReconcileReport = { asked: 0, applied: 0, expired: 0, errors: 0 };
  const asked = new Date(ctx.now.getTime() - askEveryMs);
  const due = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        lt(payments.createdAt, new Date(ctx.now.getTime() - quietMs)),
        or(
          and(
            eq(payments.status, 'pending'),
            or(isNull(payments.checkedAt), lt(payments.checkedAt, asked), lt(payments.expiresAt, ctx.now)),
          ),
          // Closed early by a line edit or a cancel: the shopper may still pay the
          // provider's page until the attempt's own expiry, so a lost callback is asked about
          // until then, once after it, and the money found is the order's (underpaid / due back).
          and(
            eq(payments.status, 'expired'),
            inArray(payments.failureReason, closeReasons),
            or(
              isNull(payments.checkedAt),
              and(lt(payments.checkedAt, asked), lt(payments.checkedAt, payments.expiresAt)),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(payments.checkedAt), asc(payments.createdAt))
    .limit(limit);
  for (const payment of due) {
    const provider = gateway.byName(payment.provider);
    let settled = false;
    if (provider) {
      report.asked++;
      try {
        const event = await provider.status({
          reference: payment.reference,
          providerId: payment.providerId,
          amount: payment.amount,
        });
        if (event && event.status !== 'pending') {
          const result = await applyProviderEvent(ctx, payment.provider, 'reconciler', event);
          if (result.outcome === 'applied') report.applied++;
          settled = result.status !== 'pending';
        }
      } catch {
        report.errors++;
      }
    }
    await ctx.db.update(payments).set({ checkedAt: ctx.now }).where(eq(payments.id, payment.id));
    if (!settled && payment.status === 'pending' && payment.expiresAt && payment.expiresAt < ctx.now) {
      const result = await applyProviderEvent(ctx, payment.provider, 'reconciler', {
        reference: payment.reference,
        status: 'expired',
        amount: payment.amount,
        currency: 'UAH',
        failureReason: 'not paid in time',
        raw: { expiredAt: ctx.now.toISOString() },
      });
      if (result.outcome === 'applied') report.expired++;
    }
  }
  return report;
}

/**
 * The shopper is back from the provider's page: when its callback has not come yet, ask once
 * (monobank and PrivatBank answer at once), so the order page shows the outcome.
 */
export async function refreshPayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  reference: string,
): Promise<{ orderId: number; locale: string } | null> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.reference, reference.slice(0, 200)));
  if (!payment) return null;
  if (payment.status === 'pending') {
    const provider = gateway.byName(payment.provider);
    try {
      const event = await provider?.status({
        reference: payment.reference,
        providerId: payment.providerId,
        amount: payment.amount,
      });
      if (event && event.status !== 'pending') await applyProviderEvent(ctx, payment.provider, 'poll', event);
    } catch {
      // The callback or the reconciler settles it.
    }
  }
  const [order] = await ctx.db
    .select({ id: orders.id, locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  return order ? { orderId: order.id, locale: order.locale } : null;
}
