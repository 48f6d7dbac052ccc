import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods, reviewPhotos, reviews } from '#db/schema';
import { detectImageType } from './image-type';

/** SPEC §5 / §9: at most 10 photos, each up to 5 MB. */
export const maxReviewPhotos = 10;
export const maxPhotoBytes = 5 * 1024 * 1024;
/** "Not too short" (SPEC §5): at least 10 characters after trimming (ADR 0028). */
export const minReviewTextLength = 10;

const photoList = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.unknown()).superRefine((list, issue) => {
    if (list.length > maxReviewPhotos) {
      issue.addIssue({ code: 'custom', message: 'review_photos_too_many' });
      return;
    }
    for (const file of list) {
      if (!(file instanceof File) || file.size === 0) {
        issue.addIssue({ code: 'custom', message: 'review_photo_type' });
        return;
      }
      if (file.size > maxPhotoBytes) {
        issue.addIssue({ code: 'custom', message: 'review_photo_too_big' });
        return;
      }
    }
  }),
);

const optionalText = z.string().trim().max(1000).optional().default('');

/** `comment` is an alias of `text` (SPEC §5 says comment, §3 text); `text` wins when both are given. */
function aliasComment(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('comment' in value)) return value;
  const { comment, ...rest } = value as Record<string, unknown>;
  const text = rest.text;
  return typeof text === 'string' && text.trim() ? rest : { ...rest, text: comment };
}

/** The review form (multipart/form-data); photos come as repeated `photos` (or `photos[]`). */
export const submitReviewForm = z.preprocess(
  aliasComment,
  z
    .strictObject({
      rating: z
        .string('review_rating_required')
        .trim()
        .min(1, 'review_rating_required')
        .regex(/^[1-5]$/, 'review_rating_invalid')
        .transform(Number),
      text: z
        .string('review_text_required')
        .trim()
        .min(1, 'review_text_required')
        .refine((text) => [...text].length >= minReviewTextLength, 'review_text_too_short')
        .pipe(z.string().max(2000)),
      advantages: optionalText,
      disadvantages: optionalText,
      name: z.string('review_name_required').trim().min(1, 'review_name_required').max(100),
      email: z
        .string()
        .trim()
        .max(100)
        .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'review_email_invalid')
        .optional(),
      notify: z.enum(['0', '1'], 'invalid').optional(),
      photos: photoList.optional(),
      'photos[]': photoList.optional(),
    })
    .transform((form) => ({
      rating: form.rating,
      text: form.text,
      advantages: form.advantages,
      disadvantages: form.disadvantages,
      name: form.name,
      email: form.email || null,
      notify: form.notify === '1',
      photos: [...((form.photos ?? []) as File[]), ...((form['photos[]'] ?? []) as File[])],
    })),
);

export type SubmitReviewInput = z.output<typeof submitReviewForm>;

export type SubmitReviewResult =
  | { ok: true; id: number; status: 'pending' }
  | { ok: false; error: 'review_good_not_found' }
  | { ok: false; error: 'review_photos_too_many' | 'review_photo_type'; field: 'photos' };

/**
 * Stores a shopper's review as `pending` (published only after moderation, SPEC §3); photos are
 * accepted only when their bytes are JPEG, PNG or GIF (SPEC §5), whatever their name says.
 */
export async function submitReview(ctx: Ctx, goodId: number, input: SubmitReviewInput): Promise<SubmitReviewResult> {
  if (input.photos.length > maxReviewPhotos) return { ok: false, error: 'review_photos_too_many', field: 'photos' };
  const photos: { mime: 'image/jpeg' | 'image/png' | 'image/gif'; size: number; data: string }[] = [];
  for (const file of input.photos) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = detectImageType(bytes);
    if (!mime || bytes.length > maxPhotoBytes) return { ok: false, error: 'review_photo_type', field: 'photos' };
    photos.push({ mime, size: bytes.length, data: Buffer.from(bytes).toString('base64') });
  }
  const [good] = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodId), eq(goods.isActive, true)));
  if (!good) return { ok: false, error: 'review_good_not_found' };
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        goodId,
        userId: ctx.user?.id ?? null,
        authorName: input.name,
        email: input.email,
        rating: input.rating,
        text: input.text,
        advantages: input.advantages,
        disadvantages: input.disadvantages,
        notifyOnReply: input.notify,
        status: 'pending',
        createdAt: ctx.now,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('review insert returned no row');
    if (photos.length) await tx.insert(reviewPhotos).values(photos.map((photo) => ({ reviewId: row.id, ...photo })));
    return row.id;
  });
  return { ok: true, id, status: 'pending' };
}
