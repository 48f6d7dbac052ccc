import { priceCart } from '#core/cart';
import type { Ctx } from '#core/shared';
import { type AnalyticsGood, fromCartItem } from './items';

/**
 * Goods as the analytics events describe them (brand, category path, current price, stock), read
 * the way the cart reads its lines; unknown ids are left out.
 */
export async function analyticsGoods(ctx: Ctx, ids: readonly number[]): Promise<Map<number, AnalyticsGood>> {
  if (ids.length === 0) return new Map();
  const lines = [...new Set(ids)].map((goodId) => ({ goodId, quantity: 1, isDeleted: false, isChecked: true }));
  const { goods } = await priceCart(ctx, lines);
  return new Map(goods.map((g) => [g.id, fromCartItem(g, ctx.locale)]));
}
