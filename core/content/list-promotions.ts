import { asc, count, eq, gt } from 'drizzle-orm';
import { createTaggedMemo } from '#core/catalog';
import { type Ctx, catalogueTtlMs } from '#core/shared';
import { promotionGoods, promotions } from '#db/schema';

export type PromotionSummary = {
  id: number;
  slug: string;
  titleUa: string;
  titleRu: string;
  placeUa: string;
  placeRu: string;
  descriptionUa: string;
  descriptionRu: string;
  banner: string | null;
  startsAt: Date;
  endsAt: Date;
  state: 'active' | 'upcoming';
  goodsCount: number;
};

type Row = Omit<PromotionSummary, 'state'>;

async function loadPromotions(ctx: Ctx): Promise<Row[]> {
  return ctx.db
    .select({
      id: promotions.id,
      slug: promotions.slug,
      titleUa: promotions.titleUa,
      titleRu: promotions.titleRu,
      placeUa: promotions.placeUa,
      placeRu: promotions.placeRu,
      descriptionUa: promotions.descriptionUa,
      descriptionRu: promotions.descriptionRu,
      banner: promotions.banner,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
      goodsCount: count(promotionGoods.goodId),
    })
    .from(promotions)
    .leftJoin(promotionGoods, eq(promotionGoods.promotionId, promotions.id))
    .where(gt(promotions.endsAt, ctx.now))
    .groupBy(promotions.id)
    .orderBy(asc(promotions.startsAt), asc(promotions.id));
}

// Dropped when a promotion is written (`promotions`) or its goods change (`promotion:N`: a goods
// count, a price reaching its start or end); ADR 0095.
const listMemo = createTaggedMemo<Row[]>({ name: 'promotions-bilingual', maxEntries: 1, ttlMs: catalogueTtlMs });

/**
 * The promotions page list in both languages (ADR 0027): running ones first (ending soonest
 * first), then upcoming ones (starting soonest first); ended promotions are left out. The rows
 * are cached for a minute; which are running is decided against `ctx.now` on every call.
 */
export async function listPromotions(ctx: Ctx): Promise<PromotionSummary[]> {
  const rows = await listMemo.get(
    ctx.db,
    '',
    () => loadPromotions(ctx),
    (list) => ['promotions', ...list.map((row) => `promotion:${row.id}`)],
  );
  const now = ctx.now.getTime();
  const live = rows.filter((row) => row.endsAt.getTime() > now);
  const active = live
    .filter((row) => row.startsAt.getTime() <= now)
    .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id)
    .map((row) => ({ ...row, state: 'active' as const }));
  const upcoming = live
    .filter((row) => row.startsAt.getTime() > now)
    .map((row) => ({ ...row, state: 'upcoming' as const }));
  return [...active, ...upcoming];
}
