import { originalsStore } from '#core/media';
import type { ReviewPhotoDeps } from '#core/reviews';
import type { Services } from '#server/context';
import { createAmountBudget, createLimit } from './rate-limit';

/** 10 photos × 5 MB plus the text fields and multipart overhead (SPEC §5, §9; ADR 0028, 0040). */
export const reviewBodyLimit = 55 * 1024 * 1024;

/**
 * Review posts per client address, shared by `POST /site/reviews/{goodId}` and the storefront's
 * review form (`/review/{goodId}`): one counter whichever door is used (ADR 0028, 0053). Counted
 * before validation: reading a 55 MB body is the expensive part.
 */
export const reviewPostLimit = createLimit('review-post', 5, 3600);

/** Review likes per client address, shared by `POST /site/reviews/{reviewId}/like` and the product page's button (ADR 0029, 0059). */
export const reviewLikeLimit = createLimit('review-like', 60, 60);

/**
 * Stored (re-encoded) review photo bytes per client address per day, both doors together (ADR
 * 0079): 30 MB, some five reviews of ten phone photos each.
 */
export const reviewPhotoBytesPerDay = 30 * 1024 * 1024;
const reviewPhotoBudget = createAmountBudget('review-photo-bytes', reviewPhotoBytesPerDay, 24 * 3600);

/** What `submitReview` needs to keep a client's photos: the image store, its budget, the shop's pending cap. */
export function reviewPhotoDeps(services: Services, clientIp: string): ReviewPhotoDeps {
  return {
    store: originalsStore(services.env),
    maxPendingBytes: services.env.REVIEW_PHOTOS_PENDING_MB * 1024 * 1024,
    quota: {
      left: async () => {
        const { amount, retryAfter } = await reviewPhotoBudget.left(clientIp);
        return { bytes: amount, retryAfter };
      },
      spend: (bytes) => reviewPhotoBudget.spend(clientIp, bytes),
    },
  };
}
