import { createLimit } from './rate-limit';

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
