import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getGood } from '#core/catalog';
import { errorTexts, fieldErrors } from '#core/i18n';
import { maxPhotoBytes, maxReviewPhotos, minReviewTextLength, submitReview, submitReviewForm } from '#core/reviews';
import type { Services } from '#server/context';
import { reviewPhotoDeps, reviewPostLimit } from '#server/http/review-limits';
import { readForm } from '../../form.server';
import { localizePath } from '../../i18n/locale';
import { requestCtx } from '../../request-ctx.server';
import { sessionUser } from '../../session.server';

/** The review rules the form checks in the browser too (values only travel in loader data). */
export const reviewRules = { minText: minReviewTextLength, maxPhotos: maxReviewPhotos, maxPhotoBytes };
export type ReviewRules = typeof reviewRules;

const goodId = z.object({
  goodId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
});

/** The fields a re-rendered form keeps (photos cannot be put back into a file input). */
export type ReviewValues = Partial<
  Record<'rating' | 'text' | 'advantages' | 'disadvantages' | 'name' | 'email' | 'notify', string>
>;
export type ReviewActionData =
  | { sent: true }
  | { sent?: undefined; errors: Record<string, string>; values: ReviewValues };

const textFields = ['rating', 'text', 'advantages', 'disadvantages', 'name', 'email', 'notify'] as const;

/** The good the form is about (its own page serves shoppers without JavaScript), and the signed-in name. */
export async function loadReviewPage(request: Request, params: unknown, services: Services) {
  const parsed = goodId.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const ctx = requestCtx(request, services);
  const [good, user] = await Promise.all([getGood(ctx, parsed.data.goodId), sessionUser(request, services)]);
  if (!good) throw data(null, { status: 404 });
  return {
    good: { id: good.id, slug: good.slug, title: good.title, image: good.images[0] ?? null },
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    rules: reviewRules,
  };
}

/**
 * The review form (SPEC §3, §5) through the same core use case, rate limit and body limit as
 * `POST /site/reviews/{goodId}` (ADR 0028, 0053). With JavaScript (field `js`) it answers data;
 * without, a stored review redirects to the product with `?review=sent`, errors re-render the form.
 */
export async function reviewAction(request: Request, params: unknown, services: Services, clientIp: string) {
  const parsed = goodId.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const ctx = requestCtx(request, services);
  const pick = (texts: { message: string; message_ua: string }) =>
    ctx.locale === 'ua' ? texts.message_ua : texts.message;
  // Counted before the body is read, as the API does: reading 55 MB is the expensive part.
  const limit = await reviewPostLimit(clientIp);
  if (!limit.ok) {
    const errors = { form: pick(errorTexts('rate_limited', { seconds: limit.retryAfter })) };
    return data({ errors, values: {} }, { status: 429 });
  }
  const form = await readForm(request);
  const values: ReviewValues = {};
  for (const field of textFields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 2000);
  }
  const js = form.get('js') === '1';
  const user = await sessionUser(request, services);
  // An empty file input still sends one nameless, empty file: that is "no photos", not a bad one.
  const photos = [...form.getAll('photos'), ...form.getAll('photos[]')].filter(
    (file) => !(file instanceof File && file.size === 0 && file.name === ''),
  );
  const name = values.name?.trim() || (user ? `${user.firstName} ${user.lastName}`.trim() : '');
  const input = submitReviewForm.safeParse({
    ...Object.fromEntries(textFields.flatMap((field) => (values[field] === undefined ? [] : [[field, values[field]]]))),
    name,
    ...(photos.length ? { photos } : {}),
  });
  if (!input.success) {
    const errors: Record<string, string> = {};
    for (const [field, texts] of Object.entries(fieldErrors(input.error))) {
      errors[field === 'photos[]' ? 'photos' : field.split('.')[0] || 'form'] ??= pick(texts);
    }
    return data({ errors, values }, { status: 400 });
  }
  const result = await submitReview(
    user ? { ...ctx, user: { id: user.id } } : ctx,
    parsed.data.goodId,
    input.data,
    reviewPhotoDeps(services, clientIp),
  );
  if (!result.ok) {
    if (result.error === 'review_good_not_found') throw data(null, { status: 404 });
    if (result.error === 'review_photo_quota') {
      const errors = { photos: pick(errorTexts(result.error, { seconds: result.retryAfter })) };
      return data({ errors, values }, { status: 429, headers: { 'Retry-After': String(result.retryAfter) } });
    }
    if (result.error === 'review_photos_storage_full')
      return data({ errors: { photos: pick(errorTexts(result.error)) }, values }, { status: 507 });
    return data({ errors: { [result.field]: pick(errorTexts(result.error)) }, values }, { status: 400 });
  }
  if (js) return data({ sent: true as const });
  const good = await getGood(ctx, parsed.data.goodId);
  const path = good ? `/${good.slug}/p${good.id}` : '/';
  return redirect(`${localizePath(path, ctx.locale)}?review=sent#review-form`, 303);
}
