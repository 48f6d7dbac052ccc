import { createRoute } from '@hono/zod-openapi';
import { brandsByIds, categoriesByIds, listGoodsByIds } from '#core/catalog';
import { discountPercent } from '#core/pricing';
import { getSearchEngine } from '#core/search/engine';
import { facetsJson, toListGood } from './goods';
import { apiError, createRouter, ok, okResponse } from './http';
import { type SearchAnswerJson, searchAnswer, searchQuery } from './search.schemas';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/search',
  tags: ['search'],
  summary: 'Search (SPEC §7 search call): the overlay with `autocomplete=1`, the search page without',
  description:
    'Answers `results.items`, `categories` (id, name, count), `suggest` and `brands` as the SPEC §7 search service did, ' +
    'plus `total`, `corrected` ("did you mean") and, in full mode, the catalogue listing’s `facets`. Prices in UAH. ADR 0065.',
  request: { query: searchQuery },
  responses: {
    200: okResponse('`data`: the search answer', searchAnswer),
    400: { description: 'empty or over-long query, unknown category `t`, malformed or unknown filter' },
  },
});

/** The SPEC §7 search call over the shop's own search engine (ADR 0065). */
export const searchApi = createRouter().openapi(searchRoute, async (c) => {
  const ctx = c.get('ctx');
  const { query, mode, categoryId, lang, filters, sort, page, perPage } = c.req.valid('query');
  if (categoryId !== undefined && (await categoriesByIds(ctx, [categoryId])).length === 0)
    return apiError(c, 400, 'category_not_found');
  const answer = await getSearchEngine(ctx.db).search({
    query,
    mode,
    categoryId,
    filters: mode === 'full' ? filters : undefined,
    sort: mode === 'full' ? sort : undefined,
    page: mode === 'full' ? page : 1,
    perPage,
    locale: lang ?? ctx.locale,
  });
  const [goods, categories, brands] = await Promise.all([
    listGoodsByIds(ctx, answer.ids),
    categoriesByIds(
      ctx,
      answer.categories.map((cat) => cat.id),
    ),
    brandsByIds(
      ctx,
      answer.brands.map((b) => b.id),
    ),
  ]);
  const counts = (list: { id: number; count: number }[]) => new Map(list.map((x) => [x.id, x.count]));
  const categoryCounts = counts(answer.categories);
  const brandCounts = counts(answer.brands);
  return ok<SearchAnswerJson>(c, {
    query: answer.query,
    corrected: answer.corrected,
    total: answer.total,
    page: mode === 'full' ? page : 1,
    per_page: perPage,
    results: {
      items: goods.map((g) => ({
        ...toListGood(g),
        discount_percent: discountPercent(g.price, g.oldPrice),
        link: `/ru/${g.slug}/p${g.id}`,
        link_ua: `/${g.slug}/p${g.id}`,
      })),
    },
    categories: categories.map((cat) => ({
      id: cat.id,
      name: cat.slug,
      title: cat.title.ru,
      title_ua: cat.title.ua,
      count: categoryCounts.get(cat.id) ?? 0,
      link: `/ru/${cat.slug}/c${cat.id}`,
      link_ua: `/${cat.slug}/c${cat.id}`,
    })),
    suggest: answer.suggest,
    brands: brands.map((b) => ({ id: b.id, name: b.slug, title: b.title, count: brandCounts.get(b.id) ?? 0 })),
    facets: mode === 'full' && answer.facets ? facetsJson(answer.facets) : null,
  });
});
