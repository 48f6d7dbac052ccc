import { getPricePromotion, type PricePromotion } from '#core/pricing';
import { listReviews, type ReviewPage } from '#core/reviews';
import type { Ctx } from '#core/shared';
import { createTaggedMemo } from './tagged-memo';

/**
 * A product page's reviews and the promotion its price comes from, from memory (ADR 0127): the same
 * for every shopper until the change feed shows a write to the good's reviews (a like included,
 * `reviews:{good}`) or to the good itself (its price, its promotions: `good:{id}`), or a minute has
 * passed. Five of the six queries a warm product page made; the stores' stock is still read each
 * time (ADR 0072).
 */
const recentReviews = createTaggedMemo<ReviewPage | null>({
  name: 'product-reviews',
  maxEntries: 4_000,
  ttlMs: 60_000,
});
const recentPromotions = createTaggedMemo<PricePromotion | null>({
  name: 'price-promotions',
  maxEntries: 4_000,
  ttlMs: 60_000,
});

export function listReviewsCached(
  ctx: Ctx,
  goodId: number,
  query: { page: number; perPage: number },
): Promise<ReviewPage | null> {
  return recentReviews.get(
    ctx.db,
    `${goodId}:${query.page}:${query.perPage}`,
    () => listReviews(ctx, goodId, query),
    () => [`reviews:${goodId}`, `good:${goodId}`],
  );
}

export async function getPricePromotionCached(ctx: Ctx, goodId: number): Promise<PricePromotion | null> {
  const key = `${ctx.locale}:${goodId}`;
  const tags = () => [`good:${goodId}`];
  const promotion = await recentPromotions.get(ctx.db, key, () => getPricePromotion(ctx, goodId), tags);
  // A promotion's end moves the price back with a goods write; until the feed shows it, not past its end.
  if (promotion && promotion.endsAt <= ctx.now) return getPricePromotion(ctx, goodId);
  return promotion;
}
