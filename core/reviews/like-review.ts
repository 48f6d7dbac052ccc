import { createHash } from 'node:crypto';
import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { reviewLikes, reviews, users } from '#db/schema';

/**
 * Who is liking (ADR 0080, replacing 0029's hash of address and User-Agent): a signed-in shopper
 * by user id; a guest by the random id of their browser's voter cookie; each with the client
 * address it came from (kept only as a hash, for the per-address cap).
 */
export type Voter = { userId: number; ip: string } | { guestId: string; ip: string };

/**
 * Likes of one review from one client address, at most, by guests and accounts younger than
 * {@link freshAccountMs} together (a household behind one router).
 */
export const guestLikesPerAddress = 3;

/**
 * An account this young likes within its address's budget, as a guest does:
 * registration needs no phone check, so seven sign-ups from one address were seven more likes.
 */
export const freshAccountMs = 24 * 60 * 60_000;

/** The stored voter: `user:{id}` or `guest:{cookie id}`, one like each. */
export function voterKey(voter: Voter): string {
  return 'userId' in voter ? `user:${voter.userId}` : `guest:${voter.guestId}`;
}

/**
 * The address of a guest like as stored: SHA-256 of the review's id and the address, 32 hex digits.
 * Never the raw address; with the review's id in it, one address's likes of two reviews do not match.
 */
export function likeAddressHash(reviewId: number, ip: string): string {
  return createHash('sha256').update(`review-like\n${reviewId}\n${ip}`).digest('hex').slice(0, 32);
}

export type LikeReviewResult = { ok: true; likes: number; liked: boolean } | { ok: false; error: 'review_not_found' };

/**
 * One like per voter on a published review; repeating it changes nothing (idempotent). A guest's
 * like, or one of an account younger than a day, counts only while fewer than
 * {@link guestLikesPerAddress} such likes of the review came from the same address (`liked: false`
 * past it, the count unchanged); an older account's like is not capped. Writes the review's
 * counter only: a like is not a catalogue change (the product page is dropped by the reviews' own
 * tag, ADR 0080).
 */
export async function likeReview(ctx: Ctx, reviewId: number, voter: Voter): Promise<LikeReviewResult> {
  return ctx.db.transaction(async (tx) => {
    // Likes of one review wait for each other here, so the per-address count cannot be raced.
    const [review] = await tx
      .select({ id: reviews.id, likes: reviews.likes })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
      .for('update');
    if (!review) return { ok: false, error: 'review_not_found' } as const;
    const key = voterKey(voter);
    const capped = 'guestId' in voter || (await isFreshAccount(tx, voter.userId, ctx.now));
    const addressHash = capped ? likeAddressHash(reviewId, voter.ip) : null;
    if (addressHash !== null) {
      const [mine] = await tx
        .select({ voter: reviewLikes.voter })
        .from(reviewLikes)
        .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.voter, key)));
      if (mine) return { ok: true, likes: review.likes, liked: false } as const;
      const [same] = await tx
        .select({ n: count() })
        .from(reviewLikes)
        .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.addressHash, addressHash)));
      if ((same?.n ?? 0) >= guestLikesPerAddress) return { ok: true, likes: review.likes, liked: false } as const;
    }
    const inserted = await tx
      .insert(reviewLikes)
      .values({ reviewId, voter: key, addressHash, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ voter: reviewLikes.voter });
    if (inserted.length === 0) return { ok: true, likes: review.likes, liked: false } as const;
    const [row] = await tx
      .update(reviews)
      .set({ likes: sql`${reviews.likes} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ likes: reviews.likes });
    return { ok: true, likes: row?.likes ?? review.likes + 1, liked: true } as const;
  });
}

/** Whether the account was made less than {@link freshAccountMs} ago (an unknown id counts as fresh). */
async function isFreshAccount(db: Ctx['db'], userId: number, now: Date): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), lte(users.createdAt, new Date(now.getTime() - freshAccountMs))));
  return !user;
}
