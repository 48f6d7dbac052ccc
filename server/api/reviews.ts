import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { errorTexts } from '#core/i18n';
import { originalsStore } from '#core/media';
import {
  getReviewPhoto,
  likeReview,
  listReviews,
  listReviewsQuery,
  submitReview,
  submitReviewForm,
} from '#core/reviews';
import { clientIp } from '#server/http/rate-limit';
import { reviewBodyLimit, reviewLikeLimit, reviewPhotoDeps, reviewPostLimit } from '#server/http/review-limits';
import { likeVoter } from '#server/http/voter-cookie';
import { apiError, createRouter, ok } from './http';
import { limitBy } from './limits';

export { reviewBodyLimit };

const id = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .openapi({ param: { name, in: 'path' }, type: 'string', example: '1' });

const errorResponse = (description: string) => ({ description });

/** Reviews (SPEC §3, §5; §7 "reviews: not shown" — designed in ADR 0028). */
export const reviewsApi = createRouter();

reviewsApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/reviews/{goodId}',
    tags: ['reviews'],
    summary: "A good's published reviews, newest first, with its rating summary",
    description:
      'Only moderated (published) reviews. `summary.rating_x100` is the average ×100 (450 = 4.5), `summary.rating` the same with one decimal, `summary.stars` counts per star 1–5. An empty `items` list means "no reviews yet" (SPEC §8).',
    request: { params: z.object({ goodId: id('goodId') }), query: listReviewsQuery },
    responses: {
      200: { description: '`data`: { items, total, page, per_page, summary }' },
      400: errorResponse('Bad good id or paging'),
      404: errorResponse('No such good'),
    },
  }),
  async (c) => {
    const { goodId } = c.req.valid('param');
    const query = c.req.valid('query');
    const page = await listReviews(c.get('ctx'), goodId, { page: query.page, perPage: query.per_page });
    if (!page) return apiError(c, 404, 'review_good_not_found');
    // Photos are URLs of GET /site/reviews/photo/{id}; an empty page carries the "no reviews yet" text.
    const empty = page.total === 0 ? errorTexts('reviews_empty') : undefined;
    return ok(
      c,
      {
        items: page.items.map((review) => ({
          id: review.id,
          rating: review.rating,
          text: review.text,
          advantages: review.advantages,
          disadvantages: review.disadvantages,
          photos: review.photoIds.map((photoId) => `/site/reviews/photo/${photoId}`),
          reply: review.reply,
          reply_date: review.repliedAt?.toISOString() ?? null,
          likes: review.likes,
          name: review.authorName,
          date: review.createdAt.toISOString(),
        })),
        total: page.total,
        page: page.page,
        per_page: page.perPage,
        summary: {
          rating_x100: page.summary.ratingX100,
          rating: Math.round(page.summary.ratingX100 / 10) / 10,
          count: page.summary.count,
          stars: page.summary.stars,
        },
      },
      empty,
    );
  },
);

reviewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/reviews/{goodId}',
    tags: ['reviews'],
    summary: 'Leave a review (published after moderation)',
    description:
      'multipart/form-data: rating 1–5 (required), text (or its alias comment; required, at least 10 characters), ' +
      'advantages, disadvantages (≤ 1000 each), name (required, ≤ 100), email (optional, ≤ 100), notify (0/1: e-mail me the reply), ' +
      'photos (repeated; at most 10 files, JPEG/PNG/GIF by their bytes, ≤ 5 MB each, decodable, ≤ 40 megapixels). Bodies over 55 MB answer 413. ' +
      'Photos are kept re-encoded as JPEG (longest side ≤ 2000 px, no metadata). ' +
      'Stored as pending; a signed-in author is linked to the review. Limited to 5 per hour per IP, ' +
      'and 30 MB of stored photos per IP per day (429); while too many photos await moderation, reviews with photos answer 507.',
    middleware: [
      bodyLimit({ maxSize: reviewBodyLimit, onError: (c) => apiError(c, 413, 'payload_too_large') }),
      limitBy(reviewPostLimit),
    ] as const,
    request: {
      params: z.object({ goodId: id('goodId') }),
      body: {
        required: true,
        content: {
          'multipart/form-data': { schema: submitReviewForm },
          'application/x-www-form-urlencoded': { schema: submitReviewForm },
        },
      },
    },
    responses: {
      200: { description: '`data`: { id, status: "pending" } with the bilingual "thanks, after moderation" message' },
      400: errorResponse('Per-field errors (`errors.rating`, `errors.text`, `errors.photos`, …)'),
      404: errorResponse('No such good'),
      413: errorResponse('Body over 55 MB'),
      429: errorResponse('More than 5 reviews an hour, or over 30 MB of photos a day, from this address'),
      507: errorResponse('Too many photos await moderation: send the review without photos, or later'),
    },
  }),
  async (c) => {
    const { goodId } = c.req.valid('param');
    const deps = reviewPhotoDeps(c.get('services'), clientIp(c));
    const result = await submitReview(c.get('ctx'), goodId, c.req.valid('form'), deps);
    if (!result.ok) {
      if (result.error === 'review_good_not_found') return apiError(c, 404, result.error);
      if (result.error === 'review_photo_quota') {
        c.header('Retry-After', String(result.retryAfter));
        return apiError(c, 429, result.error, { seconds: result.retryAfter });
      }
      if (result.error === 'review_photos_storage_full') return apiError(c, 507, result.error);
      return apiError(c, 400, result.error, {}, { [result.field]: errorTexts(result.error) });
    }
    return ok(c, { id: result.id, status: result.status }, errorTexts('review_submitted'));
  },
);

reviewsApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/reviews/photo/{photoId}',
    tags: ['reviews'],
    summary: "A published review's photo (image bytes)",
    request: { params: z.object({ photoId: id('photoId') }) },
    responses: {
      200: { description: 'image/jpeg (re-encoded on upload); cached for a day' },
      404: errorResponse('No such photo, or its review is not published'),
    },
  }),
  async (c) => {
    const photo = await getReviewPhoto(
      c.get('ctx'),
      originalsStore(c.get('services').env),
      c.req.valid('param').photoId,
    );
    if (!photo) return apiError(c, 404, 'review_photo_not_found');
    return c.body(new Uint8Array(photo.bytes), 200, {
      'Content-Type': photo.mime,
      'Content-Length': String(photo.bytes.length),
      'Cache-Control': 'public, max-age=86400',
      'Content-Disposition': 'inline',
    });
  },
);

reviewsApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/reviews/{reviewId}/like',
    tags: ['reviews'],
    summary: 'Like a published review (once per voter)',
    description:
      'Idempotent: a signed-in user votes by id, a guest by the `voter` cookie (random, HttpOnly; set on the first like), ' +
      'at most 3 likes of a review per client address by guests and accounts younger than a day together ' +
      '(ADR 0080). Answers the like count.',
    middleware: [limitBy(reviewLikeLimit)] as const,
    request: { params: z.object({ reviewId: id('reviewId') }) },
    responses: {
      200: {
        description:
          '`data`: { likes, liked } (liked = this call added the like; false when this voter liked before or the address has used its likes for guests and new accounts)',
      },
      404: errorResponse('No such published review'),
    },
  }),
  async (c) => {
    const { voter, setCookie } = likeVoter(c.req.raw, c.get('user')?.id, clientIp(c));
    const result = await likeReview(c.get('ctx'), c.req.valid('param').reviewId, voter);
    if (!result.ok) return apiError(c, 404, result.error);
    if (setCookie) c.header('Set-Cookie', setCookie, { append: true });
    return ok(c, { likes: result.likes, liked: result.liked });
  },
);
