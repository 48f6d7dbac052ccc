import { categoriesByIds, listGoodsByIds } from '#core/catalog';
import { getSearchEngine, type SearchAnswer } from '#core/search/engine';
import type { Ctx } from '#core/shared';
import { type ListingView, loadListing } from '../../listing.server';

export type SearchPage = {
  query: string;
  /** The search page's own path (unlocalized), without filter or category. */
  base: string;
  view: ListingView;
  /** The query as the engine understood it ("did you mean"), or null. */
  corrected: string | null;
  /** Categories of every match with counts, biggest first (the chips above the results). */
  categories: { id: number; title: string; count: number }[];
  category: number | null;
};

/**
 * `/search/{query}[/{filter}]` (SPEC §2): the engine's full mode picks, orders and counts the
 * page (facets, sort, pages, `?category=` = SPEC §7 `t`); the listing loader validates the
 * filter segment and builds the view like any other listing (ADR 0058, 0065).
 */
export async function loadSearchPage(
  request: Request,
  ctx: Ctx,
  input: { query: string; segment: string | undefined; category: number | undefined },
): Promise<SearchPage> {
  const query = input.query.replace(/\s+/g, ' ').trim().slice(0, 100);
  const base = `/search/${encodeURIComponent(query)}`;
  let answer: SearchAnswer | null = null;
  const view = await loadListing(request, ctx, {
    base,
    segment: input.segment,
    keep: input.category ? { category: String(input.category) } : {},
    scope: async (filters, paging) => {
      answer = await getSearchEngine(ctx.db).search({
        query,
        mode: 'full',
        categoryId: input.category,
        filters,
        locale: ctx.locale,
        ...paging,
      });
      if (!answer.facets) return null;
      const goods = await listGoodsByIds(ctx, answer.ids);
      return { goods, total: answer.total, page: paging.page, perPage: paging.perPage, facets: answer.facets };
    },
  });
  const found = answer as SearchAnswer | null;
  const counts = new Map((found?.categories ?? []).map((c) => [c.id, c.count]));
  const named = await categoriesByIds(ctx, [...counts.keys()]);
  return {
    query,
    base,
    view,
    corrected: found?.corrected ?? null,
    categories: named.map((c) => ({ id: c.id, title: c.title[ctx.locale], count: counts.get(c.id) ?? 0 })),
    category: input.category ?? null,
  };
}
