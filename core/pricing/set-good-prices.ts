import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { applyPromotionPrices } from './apply-promotion-prices';

/**
 * The SET list that gives good `g` the catalogue pair `r.price` / `r.old_price` (aliases fixed):
 * the price itself, or the regular pair kept aside while a promotion drives the price — run
 * `applyPromotionPrices` for those goods after it. For an UPDATE that writes other columns of the
 * good in the same statement (the goods import: one write per good, not two — ADR 0101).
 */
export const setCataloguePairSql = sql`
  price = case when g.regular_price is null then r.price else g.price end,
  old_price = case when g.regular_price is null then r.old_price else g.old_price end,
  regular_price = case when g.regular_price is null then null else r.price end,
  regular_old_price = case when g.regular_price is null then null else r.old_price end`;

export type CataloguePrice = { goodId: number; price: number; oldPrice: number | null };

/**
 * Sets many goods' catalogue (regular) price and old price, kopiyky, in one statement — the bulk
 * form of `setGoodPrice` for imports. While a promotion drives a good's price the
 * regular pair is kept aside and `applyPromotionPrices` recomputes the price from it (ADR 0081);
 * goods whose catalogue pair already is the given one are not written (no trigger, no cache drop).
 * Returns how many goods' catalogue pair changed.
 */
export async function setGoodPrices(ctx: Ctx, rows: readonly CataloguePrice[]): Promise<number> {
  if (rows.length === 0) return 0;
  const payload = JSON.stringify(rows.map((r) => ({ id: r.goodId, price: r.price, old_price: r.oldPrice })));
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update goods g set ${setCataloguePairSql}
      from jsonb_to_recordset(${payload}::jsonb) as r(id int, price int, old_price int)
      where g.id = r.id
        and (coalesce(g.regular_price, g.price), case when g.regular_price is null then g.old_price else g.regular_old_price end)
            is distinct from (r.price, r.old_price)
      returning g.id`);
    const changed = (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    if (changed.length) await applyPromotionPrices({ ...ctx, db: tx }, changed);
    return changed.length;
  });
}
