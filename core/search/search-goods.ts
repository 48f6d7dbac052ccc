import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type GoodCard, goodCardColumns, toGoodCard } from '#core/catalog';
import { type Ctx, loc } from '#core/shared';
import { categories, goods } from '#db/schema';

/** Search input: at most 100 characters (SPEC §5, §9). */
export const maxQueryLength = 100;
export const searchPerPage = 24;

export type SearchResult = {
  query: string;
  goods: GoodCard[];
  total: number;
  page: number;
  pageCount: number;
  /** Categories of the matching goods with counts, biggest first (SPEC §2 search panel). */
  categories: { id: number; slug: string; title: string; count: number }[];
};

/** `%`, `_` and `\` are literal in what shoppers type. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Goods whose title (either language) or code contains every word of the query, popular first.
 * Substring matching (ILIKE) is what shoppers expect of codes and model names; a ranked,
 * typo-tolerant search is a later issue.
 */
export async function searchGoods(
  ctx: Ctx,
  rawQuery: string,
  options: { page?: number; categoryId?: number } = {},
): Promise<SearchResult> {
  const query = rawQuery.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength);
  const page = Math.max(1, options.page ?? 1);
  const terms = query.split(' ').filter(Boolean).slice(0, 8);
  if (terms.length === 0) return { query, goods: [], total: 0, page, pageCount: 1, categories: [] };
  const matches: SQL[] = terms.map((term) => {
    const pattern = `%${escapeLike(term)}%`;
    return or(ilike(goods.titleUa, pattern), ilike(goods.titleRu, pattern), ilike(goods.extId, pattern)) as SQL;
  });
  const base = and(eq(goods.isActive, true), ...matches);
  const where = options.categoryId ? and(base, eq(goods.categoryId, options.categoryId)) : base;
  const [rows, [totals], categoryRows] = await Promise.all([
    ctx.db
      .select(goodCardColumns(ctx))
      .from(goods)
      .where(where)
      .orderBy(desc(goods.popularity), asc(goods.id))
      .limit(searchPerPage)
      .offset((page - 1) * searchPerPage),
    ctx.db.select({ total: count() }).from(goods).where(where),
    ctx.db
      .select({
        id: categories.id,
        slug: categories.slug,
        title: loc(ctx, categories.titleUa, categories.titleRu),
        count: count(),
      })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(base)
      .groupBy(categories.id)
      .orderBy(desc(count()), asc(categories.id))
      .limit(12),
  ]);
  const total = totals?.total ?? 0;
  return {
    query,
    goods: rows.map(toGoodCard),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / searchPerPage)),
    categories: categoryRows,
  };
}
