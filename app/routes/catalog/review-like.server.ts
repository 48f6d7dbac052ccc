import { data, redirect } from 'react-router';
import { z } from 'zod';
import { errorTexts } from '#core/i18n';
import { likeReview } from '#core/reviews';
import type { Services } from '#server/context';
import { reviewLikeLimit } from '#server/http/review-limits';
import { likeVoter } from '#server/http/voter-cookie';
import { readForm } from '../../form.server';
import { requestCtx } from '../../request-ctx.server';
import { sessionUser } from '../../session.server';

/** Reviews shown per page on the product page (ADR 0059); `?reviews=N` asks for page N. */
export const reviewsPerPage = 4;

/** The reviews page of a product URL: `?reviews=2` → 2; anything else is the first page. */
export function reviewsPageOf(url: URL): number {
  const text = url.searchParams.get('reviews') ?? '';
  return /^[1-9]\d{0,4}$/.test(text) ? Number(text) : 1;
}

const likeForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('like'),
    reviewId: z
      .string()
      .regex(/^[1-9]\d{0,8}$/)
      .transform(Number),
    js: z.literal('1').optional(),
  }),
]);

export type ReviewLikeData =
  | { like: { reviewId: number; likes: number; liked: boolean } }
  | { like?: undefined; error: string };

/**
 * The product page's posts: a like of a review (SPEC §3 "like"; ADR 0059, 0080) through the same
 * use case, voter cookie and rate limit as `POST /site/reviews/{reviewId}/like`. With JavaScript it
 * answers the count; without, it redirects back to the review.
 */
export async function productAction(request: Request, services: Services, clientIp: string) {
  const ctx = requestCtx(request, services);
  const form = likeForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) throw data(null, { status: 400 });
  const pick = (texts: { message: string; message_ua: string }) =>
    ctx.locale === 'ua' ? texts.message_ua : texts.message;
  const limit = await reviewLikeLimit(clientIp);
  if (!limit.ok) {
    return data<ReviewLikeData>(
      { error: pick(errorTexts('rate_limited', { seconds: limit.retryAfter })) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
    );
  }
  const user = await sessionUser(request, services);
  // A guest gets the voter cookie on the first like, with or without JavaScript (ADR 0080).
  const { voter, setCookie } = likeVoter(request, user?.id, clientIp);
  const headers: Record<string, string> = setCookie ? { 'Set-Cookie': setCookie } : {};
  const result = await likeReview(ctx, form.data.reviewId, voter);
  if (!result.ok) return data<ReviewLikeData>({ error: pick(errorTexts(result.error)) }, { status: 404 });
  if (form.data.js) return data<ReviewLikeData>({ like: { reviewId: form.data.reviewId, ...result } }, { headers });
  const back = new URL(request.url);
  return redirect(`${back.pathname}${back.search}#review-${form.data.reviewId}`, { status: 303, headers });
}
