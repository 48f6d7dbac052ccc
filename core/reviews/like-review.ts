import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods, reviewLikes, reviews } from '#db/schema';

/**
 * Who is liking (ADR 0029): a signed-in user by id; a guest by a SHA-256 of IP and User-Agent,
 * so the raw address is never stored and one browser on one network counts once.
 */
export function voterKey(who: { userId?: number; ip: string; userAgent: string }): string {
  if (who.userId !== undefined) return `user:${who.userId}`;
  const hash = createHash('sha256').update(`${who.ip}\n${who.userAgent}`).digest('hex').slice(0, 32);
  return `anon:${hash}`;
}

export type LikeReviewResult = { ok: true; likes: number; liked: boolean } | { ok: false; error: 'review_not_found' };

/** One like per voter on a published review; repeating it changes nothing (idempotent). */
export async function likeReview(ctx: Ctx, reviewId: number, voter: string): Promise<LikeReviewResult> {
  return ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, goodId: reviews.goodId })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')));
    if (!review) return { ok: false, error: 'review_not_found' } as const;
    const inserted = await tx
      .insert(reviewLikes)
      .values({ reviewId, voter, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ voter: reviewLikes.voter });
    const liked = inserted.length > 0;
    const [row] = liked
      ? await tx
          .update(reviews)
          .set({ likes: sql`${reviews.likes} + 1` })
          .where(eq(reviews.id, reviewId))
          .returning({ likes: reviews.likes })
      : await tx.select({ likes: reviews.likes }).from(reviews).where(eq(reviews.id, reviewId));
    // The good's page shows the count: touching the good stamps it (migration 0004's trigger), so
    // the catalogue fingerprint moves and cached pages are rendered again (ADR 0066).
    if (liked)
      await tx
        .update(goods)
        .set({ reviewsCount: sql`${goods.reviewsCount}` })
        .where(eq(goods.id, review.goodId));
    return { ok: true, likes: row?.likes ?? 0, liked } as const;
  });
}
