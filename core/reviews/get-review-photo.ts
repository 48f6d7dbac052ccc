import { and, eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { reviewPhotos, reviews } from '#db/schema';
import type { ReviewPhotoStore } from './prepare-photo';

export type ReviewPhoto = { mime: 'image/jpeg' | 'image/png' | 'image/gif'; bytes: Buffer };

/** The image-store key of a photo whose review is published (pending/rejected photos stay private), or null. */
export async function publishedReviewPhotoKey(ctx: Pick<Ctx, 'db'>, photoId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ key: reviewPhotos.key })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.id, photoId), eq(reviews.status, 'published'), isNotNull(reviewPhotos.key)));
  return row?.key ?? null;
}

/** A review photo's bytes from the image store, only while its review is published. */
export async function getReviewPhoto(
  ctx: Pick<Ctx, 'db'>,
  store: Pick<ReviewPhotoStore, 'readOriginal'>,
  photoId: number,
): Promise<ReviewPhoto | null> {
  const key = await publishedReviewPhotoKey(ctx, photoId);
  const bytes = key ? await store.readOriginal(key) : null;
  return bytes ? { mime: 'image/jpeg', bytes } : null;
}

/** Whether a review photo may be shown (its review is published), without reading its bytes. */
export async function isReviewPhotoPublished(ctx: Pick<Ctx, 'db'>, photoId: number): Promise<boolean> {
  return (await publishedReviewPhotoKey(ctx, photoId)) !== null;
}
