import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '#core/shared';
import { goods } from '#db/schema';
import { onSaleSql } from './good-card';
import { type ListingSort, listingOrder } from './listing-order';

/**
 * The ids of one page of listed goods in the given categories, as a subquery. It selects only
 * what the `goods_listing_*` indexes hold, so the planner reads a page index-only up to its last
 * row: from the per-category index when the subtree is small, else from the shop-wide one in sort
 * order, skipping other categories inside the index — page 50 reads ~1,200 entries, never sorts
 * the subtree (ADR 0068). The caller orders the page's rows by `listingOrder` again.
 */
export function pageIdsSql(
  categoryIds: readonly number[],
  sort: ListingSort,
  limit: number,
  offset: number,
  where: SQL = sql`true`,
): SQL {
  const ids = sql.raw(categoryIds.map((id) => Math.trunc(id)).join(', '));
  return sql`select ${goods.id} from ${goods} where ${goods.isActive} and ${goods.categoryId} in (${ids}) and ${where} order by ${sql.join(listingOrder(sort), sql`, `)} limit ${sql.raw(String(limit))} offset ${sql.raw(String(offset))}`;
}

/** Totals and facet counts of listed goods in the given categories, from `category_facet_counts`. */
export type CountRow = { attributeId: number; key: number; num: number; isAvailable: boolean; n: number };

export async function subtreeCounts(ctx: Ctx, categoryIds: readonly number[]): Promise<CountRow[]> {
  const result = await ctx.db.execute(sql`
    select attribute_id, key, num, is_available, sum(n)::int as n from category_facet_counts
    where category_id in (${sql.join(
      categoryIds.map((id) => sql.raw(String(Math.trunc(id)))),
      sql`, `,
    )})
    group by 1, 2, 3, 4 having sum(n) > 0`);
  type Row = { attribute_id: number; key: number; num: number | string; is_available: boolean; n: number };
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    attributeId: Number(r.attribute_id),
    key: Number(r.key),
    num: Number(r.num),
    isAvailable: r.is_available,
    n: Number(r.n),
  }));
}

/** `goods g` of the raw statements below. */
const listed = alias(goods, 'g');

/** Cheapest and dearest listed good of the categories: two index probes per category. */
export async function subtreePriceRange(
  ctx: Ctx,
  categoryIds: readonly number[],
  availableOnly: boolean,
): Promise<{ min: number | null; max: number | null }> {
  const ids = sql.raw(categoryIds.map((id) => Math.trunc(id)).join(','));
  const available = availableOnly ? sql`and ${onSaleSql(listed)}` : sql``;
  const result = await ctx.db.execute(sql`
    select (select min(lo.price) from unnest(array[${ids}]::int[]) c(id) cross join lateral
              (select g.price from goods g where g.is_active and g.category_id = c.id ${available}
               order by g.price limit 1) lo) as min,
           (select max(hi.price) from unnest(array[${ids}]::int[]) c(id) cross join lateral
              (select g.price from goods g where g.is_active and g.category_id = c.id ${available}
               order by g.price desc limit 1) hi) as max`);
  const row = (result as unknown as { rows: { min: number | null; max: number | null }[] }).rows[0];
  return {
    min: row?.min === null || row?.min === undefined ? null : Number(row.min),
    max: row?.max === null || row?.max === undefined ? null : Number(row.max),
  };
}
