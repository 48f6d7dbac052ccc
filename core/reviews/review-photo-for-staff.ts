import { and, eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { reviewPhotos } from '#db/schema';
import type { ReviewPhoto } from './get-review-photo';
import type { ReviewPhotoStore } from './prepare-photo';

/**
 * A review photo's bytes for the moderator, whatever its review's status (photos are
 * viewed before publication). Only staff whose role opens reviews; the public routes still serve
 * published reviews' photos only (ADR 0079).
 */
export async function getReviewPhotoForStaff(
  ctx: Pick<Ctx, 'db'>,
  actor: StaffView,
  store: Pick<ReviewPhotoStore, 'readOriginal'>,
  photoId: number,
): Promise<ReviewPhoto | null> {
  requireArea(actor, 'reviews');
  const [row] = await ctx.db
    .select({ key: reviewPhotos.key })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.id, photoId), isNotNull(reviewPhotos.key)));
  const bytes = row?.key ? await store.readOriginal(row.key) : null;
  return bytes ? { mime: 'image/jpeg', bytes } : null;
}
