import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, type StaffView } from '#core/staff';
import { payments } from '#db/schema';
import { applyProviderEvent, recordRejectedCallback } from './apply-event';
import type { PaymentGateway } from './gateway';
import { isRejected } from './provider';
import { isRefundableProvider } from './registry';
import { requirePaymentRole } from './staff-roles';

export type RefundInput = { paymentId: number /** Kopiyky. */; amount: number; note?: string };

export type RefundResult =
  | { ok: true; refunded: number; status: 'paid' | 'refunded' }
  | {
      ok: false;
      error: 'payment_not_found' | 'not_refundable' | 'amount_invalid' | 'refund_unsupported' | 'provider_refused';
      /** The provider's reason for a refusal (shown to the manager). */
      reason?: string;
    };

/**
 * A manager refunds a paid card or instalment attempt, all of it or part (ADR 0100):
 * the manager and admin roles only; the amount must be positive and at most what is still not
 * refunded. The provider's `refund` is asked (outside any transaction: it is a network call); its
 * answer is applied with applyProviderEvent (source `refund`: the attempt's refunded sum, the
 * order's payment state, the return receipt) and audited together. A refusal changes nothing and
 * answers the provider's reason. The event's refunded sum is made cumulative here: a provider
 * answers what this refund sent back, applyProviderEvent takes the total so far.
 */
export async function refundPayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  actor: StaffView,
  input: RefundInput,
): Promise<RefundResult> {
  requirePaymentRole(actor);
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment) return { ok: false, error: 'payment_not_found' };
  if (payment.status !== 'paid' || !isRefundableProvider(payment.provider))
    return { ok: false, error: 'not_refundable' };
  const left = payment.amount - payment.refundedAmount;
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > left)
    return { ok: false, error: 'amount_invalid' };
  const provider = gateway.byName(payment.provider);
  if (!provider?.refund) return { ok: false, error: 'refund_unsupported' };
  let answer: Awaited<ReturnType<NonNullable<typeof provider.refund>>>;
  try {
    answer = await provider.refund(
      { reference: payment.reference, providerId: payment.providerId, amount: payment.amount },
      input.amount,
    );
  } catch (error) {
    answer = { rejected: error instanceof Error ? error.message : 'the provider did not answer' };
  }
  if (isRejected(answer)) {
    await recordRejectedCallback(ctx, payment.provider, 'refund', answer);
    return { ok: false, error: 'provider_refused', reason: answer.rejected };
  }
  const total = payment.refundedAmount + input.amount;
  const event =
    answer.status === 'refunded'
      ? { ...answer, refundedAmount: Math.max(Math.min(answer.refundedAmount ?? total, payment.amount), total) }
      : answer;
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const applied = await applyProviderEvent(txCtx, payment.provider, 'refund', event);
    if (applied.outcome !== 'applied')
      return { ok: false, error: 'provider_refused', reason: `${answer.status}: ${applied.outcome}` } as const;
    await tx.update(payments).set({ staffId: actor.id }).where(eq(payments.id, payment.id));
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      {
        action: 'payment.refund',
        entity: 'order',
        entityId: payment.orderId,
        before: { paymentId: payment.id, status: payment.status, refunded: payment.refundedAmount },
        after: { status: applied.status, refunded: total, amount: input.amount, note: input.note?.trim() || undefined },
      },
    );
    return { ok: true, refunded: total, status: applied.status === 'refunded' ? 'refunded' : 'paid' } as const;
  });
}
