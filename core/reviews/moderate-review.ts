import { and, count, eq, sum } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods, reviews } from '#db/schema';
import { averageX100 } from './list-reviews';

export type ModerateReviewResult =
  | { ok: true; status: 'published' | 'rejected'; good: { id: number; ratingX100: number; reviewsCount: number } }
  | { ok: false; error: 'review_not_found' };

/**
 * Publishes or rejects a review (SPEC §3: published only after moderation), optionally with the
 * shop's reply, and recomputes the good's rating ×100 and review count from its published
 * reviews in the same transaction, so they always agree with what the product page lists.
 */
export async function moderateReview(
  ctx: Ctx,
  id: number,
  action: 'publish' | 'reject',
  reply?: string,
): Promise<ModerateReviewResult> {
  return ctx.db.transaction(async (tx) => {
    const status = action === 'publish' ? 'published' : 'rejected';
    const text = reply?.trim();
    const [review] = await tx
      .update(reviews)
      .set({ status, moderatedAt: ctx.now, ...(text ? { reply: text, repliedAt: ctx.now } : {}) })
      .where(eq(reviews.id, id))
      .returning({ goodId: reviews.goodId });
    if (!review) return { ok: false, error: 'review_not_found' } as const;
    // Lock the good so two moderations of its reviews recompute one after the other.
    await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, review.goodId)).for('update');
    const [agg] = await tx
      .select({ n: count(), total: sum(reviews.rating) })
      .from(reviews)
      .where(and(eq(reviews.goodId, review.goodId), eq(reviews.status, 'published')));
    const reviewsCount = agg?.n ?? 0;
    const ratingX100 = averageX100(Number(agg?.total ?? 0), reviewsCount);
    await tx.update(goods).set({ ratingX100, reviewsCount }).where(eq(goods.id, review.goodId));
    return { ok: true, status, good: { id: review.goodId, ratingX100, reviewsCount } } as const;
  });
}
