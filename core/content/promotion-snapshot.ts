import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { promotionGoods, promotions } from '#db/schema';

/** A promotion as the audit log records it: its row and its goods with their fixed prices. */
export async function promotionSnapshot(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) return null;
  const goods = await ctx.db
    .select({ goodId: promotionGoods.goodId, price: promotionGoods.price })
    .from(promotionGoods)
    .where(eq(promotionGoods.promotionId, id))
    .orderBy(asc(promotionGoods.goodId));
  return { ...row, goods };
}
