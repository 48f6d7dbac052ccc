import { and, asc, count, gt, lte } from 'drizzle-orm';
import { createTaggedMemo } from '#core/catalog';
import { type Ctx, catalogueTtlMs, loc } from '#core/shared';
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

// Dropped when a promotion is written (tag `promotions`, migration 0014; ADR 0095) and after a
// minute: a start or end by the clock shows within it, as before.
const cardsMemo = createTaggedMemo<PromotionCard[]>({ name: 'promotion-cards', maxEntries: 16, ttlMs: catalogueTtlMs });
const countMemo = createTaggedMemo<number>({ name: 'promotions-count', maxEntries: 1, ttlMs: catalogueTtlMs });

/** Promotions running now (cached), ending soonest first. */
export function listActivePromotions(ctx: Ctx, limit = 50): Promise<PromotionCard[]> {
  return cardsMemo.get(
    ctx.db,
    `${ctx.locale}:${limit}`,
    () => loadActivePromotions(ctx, limit),
    () => ['promotions'],
  );
}

/** The header's promotions link shows this count (SPEC §2; cached). */
export function countActivePromotions(ctx: Ctx): Promise<number> {
  return countMemo.get(
    ctx.db,
    '',
    () => loadActivePromotionsCount(ctx),
    () => ['promotions'],
  );
}
