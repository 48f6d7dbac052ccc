import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { brands, goodAttributes, goods, goodTags, promotionGoods } from '#db/schema';

import { goodListColumns, listGoodOf } from './bilingual';
import { type FacetAttribute, getFacetAttributes } from './catalog-attributes';
import type { AttributeFacet, CatalogGood, CatalogPage, CatalogResult } from './catalog-page';
import type { CatalogFilters } from './catalog-query';
import { findPath, getCategoryTree, subtreeIds } from './category-tree';
import { type AttrRow, countedFacets } from './counted-facets';
import type { Range } from './filter-segment';
import { onSaleSql } from './good-card';
import { type ListingSort, listingOrder } from './listing-order';
import { pageIdsSql } from './listing-page';

/**
 * The goods a faceted listing draws from (ADR 0058): a category subtree, a brand, a tag (hits,
 * novelty, discounts = sale), a promotion, or a condition another core module builds (search).
 */
export type CatalogScope =
  | { kind: 'category'; id: number }
  | { kind: 'brand'; id: number }
  | { kind: 'tag'; id: number }
  | { kind: 'promotion'; id: number }
  /** `order` replaces the `popular` sort (a search's relevance). */
  | { kind: 'where'; condition: SQL; order?: SQL[] };

type Paging = { sort: ListingSort; page: number; perPage: number };

/**
 * One page of a category subtree's goods with filters, and facet counts where each facet is
 * counted with every OTHER filter applied (standard faceting; ADR 0016). Four queries.
 */
export function listCatalog(
  ctx: Ctx,
  categoryId: number,
  filters: CatalogFilters,
  paging: Paging,
): Promise<CatalogResult> {
  return listScopedCatalog(ctx, { kind: 'category', id: categoryId }, filters, paging);
}

async function scopeSql(ctx: Ctx, scope: CatalogScope): Promise<SQL | null> {
  switch (scope.kind) {
    case 'category': {
      const ids = await categoryScopeIds(ctx, scope.id);
      return ids ? inArray(goods.categoryId, ids) : null;
    }
    case 'brand':
      return eq(goods.brandId, scope.id);
    case 'tag':
      return sql`exists (select 1 from ${goodTags} where ${goodTags.goodId} = ${goods.id} and ${goodTags.tagId} = ${scope.id})`;
    case 'promotion':
      return sql`exists (select 1 from ${promotionGoods} where ${promotionGoods.goodId} = ${goods.id} and ${promotionGoods.promotionId} = ${scope.id})`;
    case 'where':
      return scope.condition;
  }
}

async function categoryScopeIds(ctx: Ctx, id: number): Promise<number[] | null> {
  const category = findPath(await getCategoryTree(ctx), id)?.at(-1);
  return category ? subtreeIds(category) : null;
}

/**
 * A category filtered at most by availability, the way a category page first opens: its page is
 * merged from per-category index scans and its facets summed from the maintained counts (ADR 0068).
 */
async function countedCategoryPage(
  ctx: Ctx,
  categoryIds: number[],
  availableOnly: boolean,
  attributes: Map<string, FacetAttribute>,
  paging: Paging,
): Promise<CatalogPage> {
  const available = availableOnly ? onSaleSql() : undefined;
  const pageIds = pageIdsSql(categoryIds, paging.sort, paging.perPage, (paging.page - 1) * paging.perPage, available);
  const [rows, counted] = await Promise.all([
    ctx.db
      .select(goodListColumns)
      .from(goods)
      .where(sql`${goods.id} in (${pageIds})`)
      .orderBy(...listingOrder(paging.sort)),
    countedFacets(ctx, categoryIds, availableOnly, attributes),
  ]);
  return {
    goods: rows.map(listGoodOf),
    total: counted.total,
    page: paging.page,
    perPage: paging.perPage,
    facets: { ...counted.facets, attributes: attributeFacets([...attributes.values()], counted.attrRows) },
  };
}

