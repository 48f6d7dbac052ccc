import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods, reviewPhotos, reviews } from '#db/schema';

const positive = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max);

/** `?page=&per_page=` of a good's reviews: pages from 1, 1–50 per page (default 10). */
export const listReviewsQuery = z.strictObject({
  page: positive(100_000).optional().default(1),
  per_page: positive(50).optional().default(10),
});

export type PublishedReview = {
  id: number;
  rating: number;
  text: string;
  advantages: string;
  disadvantages: string;
  authorName: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
  likes: number;
  photoIds: number[];
};

export type RatingSummary = {
  /** Average ×100, rounded half up (450 = 4.5); 0 without reviews. */
  ratingX100: number;
  count: number;
  /** Published reviews per star, 1–5. */
  stars: Record<1 | 2 | 3 | 4 | 5, number>;
};

export type ReviewPage = {
  items: PublishedReview[];
  total: number;
  page: number;
  perPage: number;
  summary: RatingSummary;
};

/** Published reviews of a good, newest first, with its rating summary; null when the good does not exist. */
export async function listReviews(
  ctx: Ctx,
  goodId: number,
  query: { page: number; perPage: number },
): Promise<ReviewPage | null> {
  const published = and(eq(reviews.goodId, goodId), eq(reviews.status, 'published'));
  const [good, perStar, rows] = await Promise.all([
    ctx.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.id, goodId), eq(goods.isActive, true))),
    ctx.db.select({ rating: reviews.rating, n: count() }).from(reviews).where(published).groupBy(reviews.rating),
    ctx.db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        text: reviews.text,
        advantages: reviews.advantages,
        disadvantages: reviews.disadvantages,
        authorName: reviews.authorName,
        createdAt: reviews.createdAt,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
        likes: reviews.likes,
      })
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  if (!good.length) return null;
  const photos = rows.length
    ? await ctx.db
        .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId })
        .from(reviewPhotos)
        .where(
          and(
            inArray(
              reviewPhotos.reviewId,
              rows.map((row) => row.id),
            ),
            // A row from before ADR 0079 shows once the sweep has moved its photo to the store.
            isNotNull(reviewPhotos.key),
          ),
        )
        .orderBy(asc(reviewPhotos.id))
    : [];
  const stars: RatingSummary['stars'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of perStar) {
    if (rating >= 1 && rating <= 5) stars[rating as 1 | 2 | 3 | 4 | 5] = n;
    total += n;
    sum += rating * n;
  }
  return {
    items: rows.map((row) => ({
      ...row,
      photoIds: photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.id),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
    summary: { ratingX100: averageX100(sum, total), count: total, stars },
  };
}

/** Integer average ×100 rounded half up, the same rule moderation writes to goods.rating_x100. */
export function averageX100(sum: number, count: number): number {
  return count ? Math.round((sum * 100) / count) : 0;
}
