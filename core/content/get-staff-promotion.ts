import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods, promotionGoods, promotions } from '#db/schema';
import { type PromotionStatus, promotionStatus } from './list-staff-promotions';

export type StaffPromotionGood = {
  goodId: number;
  extId: string;
  titleUa: string;
  slug: string;
  isActive: boolean;
  /** What it costs now (a running promotion's price included) and its catalogue price. */
  price: number;
  regularPrice: number;
  /** This promotion's fixed price for it, or null: the percent applies. */
  fixedPrice: number | null;
};

export type StaffPromotion = typeof promotions.$inferSelect & {
  status: PromotionStatus;
  goods: StaffPromotionGood[];
};

/** One promotion with all its fields and goods for the back office's form (area `promotions`), or null. */
export async function getStaffPromotion(ctx: Ctx, actor: StaffView, id: number): Promise<StaffPromotion | null> {
  requireArea(actor, 'promotions');
  const [row] = await ctx.db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) return null;
  const members = await ctx.db
    .select({
      goodId: goods.id,
      extId: goods.extId,
      titleUa: goods.titleUa,
      slug: goods.slug,
      isActive: goods.isActive,
      price: goods.price,
      regularPrice: goods.regularPrice,
      fixedPrice: promotionGoods.price,
    })
    .from(promotionGoods)
    .innerJoin(goods, eq(goods.id, promotionGoods.goodId))
    .where(eq(promotionGoods.promotionId, id))
    .orderBy(asc(goods.titleUa), asc(goods.id));
  return {
    ...row,
    status: promotionStatus(row, ctx.now),
    goods: members.map((g) => ({ ...g, regularPrice: g.regularPrice ?? g.price })),
  };
}
