import { and, count, eq, sum } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { goods, reviews } from '#db/schema';
import { averageX100 } from './list-reviews';
import { notifyReviewReply } from './notify-review-reply';

/** The shop's reply and a rejection's reason: trimmed, bounded. */
export const maxReplyLength = 2000;
export const maxRejectReasonLength = 500;

export const moderateReviewInput = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('publish'),
    id: idSchema(),
    reply: z.string().trim().max(maxReplyLength).optional(),
  }),
  z.strictObject({
    action: z.literal('reject'),
    id: idSchema(),
    reason: z.string().trim().max(maxRejectReasonLength),
  }),
]);
export type ModerateReviewInput = z.input<typeof moderateReviewInput>;

export type GoodRating = { id: number; ratingX100: number; reviewsCount: number };

export type ModerateReviewResult =
  | {
      ok: true;
      status: 'published' | 'rejected';
      good: GoodRating;
      /** How the author was told of the reply now, if they were (SPEC §3 reply notification). */
      notified: 'email' | 'sms' | null;
    }
  | { ok: false; error: 'review_not_found' | 'reject_reason_required' };

/** What the audit log keeps of a review's moderation. */
export const moderationState = (row: { status: string; reply: string | null; rejectReason: string | null }) => ({
  status: row.status,
  reply: row.reply,
  rejectReason: row.rejectReason,
});

/**
 * Recomputes a good's rating ×100 and review count from its published reviews (the one place that
 * writes them), with the good locked so two moderations of its reviews count one after the other.
 * The goods row change reaches cached pages through the change feed (ADR 0080).
 */
export async function recomputeGoodRating(ctx: Ctx, goodId: number): Promise<GoodRating> {
  await ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodId)).for('update');
  const [agg] = await ctx.db
    .select({ n: count(), total: sum(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.goodId, goodId), eq(reviews.status, 'published')));
  const reviewsCount = agg?.n ?? 0;
  const ratingX100 = averageX100(Number(agg?.total ?? 0), reviewsCount);
  await ctx.db.update(goods).set({ ratingX100, reviewsCount }).where(eq(goods.id, goodId));
  return { id: goodId, ratingX100, reviewsCount };
}

/**
 * A moderator publishes a review (optionally with the shop's reply) or rejects it with a reason
 * (SPEC §3: published only after moderation). Who and when are kept on the review; the
 * good's rating and count follow in the same transaction, so they always agree with what the
 * product page lists; a published review with a reply tells its author once, when they asked;
 * the change and its audit row land together.
 */
export async function moderateReview(
  ctx: Ctx,
  actor: StaffView,
  input: ModerateReviewInput,
): Promise<ModerateReviewResult> {
  requireArea(actor, 'reviews');
  const parsed = moderateReviewInput.parse(input);
  if (parsed.action === 'reject' && !parsed.reason) return { ok: false, error: 'reject_reason_required' };
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, parsed.id)).for('update');
    if (!before) return { ok: false, error: 'review_not_found' } as const;
    const status = parsed.action === 'publish' ? 'published' : 'rejected';
    const reply = parsed.action === 'publish' && parsed.reply ? parsed.reply : null;
    const [after] = await tx
      .update(reviews)
      .set({
        status,
        moderatedAt: ctx.now,
        moderatedBy: actor.id,
        rejectReason: parsed.action === 'reject' ? parsed.reason : null,
        ...(reply && reply !== before.reply ? { reply, repliedAt: ctx.now } : {}),
      })
      .where(eq(reviews.id, parsed.id))
      .returning();
    if (!after) throw new Error('moderated review vanished');
    const good = await recomputeGoodRating(txCtx, before.goodId);
    const notified = await notifyReviewReply(txCtx, before.id);
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      {
        action: `review.${parsed.action}`,
        entity: 'review',
        entityId: before.id,
        before: moderationState(before),
        after: { ...moderationState(after), ...(notified ? { notified } : {}) },
      },
    );
    return { ok: true, status, good, notified } as const;
  });
}
