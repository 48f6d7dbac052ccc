import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';

/**
 * One promotion's price of a good: the fixed per-good price, else its full price − percent, rounded
 * half up to a kopiyka (null when the promotion has no price rule). The full price is the regular
 * price, or the regular old price when the good is already on sale: a "−20 %" promotion takes 20 %
 * off what the good costs without any discount, never off a sale price (ADR 0081).
 */
export function promotionPriceSql(fixed: SQL, percent: SQL, regular: SQL, regularOld: SQL): SQL {
  return sql`coalesce(${fixed}, (greatest(${regular}, coalesce(${regularOld}, 0))::bigint * (100 - ${percent}) + 50) / 100)`;
}

export type PromotionPricesApplied = {
  /** Goods whose price or old price changed. */
  changed: number;
  /** The next start or end of a promotion with a price rule after `now`, or null: run again then. */
  nextAt: Date | null;
};

/**
 * Makes `goods.price` / `old_price` what they must be at `ctx.now` (ADR 0082) — the one place a
 * promotion's price is computed. A good in running promotions with a price rule costs the lowest
 * of their prices (a fixed per-good price, else full price − percent, rounded half up to a kopiyka)
 * when that is below its regular price — the lower of a sale price and the promotion's wins, they
 * never stack; its old price becomes the regular price, or the regular
 * old price when higher. The regular pair waits in `regular_price` / `regular_old_price` and comes
 * back when no promotion applies. Idempotent and race-safe (only rows that differ are written), so
 * every process may run it; `goodIds` limits it to some goods (a back-office edit).
 */
export async function applyPromotionPrices(ctx: Ctx, goodIds?: readonly number[]): Promise<PromotionPricesApplied> {
  const now = sql`${ctx.now.toISOString()}::timestamptz`;
  const only = (column: SQL) =>
    goodIds
      ? sql`and ${column} = any(${sql.raw(`'{${goodIds.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`
      : sql``;
  const result = await ctx.db.execute(sql`
    with running as (
      select pg.good_id,
             min(${promotionPriceSql(
               sql`pg.price`,
               sql`p.discount_percent`,
               sql`coalesce(g.regular_price, g.price)`,
               sql`case when g.regular_price is null then g.old_price else g.regular_old_price end`,
             )}) as promo
      from promotion_goods pg
      join promotions p on p.id = pg.promotion_id
      join goods g on g.id = pg.good_id
      where p.starts_at <= ${now} and p.ends_at > ${now}
        and (pg.price is not null or p.discount_percent is not null) ${only(sql`pg.good_id`)}
      group by pg.good_id
    ),
    -- Goods in a running promotion, and goods a promotion drove until now (regular_price set: the
    -- partial index goods_promoted_idx). Not every good of goodIds: a 2,000-goods import batch
    -- with no promotion reads no goods here (ADR 0101).
    base as (
      select g.id,
             coalesce(g.regular_price, g.price) as price,
             case when g.regular_price is null then g.old_price else g.regular_old_price end as old_price,
             r.promo
      from running r join goods g on g.id = r.good_id
      union all
      select g.id, g.regular_price, g.regular_old_price, null
      from goods g
      where g.regular_price is not null ${only(sql`g.id`)}
        and not exists (select 1 from running r where r.good_id = g.id)
    ),
    want as (
      select id,
             case when promo < price then promo::int else price end as price,
             case when promo < price then greatest(price, coalesce(old_price, 0)) else old_price end as old_price,
             case when promo < price then price end as regular_price,
             case when promo < price then old_price end as regular_old_price
      from base
    ),
    written as (
      update goods g
      set price = w.price, old_price = w.old_price,
          regular_price = w.regular_price, regular_old_price = w.regular_old_price
      from want w
      where g.id = w.id
        and (g.price, g.old_price, g.regular_price, g.regular_old_price)
            is distinct from (w.price, w.old_price, w.regular_price, w.regular_old_price)
      returning g.id
    )
    select (select count(*) from written)::int as changed,
           (select extract(epoch from min(t))::float8 * 1000 from (
              select p.starts_at as t from promotions p
              where p.starts_at > ${now} and exists (select 1 from promotion_goods pg where pg.promotion_id = p.id
                and (pg.price is not null or p.discount_percent is not null))
              union all
              select p.ends_at from promotions p
              where p.ends_at > ${now} and exists (select 1 from promotion_goods pg where pg.promotion_id = p.id
                and (pg.price is not null or p.discount_percent is not null))
           ) b) as next_at`);
  const row = (result as unknown as { rows: { changed: number; next_at: number | string | null }[] }).rows[0];
  return { changed: Number(row?.changed ?? 0), nextAt: row?.next_at == null ? null : new Date(Number(row.next_at)) };
}
