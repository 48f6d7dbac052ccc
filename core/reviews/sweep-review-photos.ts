import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { reviewPhotos, reviews } from '#db/schema';
import { newPhotoKey, preparePhoto, type ReviewPhotoStore } from './prepare-photo';

/** Photos of a review nobody moderated within this many days are deleted (ADR 0079). */
export const pendingPhotoDays = 14;
/** Photos of a rejected review are kept this long (a mistaken rejection can be undone), then deleted. */
export const rejectedPhotoDays = 1;

const day = 24 * 60 * 60_000;

/**
 * Housekeeping of review photos (ADR 0079), run by the server every few minutes:
 * deletes the files and rows of photos whose review has waited for moderation over 14 days or was
 * rejected over a day ago, and moves photos kept as base64 in the database before ADR 0079 into
 * the image store (re-encoded like a new upload; one that does not decode is dropped). At most
 * `batch` of each per run, one photo at a time.
 */
export async function sweepReviewPhotos(
  ctx: Ctx,
  store: ReviewPhotoStore,
  batch = 100,
): Promise<{ deleted: number; moved: number }> {
  const expired = await ctx.db
    .select({ id: reviewPhotos.id, key: reviewPhotos.key })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(
      or(
        and(eq(reviews.status, 'pending'), lt(reviews.createdAt, new Date(ctx.now.getTime() - pendingPhotoDays * day))),
        and(
          eq(reviews.status, 'rejected'),
          lt(
            sql`coalesce(${reviews.moderatedAt}, ${reviews.createdAt})`,
            new Date(ctx.now.getTime() - rejectedPhotoDays * day),
          ),
        ),
      ),
    )
    .limit(batch);
  const gone: number[] = [];
  for (const photo of expired) {
    // The file first: a row without its file is a broken picture, a file without a row a leak.
    if (photo.key) await store.deleteOriginal(photo.key);
    gone.push(photo.id);
  }
  if (gone.length) await ctx.db.delete(reviewPhotos).where(inArray(reviewPhotos.id, gone));
  let moved = 0;
  for (let i = 0; i < batch; i++) {
    const [legacy] = await ctx.db
      .select({ id: reviewPhotos.id, data: reviewPhotos.data })
      .from(reviewPhotos)
      .where(isNotNull(reviewPhotos.data))
      .limit(1);
    if (!legacy?.data) break;
    const photo = await preparePhoto(Buffer.from(legacy.data, 'base64'));
    if (!photo) {
      await ctx.db.delete(reviewPhotos).where(eq(reviewPhotos.id, legacy.id));
      continue;
    }
    const key = newPhotoKey();
    await store.writeOriginal(key, photo.bytes, 'image/jpeg');
    await ctx.db
      .update(reviewPhotos)
      .set({ key, mime: 'image/jpeg', size: photo.bytes.length, width: photo.width, height: photo.height, data: null })
      .where(eq(reviewPhotos.id, legacy.id));
    moved++;
  }
  return { deleted: gone.length, moved };
}
