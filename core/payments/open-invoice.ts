import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { orders, payments } from '#db/schema';
import { newReference } from './start-payment';

/**
 * Opens the bank-transfer attempt of an order paid by invoice (SPEC §9, ADR 0100):
 * one pending `invoice` payment for the order's total, expiring with the order's `payment_due_at`
 * (the end of the 3rd working day). Called inside createOrder's transaction, so the order and its
 * attempt land together. Nothing to pay (a certificate covered it) opens nothing. Answers the
 * attempt's id, or null.
 */
export async function openInvoice(ctx: Ctx, orderId: number): Promise<number | null> {
  const [order] = await ctx.db
    .select({ total: orders.total, dueAt: orders.paymentDueAt, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.total <= 0 || order.paymentStatus !== 'unpaid') return null;
  const [row] = await ctx.db
    .insert(payments)
    .values({
      orderId,
      provider: 'invoice',
      amount: order.total,
      status: 'pending',
      reference: newReference(orderId),
      expiresAt: order.dueAt,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: payments.id });
  return row?.id ?? null;
}
