import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { reviewPhotos, reviews } from '#db/schema';

export type ReviewPhoto = { mime: 'image/jpeg' | 'image/png' | 'image/gif'; bytes: Uint8Array<ArrayBuffer> };

/** A review photo's bytes, only while its review is published (pending/rejected photos stay private). */
export async function getReviewPhoto(ctx: Ctx, photoId: number): Promise<ReviewPhoto | null> {
  const [row] = await ctx.db
    .select({ mime: reviewPhotos.mime, data: reviewPhotos.data })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.id, photoId), eq(reviews.status, 'published')));
  if (!row) return null;
  return { mime: row.mime, bytes: new Uint8Array(Buffer.from(row.data, 'base64')) };
}

/** Whether a review photo may be shown (its review is published), without reading its bytes. */
export async function isReviewPhotoPublished(ctx: Pick<Ctx, 'db'>, photoId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: reviewPhotos.id })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.id, photoId), eq(reviews.status, 'published')));
  return row !== undefined;
}
