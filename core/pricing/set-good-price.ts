import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { applyPromotionPrices } from './apply-promotion-prices';

/**
 * Sets a good's catalogue (regular) price and old price, kopiyky — what the back office and imports
 * call instead of writing `goods.price`: while a promotion drives the price the regular pair is kept
 * aside and the promotion price is recomputed from it (ADR 0082).
 */
export async function setGoodPrice(ctx: Ctx, goodId: number, price: number, oldPrice: number | null): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      update goods set
        price = case when regular_price is null then ${price}::int else price end,
        old_price = case when regular_price is null then ${oldPrice}::int else old_price end,
        regular_price = case when regular_price is null then null else ${price}::int end,
        regular_old_price = case when regular_price is null then null else ${oldPrice}::int end
      where id = ${goodId}`);
    await applyPromotionPrices({ ...ctx, db: tx }, [goodId]);
  });
}
