import type { Ctx } from '#core/shared';
import { emailOutbox } from '#db/schema';

export type EmailPurpose = 'order_status' | 'back_in_stock' | 'review_reply' | 'fiscal_receipt';

/**
 * Queues an e-mail in `email_outbox`, in the caller's transaction like the SMS outbox
 * (ADR 0013): the message lands with the change it announces; a mail gateway sends and marks it.
 */
export async function queueEmail(
  ctx: Ctx,
  message: { to: string; subject: string; text: string; purpose: EmailPurpose },
): Promise<void> {
  await ctx.db.insert(emailOutbox).values({ ...message, createdAt: ctx.now });
}
