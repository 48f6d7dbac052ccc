import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  type BilingualGoodBase,
  type CatalogGood,
  type CatalogPage,
  catalogQuerySchema,
  excludedFieldsInput,
  type GoodData,
  type GoodField,
  getGoodsByIds,
  goodIdsInput,
  listScopedCatalogCached,
  partsFor,
} from '#core/catalog';
import { type ApiGood, apiGood, type CatalogPageJson, catalogPage, type ListGood } from './goods.schemas';
import { type ApiEnv, apiError, createRouter, ok, okResponse } from './http';
import { toUah, uahInput } from './money';

/** The SPEC §3 names of the fields every good carries: `title` is Russian, `title_ua` Ukrainian; UAH. */
export function toApiGoodBase(good: BilingualGoodBase) {
  return {
    id: good.id,
    ext_id: good.extId,
    title: good.title.ru,
    title_ua: good.title.ua,
    name_ua: good.slug,
    price: toUah(good.price),
    old_price: toUah(good.oldPrice),
    images: good.images,
    sell_status: good.sellStatus,
  };
}

/** SPEC §3 Good as the API returns it, minus the excluded fields. */
export function toApiGood(good: GoodData, excluded: ReadonlySet<GoodField> = new Set()): ApiGood {
  const all: ApiGood = {
    ...toApiGoodBase(good),
    description: good.description.ru,
    description_ua: good.description.ua,
    producer: good.brand ? { title: good.brand.title, title_ua: good.brand.title } : null,
    brand: good.brand,
    breadcrumbs: good.breadcrumbs?.map((b) => ({ id: b.id, slug: b.slug, title: b.title.ru, title_ua: b.title.ua })),
    characteristics: good.characteristics?.map((ch) => ({
      code: ch.code,
      title: ch.title.ru,
      title_ua: ch.title.ua,
      value: ch.value.ru,
      value_ua: ch.value.ua,
    })),
    rating: good.rating,
    reviews_count: good.reviewsCount,
    availability: good.availability?.map((s) => ({
      store_id: s.storeId,
      town: s.town.ru,
      town_ua: s.town.ua,
      address: s.address.ru,
      address_ua: s.address.ua,
      quantity: s.quantity,
    })),
    variants: good.variants?.map((v) => ({
      id: v.id,
      name_ua: v.slug,
      variant: v.variant.ru,
      variant_ua: v.variant.ua,
      price: toUah(v.price),
      sell_status: v.sellStatus,
    })),
  };
  for (const field of excluded) delete all[field];
  return all;
}

export function toListGood(good: CatalogGood): ListGood {
  return {
    ...toApiGoodBase(good),
    rating: good.rating,
    reviews_count: good.reviewsCount,
  };
}

const idsParam = z.object({ ids: goodIdsInput });
const idsFieldsParam = z.object({ ids: goodIdsInput, fields: excludedFieldsInput });
const goodResponses = {
  200: okResponse(
    '`data` is one good (one id asked) or a list (several ids; unknown ids skipped); prices in UAH',
    z.union([apiGood, z.array(apiGood)]),
  ),
  400: { description: 'ids not numeric, more than 100, or an unknown field name' },
  404: { description: 'the single id asked for does not exist' },
};

const byIdsRoute = createRoute({
  method: 'get',
  path: '/api/goods/id/{ids}/{fields}',
  summary: 'Goods by ids (SPEC §7; also the cart’s goods-by-ids fetch), `fields` = fields to EXCLUDE or `-`',
  request: { params: idsFieldsParam },
  responses: goodResponses,
});
const byIdsAllRoute = createRoute({
  method: 'get',
  path: '/api/goods/id/{ids}',
  summary: 'Goods by ids with every field (same as `{fields}` = `-`)',
  request: { params: idsParam },
  responses: goodResponses,
});

async function answerGoods(c: Context<ApiEnv>, ids: number[], excluded: Set<GoodField>) {
  const goods = await getGoodsByIds(c.get('ctx'), ids, partsFor(excluded));
  if (ids.length === 1) {
    const [good] = goods;
    return good ? ok(c, toApiGood(good, excluded)) : apiError(c, 404, 'good_not_found');
  }
  return ok(
    c,
    goods.map((g) => toApiGood(g, excluded)),
  );
}

const catalogRoute = createRoute({
  method: 'get',
  path: '/api/catalog/{categoryId}',
  summary: 'Category listing with filters and facet counts (data behind the SPEC §2 `{filter}` segment)',
  request: {
    params: z.object({
      categoryId: z
        .string()
        .regex(/^\d{1,9}$/, 'category_not_found')
        .transform(Number),
    }),
    query: catalogQuerySchema(uahInput('catalog_filter_invalid')),
  },
  responses: {
    200: okResponse(
      '`data`: goods page, total, page, per_page, facets (brands, price, available, attributes); prices in UAH',
      catalogPage,
    ),
    400: { description: 'malformed or unknown filter' },
    404: { description: 'unknown category' },
  },
});

/** A listing's facets as the API answers them (catalogue listing, full-mode search): UAH, both languages. */
export function facetsJson(facets: CatalogPage['facets']): CatalogPageJson['facets'] {
  return {
    brands: facets.brands,
    price: { min: toUah(facets.price.min), max: toUah(facets.price.max) },
    available: facets.available,
    attributes: facets.attributes.map((a) =>
      a.kind === 'option'
        ? {
            code: a.code,
            kind: a.kind,
            title: a.title.ru,
            title_ua: a.title.ua,
            options: a.options.map((o) => ({
              id: o.id,
              slug: o.slug,
              title: o.value.ru,
              title_ua: o.value.ua,
              count: o.count,
            })),
          }
        : {
            code: a.code,
            kind: a.kind,
            title: a.title.ru,
            title_ua: a.title.ua,
            unit: a.unit.ru,
            unit_ua: a.unit.ua,
            min: a.min,
            max: a.max,
            count: a.count,
          },
    ),
  };
}

/** SPEC §7 goods calls and the catalogue listing. */
export const goodsApi = createRouter()
  .openapi(byIdsRoute, async (c) => {
    const { ids, fields } = c.req.valid('param');
    return answerGoods(c, ids, fields);
  })
  .openapi(byIdsAllRoute, async (c) => answerGoods(c, c.req.valid('param').ids, new Set()))
  .openapi(catalogRoute, async (c) => {
    const { categoryId } = c.req.valid('param');
    const { filters, ...paging } = c.req.valid('query');
    const result = await listScopedCatalogCached(c.get('ctx'), { kind: 'category', id: categoryId }, filters, paging);
    if (!result.ok) return apiError(c, result.error === 'category_not_found' ? 404 : 400, result.error);
    const { goods, facets, ...page } = result.value;
    return ok<CatalogPageJson>(c, {
      goods: goods.map(toListGood),
      total: page.total,
      page: page.page,
      per_page: page.perPage,
      facets: facetsJson(facets),
    });
  });
