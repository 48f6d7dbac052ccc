import { and, eq, isNotNull, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods, reviewPhotos, reviews } from '#db/schema';
import { detectImageType } from './image-type';
import { newPhotoKey, preparePhoto, type ReviewPhotoStore } from './prepare-photo';

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

/** What storing photos needs from the edge: the image store, the client's byte budget, the shop's cap. */
export type ReviewPhotoDeps = {
  store: ReviewPhotoStore;
  /** Stored photo bytes of reviews awaiting moderation, all clients together; past it nothing more is taken. */
  maxPendingBytes: number;
  /** The client address's budget of stored photo bytes (per day); absent = unlimited (tests, back office). */
  quota?: PhotoQuota;
};

export type PhotoQuota = {
  /** Bytes left now, and seconds until the budget renews. */
  left(): Promise<{ bytes: number; retryAfter: number }>;
  /** Spends `bytes`; false (with seconds to wait) when that goes over the budget. */
  spend(bytes: number): Promise<{ ok: true } | { ok: false; retryAfter: number }>;
};

export type SubmitReviewResult =
  | { ok: true; id: number; status: 'pending' }
  | { ok: false; error: 'review_good_not_found' }
  | { ok: false; error: 'review_photo_quota'; retryAfter: number }
  | { ok: false; error: 'review_photos_storage_full' }
  | {
      ok: false;
      error: 'review_photos_too_many' | 'review_photo_type' | 'review_photo_too_big' | 'review_photo_unreadable';
      field: 'photos';
    };

type StoredPhoto = { key: string; size: number; width: number; height: number };

/** Stored bytes of photos of reviews still awaiting moderation. */
async function pendingPhotoBytes(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ bytes: sum(reviewPhotos.size) })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviews.status, 'pending'), isNotNull(reviewPhotos.key)));
  return Number(row?.bytes ?? 0);
}

/**
 * Stores a shopper's review as `pending` (published only after moderation, SPEC §3). Photos
 * (SPEC §5: ≤ 10, JPEG/PNG/GIF by their bytes, ≤ 5 MB) are re-encoded one at a time and kept as
 * files in the image store, the database holding a row per photo with its key (* ADR 0079); within the client's daily budget and the shop's cap of pending photo bytes.
 */
export async function submitReview(
  ctx: Ctx,
  goodId: number,
  input: SubmitReviewInput,
  deps: ReviewPhotoDeps,
): Promise<SubmitReviewResult> {
  if (input.photos.length > maxReviewPhotos) return { ok: false, error: 'review_photos_too_many', field: 'photos' };
  // Every file is checked by its size and first bytes before any of them is decoded.
  for (const file of input.photos) {
    if (file.size > maxPhotoBytes) return { ok: false, error: 'review_photo_too_big', field: 'photos' };
    if (!detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer())))
      return { ok: false, error: 'review_photo_type', field: 'photos' };
  }
  const [good] = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodId), eq(goods.isActive, true)));
  if (!good) return { ok: false, error: 'review_good_not_found' };
  const stored: StoredPhoto[] = [];
  const forget = () => Promise.all(stored.map((photo) => deps.store.deleteOriginal(photo.key).catch(() => undefined)));
  if (input.photos.length) {
    if ((await pendingPhotoBytes(ctx)) >= deps.maxPendingBytes)
      return { ok: false, error: 'review_photos_storage_full' };
    const left = await deps.quota?.left();
    if (left && left.bytes <= 0) return { ok: false, error: 'review_photo_quota', retryAfter: left.retryAfter };
  }
  try {
    for (const file of input.photos) {
      const photo = await preparePhoto(Buffer.from(await file.arrayBuffer()));
      if (!photo) {
        await forget();
        return { ok: false, error: 'review_photo_unreadable', field: 'photos' };
      }
      const spent = await deps.quota?.spend(photo.bytes.length);
      if (spent && !spent.ok) {
        await forget();
        return { ok: false, error: 'review_photo_quota', retryAfter: spent.retryAfter };
      }
      const key = newPhotoKey();
      await deps.store.writeOriginal(key, photo.bytes, 'image/jpeg');
      stored.push({ key, size: photo.bytes.length, width: photo.width, height: photo.height });
    }
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
      if (stored.length)
        await tx
          .insert(reviewPhotos)
          .values(stored.map((photo) => ({ reviewId: row.id, mime: 'image/jpeg' as const, ...photo })));
      return row.id;
    });
    return { ok: true, id, status: 'pending' };
  } catch (error) {
    // A failed write or insert leaves no file behind.
    await forget();
    throw error;
  }
}
