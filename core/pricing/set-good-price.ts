import type { Ctx } from '#core/shared';
import { setGoodPrices } from './set-good-prices';

/**
 * Sets a good's catalogue (regular) price and old price, kopiyky — what the back office and imports
 * call instead of writing `goods.price`: while a promotion drives the price the regular pair is kept
 * aside and the promotion price is recomputed from it (ADR 0081; one statement with `setGoodPrices`).
 */
export async function setGoodPrice(ctx: Ctx, goodId: number, price: number, oldPrice: number | null): Promise<void> {
  await setGoodPrices(ctx, [{ goodId, price, oldPrice }]);
}
