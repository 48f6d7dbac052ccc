import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods, percentOffSql } from '#db/schema';
import { type CategoryNode, findPath, getCategoryTree, subtreeIds } from './category-tree';
import { type GoodCard, goodCardColumns, toGoodCard } from './good-card';
import { listingOrder, listingSorts } from './listing-order';
import { pageIdsSql, subtreeCounts } from './listing-page';

export const listingQuery = z.object({
  sort: z.enum(listingSorts).catch('popular'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ListingQuery = z.infer<typeof listingQuery>;

export type CategoryListing = {
  path: CategoryNode[];
  category: CategoryNode;
  goods: GoodCard[];
  total: number;
  page: number;
  pageCount: number;
};

export const perPage = 24;

/** One page of a category's goods (including its subcategories), or null for an unknown id. */
export async function listCategoryGoods(
  ctx: Ctx,
  categoryId: number,
  query: ListingQuery,
): Promise<CategoryListing | null> {
  const tree = await getCategoryTree(ctx);
  const path = findPath(tree, categoryId);
  const category = path?.at(-1);
  if (!path || !category) return null;
  const ids = subtreeIds(category);
  const pageIds = pageIdsSql(ids, query.sort, perPage, (query.page - 1) * perPage);
  const [rows, counts] = await Promise.all([
    ctx.db
      .select(goodCardColumns(ctx))
      .from(goods)
      .where(sql`${goods.id} in (${pageIds})`)
      .orderBy(...listingOrder(query.sort)),
    subtreeCounts(ctx, ids),
  ]);
  const total = counts.reduce((sum, c) => (c.attributeId === 0 ? sum + c.n : sum), 0);
  return {
    path,
    category,
    goods: rows.map(toGoodCard),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}
