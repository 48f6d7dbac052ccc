import { and, asc, desc, eq } from 'drizzle-orm';
import { type GoodCard, goodCardColumns, toGoodCard } from '#core/catalog';
import { type Ctx, loc } from '#core/shared';
import { goods, promotionGoods, promotions } from '#db/schema';
import { sanitizeRichText } from './rich-text';

export type PromotionDetails = {
  id: number;
  slug: string;
  title: string;
  /** Sanitised HTML (rich-text.ts). */
  description: string;
  place: string;
  banner: string | null;
  startsAt: Date;
  endsAt: Date;
  state: 'active' | 'upcoming' | 'ended';
  goods: GoodCard[];
};

/** A promotion with its goods (SPEC §2 promotion page: place, period, countdown), or null. */
export async function getPromotion(ctx: Ctx, id: number): Promise<PromotionDetails | null> {
  const [row] = await ctx.db
    .select({
      id: promotions.id,
      slug: promotions.slug,
      title: loc(ctx, promotions.titleUa, promotions.titleRu),
      description: loc(ctx, promotions.descriptionUa, promotions.descriptionRu),
      place: loc(ctx, promotions.placeUa, promotions.placeRu),
      banner: promotions.banner,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(eq(promotions.id, id));
  if (!row) return null;
  const rows = await ctx.db
    .select(goodCardColumns(ctx))
    .from(promotionGoods)
    .innerJoin(goods, eq(goods.id, promotionGoods.goodId))
    .where(and(eq(promotionGoods.promotionId, id), eq(goods.isActive, true)))
    .orderBy(desc(goods.popularity), asc(goods.id))
    .limit(120);
  const state = ctx.now < row.startsAt ? 'upcoming' : ctx.now >= row.endsAt ? 'ended' : 'active';
  return { ...row, description: sanitizeRichText(row.description), state, goods: rows.map(toGoodCard) };
}
