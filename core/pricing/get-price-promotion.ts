import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { promotionPriceSql } from './apply-promotion-prices';

/** The running promotion a good's current price comes from: the product page names it, with its end. */
export type PricePromotion = { id: number; slug: string; title: string; endsAt: Date };

/**
 * Which running promotion sets the good's price now (its price equals the promotion's), the one
 * ending soonest on a tie; null when the good costs its regular price (ADR 0081).
 */
export async function getPricePromotion(ctx: Ctx, goodId: number): Promise<PricePromotion | null> {
  const now = sql`${ctx.now.toISOString()}::timestamptz`;
  const title = ctx.locale === 'ua' ? sql`p.title_ua` : sql`p.title_ru`;
  const result = await ctx.db.execute(sql`
    select p.id, p.slug, ${title} as title, (extract(epoch from p.ends_at) * 1000)::float8 as ends_ms
    from goods g
    join promotion_goods pg on pg.good_id = g.id
    join promotions p on p.id = pg.promotion_id
    where g.id = ${goodId} and g.regular_price is not null
      and p.starts_at <= ${now} and p.ends_at > ${now}
      and ${promotionPriceSql(sql`pg.price`, sql`p.discount_percent`, sql`g.regular_price`, sql`g.regular_old_price`)} = g.price
    order by p.ends_at, p.id
    limit 1`);
  const row = (result as unknown as { rows: { id: number; slug: string; title: string; ends_ms: number }[] }).rows[0];
  return row ? { id: row.id, slug: row.slug, title: row.title, endsAt: new Date(Number(row.ends_ms)) } : null;
}