/** {@link listCatalog} over any scope: the same filters, facets and sorts for every listing. */
export async function listScopedCatalog(
  ctx: Ctx,
  scope: CatalogScope,
  filters: CatalogFilters,
  paging: Paging,
): Promise<CatalogResult> {
  const categoryIds = scope.kind === 'category' ? await categoryScopeIds(ctx, scope.id) : null;
  const scoped = categoryIds ? inArray(goods.categoryId, categoryIds) : await scopeSql(ctx, scope);
  if (!scoped) return { ok: false, error: 'category_not_found' };
  const attributes = await getFacetAttributes(ctx);
  if (categoryIds && isAtMostAvailability(filters))
    return {
      ok: true,
      value: await countedCategoryPage(ctx, categoryIds, filters.available === true, attributes, paging),
    };
  const conditions = new Map<string, SQL>();

  const brandIds = [...(filters.brandIds ?? [])];
  if (filters.brandSlugs?.length) {
    const rows = await ctx.db.select({ id: brands.id }).from(brands).where(inArray(brands.slug, filters.brandSlugs));
    brandIds.push(...rows.map((r) => r.id));
  }
  if (filters.brandIds?.length || filters.brandSlugs?.length)
    conditions.set('brand', brandIds.length ? inArray(goods.brandId, brandIds) : sql`false`);
  if (filters.price) conditions.set('price', rangeSql(sql`${goods.price}`, filters.price));
  if (filters.available) conditions.set('available', onSaleSql());
  for (const [code, slugs] of Object.entries(filters.options ?? {})) {
    const attribute = attributes.get(code);
    if (attribute?.kind !== 'option') return { ok: false, error: 'catalog_filter_invalid' };
    const ids = attribute.options.filter((o) => slugs.includes(o.slug)).map((o) => o.id);
    conditions.set(
      `attr:${attribute.id}`,
      ids.length
        ? sql`exists (select 1 from good_attributes fa where fa.good_id = "goods"."id" and fa.attribute_id = ${attribute.id} and fa.option_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : sql`false`,
    );
  }
  for (const [code, range] of Object.entries(filters.ranges ?? {})) {
    const attribute = attributes.get(code);
    if (attribute?.kind !== 'number') return { ok: false, error: 'catalog_filter_invalid' };
    conditions.set(
      `attr:${attribute.id}`,
      sql`exists (select 1 from good_attributes fa where fa.good_id = "goods"."id" and fa.attribute_id = ${attribute.id} and ${rangeSql(sql`fa.value_num`, range)})`,
    );
  }

  const base = and(eq(goods.isActive, true), scoped) as SQL;
  const allBut = (key: string | null): SQL => {
    const parts = [...conditions].filter(([k]) => k !== key).map(([, c]) => c);
    return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
  };
  const order =
    scope.kind === 'where' && scope.order && paging.sort === 'popular' ? scope.order : listingOrder(paging.sort);
  const attrIds = [...attributes.values()].map((a) => a.id);
  const filteredAttrs = [...conditions.keys()].filter((k) => k.startsWith('attr:')).map((k) => Number(k.slice(5)));
  const perAttribute = filteredAttrs.length
    ? sql`case ${goodAttributes.attributeId} ${sql.join(
        filteredAttrs.map((id) => sql`when ${id} then ${allBut(`attr:${id}`)}`),
        sql` `,
      )} else ${allBut(null)} end`
    : allBut(null);

  const [rows, [stats], brandRows, attrRows] = await Promise.all([
    ctx.db
      .select({
        ...goodListColumns,
      })
      .from(goods)
      .where(and(base, allBut(null)))
      .orderBy(...order)
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    ctx.db
      .select({
        total: sql<number>`count(*) filter (where ${allBut(null)})`.mapWith(Number),
        min: sql<number | null>`min(${goods.price}) filter (where ${allBut('price')})`.mapWith(nullableNumber),
        max: sql<number | null>`max(${goods.price}) filter (where ${allBut('price')})`.mapWith(nullableNumber),
        available: sql<number>`count(*) filter (where ${allBut('available')} and ${onSaleSql()})`.mapWith(Number),
      })
      .from(goods)
      .where(base),
    ctx.db
      .select({
        id: brands.id,
        slug: brands.slug,
        title: brands.title,
        count: sql<number>`count(*) filter (where ${allBut('brand')})`.mapWith(Number),
      })
      .from(goods)
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(base)
      .groupBy(brands.id, brands.slug, brands.title)
      .orderBy(asc(brands.title)),
    attrIds.length
      ? ctx.db
          .select({
            attributeId: goodAttributes.attributeId,
            optionId: goodAttributes.optionId,
            count: sql<number>`count(*) filter (where ${perAttribute})`.mapWith(Number),
            min: sql<number | null>`min(${goodAttributes.valueNum}) filter (where ${perAttribute})`.mapWith(
              nullableNumber,
            ),
            max: sql<number | null>`max(${goodAttributes.valueNum}) filter (where ${perAttribute})`.mapWith(
              nullableNumber,
            ),
          })
          .from(goodAttributes)
          .innerJoin(goods, eq(goods.id, goodAttributes.goodId))
          .where(and(base, inArray(goodAttributes.attributeId, attrIds)))
          .groupBy(goodAttributes.attributeId, goodAttributes.optionId)
      : [],
  ]);

  return {
    ok: true,
    value: {
      goods: rows.map(listGoodOf),
      total: stats?.total ?? 0,
      page: paging.page,
      perPage: paging.perPage,
      facets: {
        brands: brandRows,
        price: { min: stats?.min ?? null, max: stats?.max ?? null },
        available: stats?.available ?? 0,
        attributes: attributeFacets([...attributes.values()], attrRows),
      },
    },
  };
}

/** No filter but (maybe) availability: what the maintained counts answer. */
function isAtMostAvailability(filters: CatalogFilters): boolean {
  return (
    !filters.brandIds?.length &&
    !filters.brandSlugs?.length &&
    !filters.price &&
    Object.keys(filters.options ?? {}).length === 0 &&
    Object.keys(filters.ranges ?? {}).length === 0
  );
}

/** Facets in attribute order; options present in the subtree in option order, zero counts kept. */
function attributeFacets(all: FacetAttribute[], rows: AttrRow[]): AttributeFacet[] {
  const out: AttributeFacet[] = [];
  for (const attribute of all) {
    const mine = rows.filter((r) => r.attributeId === attribute.id);
    if (mine.length === 0) continue;
    if (attribute.kind === 'number') {
      const values = mine.filter((r) => r.count > 0);
      out.push({
        code: attribute.code,
        kind: 'number',
        title: attribute.title,
        unit: attribute.unit,
        min: values.length ? Math.min(...values.map((r) => r.min ?? Number.POSITIVE_INFINITY)) : null,
        max: values.length ? Math.max(...values.map((r) => r.max ?? Number.NEGATIVE_INFINITY)) : null,
        count: values.reduce((sum, r) => sum + r.count, 0),
      });
    } else {
      const counts = new Map(mine.map((r) => [r.optionId, r.count]));
      out.push({
        code: attribute.code,
        kind: 'option',
        title: attribute.title,
        options: attribute.options
          .filter((o) => counts.has(o.id))
          .map((o) => ({ id: o.id, slug: o.slug, value: o.value, count: counts.get(o.id) ?? 0 })),
      });
    }
  }
  return out;
}

function rangeSql(column: SQL, range: Range): SQL {
  const parts: SQL[] = [];
  if (range.min !== null) parts.push(sql`${column} >= ${range.min}`);
  if (range.max !== null) parts.push(sql`${column} <= ${range.max}`);
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
