import { and, asc, count, gt, lte } from 'drizzle-orm';
import { type Ctx, loc, memo } from '#core/shared';
import { promotions } from '#db/schema';

export type PromotionCard = {
  id: number;
  slug: string;
  title: string;
  place: string;
  banner: string | null;
  startsAt: Date;
  endsAt: Date;
};

const isActive = (now: Date) => and(lte(promotions.startsAt, now), gt(promotions.endsAt, now));

/** Promotions running now (starts_at ≤ now < ends_at), ending soonest first. */
async function loadActivePromotions(ctx: Ctx, limit = 50): Promise<PromotionCard[]> {
  return ctx.db
    .select({
      id: promotions.id,
      slug: promotions.slug,
      title: loc(ctx, promotions.titleUa, promotions.titleRu),
      place: loc(ctx, promotions.placeUa, promotions.placeRu),
      banner: promotions.banner,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(isActive(ctx.now))
    .orderBy(asc(promotions.endsAt), asc(promotions.id))
    .limit(limit);
}

/** The header's promotions link shows this count (SPEC §2). */
async function loadActivePromotionsCount(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(promotions).where(isActive(ctx.now));
  return row?.n ?? 0;
}

/** Promotions running now (cached), ending soonest first. */
export function listActivePromotions(ctx: Ctx, limit = 50): Promise<PromotionCard[]> {
  return memo(ctx.db, `promotions:${ctx.locale}:${limit}`, () => loadActivePromotions(ctx, limit));
}

/** The header's promotions link shows this count (SPEC §2; cached). */
export function countActivePromotions(ctx: Ctx): Promise<number> {
  return memo(ctx.db, 'promotions-count', () => loadActivePromotionsCount(ctx));
}
