import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods, reviewPhotos, reviews, staff, users } from '#db/schema';

export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const queuePageSizes = [20, 50, 100] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The queue's filters as they come from the URL (`?status=&rating=&good=&page=&per_page=`). */
export const reviewQueueFilter = z.object({
  status: z.preprocess(blankToUndefined, z.enum(reviewStatuses).optional()).catch(undefined),
  rating: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(5).optional()).catch(undefined),
  /** One good by its id (the link from a good's row). */
  goodId: z.preprocess(blankToUndefined, idSchema().optional()).catch(undefined),
  /** A good by its shop code, or a part of its title. */
  good: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  perPage: z.coerce
    .number()
    .refine((n) => (queuePageSizes as readonly number[]).includes(n))
    .catch(20)
    .default(20),
});
export type ReviewQueueFilter = z.output<typeof reviewQueueFilter>;

export type QueuedReview = {
  id: number;
  good: { id: number; slug: string; title: string; extId: string };
  authorName: string;
  email: string | null;
  /** The author's account phone, when signed in. */
  userPhone: string | null;
  userId: number | null;
  rating: number;
  text: string;
  advantages: string;
  disadvantages: string;
  status: ReviewStatus;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  moderatedAt: Date | null;
  moderatedBy: string | null;
  rejectReason: string | null;
  notifyOnReply: boolean;
  replyNotifiedAt: Date | null;
  photos: { id: number; width: number | null; height: number | null }[];
};

export type ReviewQueue = { items: QueuedReview[]; total: number; pending: number; page: number; perPage: number };

function goodCondition(text: string): SQL | undefined {
  if (!text) return undefined;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return or(eq(goods.extId, text), ilike(goods.titleUa, `%${escaped}%`), ilike(goods.titleRu, `%${escaped}%`));
}

/**
 * The moderation queue: pending reviews first, then the newest, of every status unless
 * filtered (status, rating, a good by id, shop code or title); with each review's photos (pending ones too: the moderator
 * sees them before publication), who moderated, and the count of reviews waiting.
 */
export async function listReviewQueue(ctx: Ctx, actor: StaffView, filter: ReviewQueueFilter): Promise<ReviewQueue> {
  requireArea(actor, 'reviews');
  const where = and(
    filter.status ? eq(reviews.status, filter.status) : undefined,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    filter.goodId ? eq(reviews.goodId, filter.goodId) : undefined,
    goodCondition(filter.good ?? ''),
  );
  const [rows, [total], [pending]] = await Promise.all([
    ctx.db
      .select({
        id: reviews.id,
        goodId: goods.id,
        goodSlug: goods.slug,
        goodTitle: goods.titleUa,
        goodExtId: goods.extId,
        authorName: reviews.authorName,
        email: reviews.email,
        userPhone: users.phone,
        userId: reviews.userId,
        rating: reviews.rating,
        text: reviews.text,
        advantages: reviews.advantages,
        disadvantages: reviews.disadvantages,
        status: reviews.status,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
        createdAt: reviews.createdAt,
        moderatedAt: reviews.moderatedAt,
        moderatedBy: staff.name,
        rejectReason: reviews.rejectReason,
        notifyOnReply: reviews.notifyOnReply,
        replyNotifiedAt: reviews.replyNotifiedAt,
      })
      .from(reviews)
      .innerJoin(goods, eq(goods.id, reviews.goodId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .leftJoin(staff, eq(staff.id, reviews.moderatedBy))
      .where(where)
      .orderBy(sql`(${reviews.status} = 'pending') desc`, desc(reviews.createdAt), desc(reviews.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    ctx.db.select({ n: count() }).from(reviews).innerJoin(goods, eq(goods.id, reviews.goodId)).where(where),
    ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending')),
  ]);
  const photos = rows.length
    ? await ctx.db
        .select({
          id: reviewPhotos.id,
          reviewId: reviewPhotos.reviewId,
          width: reviewPhotos.width,
          height: reviewPhotos.height,
        })
        .from(reviewPhotos)
        .where(
          and(
            inArray(
              reviewPhotos.reviewId,
              rows.map((row) => row.id),
            ),
            isNotNull(reviewPhotos.key),
          ),
        )
        .orderBy(asc(reviewPhotos.id))
    : [];
  return {
    items: rows.map(({ goodId, goodSlug, goodTitle, goodExtId, ...row }) => ({
      ...row,
      good: { id: goodId, slug: goodSlug, title: goodTitle, extId: goodExtId },
      photos: photos
        .filter((photo) => photo.reviewId === row.id)
        .map(({ id, width, height }) => ({ id, width, height })),
    })),
    total: total?.n ?? 0,
    pending: pending?.n ?? 0,
    page: filter.page,
    perPage: filter.perPage,
  };
}
