import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { reviews } from '#db/schema';
import { maxReplyLength, moderationState } from './moderate-review';
import { notifyReviewReply } from './notify-review-reply';

export const replyToReviewInput = z.strictObject({
  id: idSchema(),
  /** Blank removes the reply. */
  reply: z.string().trim().max(maxReplyLength),
});
export type ReplyToReviewInput = z.input<typeof replyToReviewInput>;

export type ReplyToReviewResult =
  | { ok: true; reply: string | null; notified: 'email' | 'sms' | null }
  | { ok: false; error: 'review_not_found' };

/**
 * The shop's reply to a review, written or edited later (it shows under the review on the product
 * page once the review is published, SPEC §3); blank removes it. A published review's author who
 * asked is told of the reply once (an edit does not notify again); a pending one's is told when it
 * is published. Audited as `review.reply`.
 */
export async function replyToReview(
  ctx: Ctx,
  actor: StaffView,
  input: ReplyToReviewInput,
): Promise<ReplyToReviewResult> {
  requireArea(actor, 'reviews');
  const parsed = replyToReviewInput.parse(input);
  const reply = parsed.reply || null;
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, parsed.id)).for('update');
    if (!before) return { ok: false, error: 'review_not_found' } as const;
    if (before.reply === reply) return { ok: true, reply, notified: null } as const;
    const [after] = await tx
      .update(reviews)
      .set({ reply, repliedAt: reply ? ctx.now : null })
      .where(eq(reviews.id, parsed.id))
      .returning();
    if (!after) throw new Error('replied review vanished');
    const notified = await notifyReviewReply(txCtx, before.id);
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      {
        action: 'review.reply',
        entity: 'review',
        entityId: before.id,
        before: moderationState(before),
        after: { ...moderationState(after), ...(notified ? { notified } : {}) },
      },
    );
    return { ok: true, reply, notified } as const;
  });
}
