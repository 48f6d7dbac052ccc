import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { type PaymentProviderName, type PaymentStatus, paymentEvents, payments } from '#db/schema';

export type OrderPaymentAttempt = {
  id: number;
  provider: PaymentProviderName;
  amount: number;
  refundedAmount: number;
  status: PaymentStatus;
  providerId: string | null;
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date | null;
  byStaff: boolean;
  events: { source: string; verified: boolean; outcome: string; status: PaymentStatus | null; at: Date }[];
};

/**
 * An order's payment attempts for the back office (ADR 0100), newest first, each with
 * its events (callbacks, polls, refunds, staff marks) oldest first — the raw bodies stay out.
 * The caller has checked the order is the actor's to see (getStaffOrder).
 */
export async function listOrderPayments(ctx: Ctx, actor: StaffView, orderId: number): Promise<OrderPaymentAttempt[]> {
  requireArea(actor, 'orders');
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const events = rows.length
    ? await ctx.db
        .select()
        .from(paymentEvents)
        .where(
          inArray(
            paymentEvents.paymentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    amount: r.amount,
    refundedAmount: r.refundedAmount,
    status: r.status,
    providerId: r.providerId,
    failureReason: r.failureReason,
    createdAt: r.createdAt,
    paidAt: r.paidAt,
    expiresAt: r.expiresAt,
    byStaff: r.staffId !== null,
    events: events
      .filter((e) => e.paymentId === r.id)
      .map((e) => ({ source: e.source, verified: e.verified, outcome: e.outcome, status: e.status, at: e.createdAt })),
  }));
}
