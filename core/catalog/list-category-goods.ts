import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods } from '#db/schema';
import { type CategoryNode, findPath, getCategoryTree, subtreeIds } from './category-tree';
import { type GoodCard, goodCardColumns, toGoodCard } from './good-card';

export const listingSorts = ['popular', 'cheap', 'expensive', 'new', 'discount'] as const;
export type ListingSort = (typeof listingSorts)[number];

/** ORDER BY of each sort; ties by id so pages never overlap. `discount`: biggest percent off first. */
export function listingOrder(sort: ListingSort): SQL[] {
  const percentOff = sql`(coalesce(${goods.oldPrice}, ${goods.price}) - ${goods.price})::float8 / greatest(coalesce(${goods.oldPrice}, ${goods.price}), 1)`;
  return {
    popular: [desc(goods.popularity), asc(goods.id)],
    cheap: [asc(goods.price), asc(goods.id)],
    expensive: [desc(goods.price), asc(goods.id)],
    new: [desc(goods.createdAt), desc(goods.id)],
    discount: [desc(percentOff), desc(goods.popularity), asc(goods.id)],
  }[sort];
}
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
  const where = and(eq(goods.isActive, true), inArray(goods.categoryId, subtreeIds(category)));
  const order = listingOrder(query.sort);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(goodCardColumns(ctx))
      .from(goods)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    ctx.db.select({ total: count() }).from(goods).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    path,
    category,
    goods: rows.map(toGoodCard),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}
