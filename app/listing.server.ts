import { data, redirect } from 'react-router';
import {
  type CatalogFilters,
  type CatalogPage,
  type CatalogScope,
  emptyFilter,
  type FilterSegment,
  filtersFromSegment,
  type GoodCard,
  type ListingSort,
  listingQuery,
  listingSorts,
  listScopedCatalogCached,
  parseFilterSegment,
  perPage,
  type Range,
  serializeFilterSegment,
} from '#core/catalog';
import type { Ctx } from '#core/shared';
import { toCard } from './goods.server';
import { localizePath } from './i18n/locale';
import { translator } from './i18n/translate';
import {
  type FacetKey,
  isIndexable,
  listingHref,
  rangeFromForm,
  toggleFacet,
  withoutCode,
  withRange,
} from './listing-filters.server';
import type { ListingSelection } from './seo/listing-title';

/**
 * Where a listing's page and facets come from when not from a scope's query: the search engine
 * picks and orders the page's goods and counts the facets (ADR 0065). Null when the filters do
 * not apply (the listing answers 404, as for a scope).
 */
export type ListingSource = (
  filters: CatalogFilters,
  paging: { sort: ListingSort; page: number; perPage: number },
) => Promise<CatalogPage | null>;

export type FacetOption = {
  slug: string;
  label: string;
  count: number;
  selected: boolean;
  href: string;
  /** The link leads to an indexable selection (one value): crawlers may follow it (ADR 0086). */
  follow: boolean;
};
export type RangeFacet = {
  code: string;
  title: string;
  unit: string | null;
  min: number | null;
  max: number | null;
  selected: Range | null;
};
export type ListingView = {
  goods: GoodCard[];
  total: number;
  page: number;
  pageCount: number;
  sort: ListingSort;
  sorts: { value: ListingSort; href: string }[];
  /** This selection's path (unlocalized) with the sort, without a page: pages add `page=N`. */
  path: string;
  facets: {
    price: RangeFacet;
    available: FacetOption;
    brands: FacetOption[];
    options: { code: string; title: string; options: FacetOption[] }[];
    ranges: RangeFacet[];
  };
  chips: { label: string; href: string }[];
  /** The listing without filters (same sort), or null when nothing is selected. */
  clearHref: string | null;
  /** The one value selected, when the page is indexable with it: its own title and heading (ADR 0086). */
  selection: ListingSelection | null;
  /** Combinations, ranges and sort orders: `noindex,follow`, canonical on the base listing (ADR 0086). */
  noindex: boolean;
  /** Ukrainian canonical path (root's `<link rel=canonical>`; ADR 0058, 0086). */
  canonicalPath: string;
  /** Query parameters the listing's links and forms keep besides `sort`. */
  keep: Record<string, string>;
};

/**
 * One faceted listing page (SPEC §2 `{filter}` segment, §5 route validity; ADR 0058) for any
 * scope: a malformed segment, an unknown facet or option, or a page past the end is a 404; a
 * valid segment in non-canonical order 301s to the canonical one; the price and range forms
 * (`?range=price&min=&max=`) 302 to the selection's canonical URL.
 */
export async function loadListing(
  request: Request,
  ctx: Ctx,
  options: {
    scope: CatalogScope | ListingSource;
    /** The listing's own path without a filter (unlocalized); the canonical one when it differs. */
    base: string;
    canonicalBase?: string;
    segment: string | undefined;
    /** A brand page has no brand facet: a `brand=` key there is unknown. */
    noBrands?: boolean;
    /** Query parameters every link of the listing keeps (a search's `category`). */
    keep?: Record<string, string>;
  },
): Promise<ListingView> {
  const { base, segment } = options;
  const url = new URL(request.url);
  const notFound = () => data(null, { status: 404 });
  const filter = segment === undefined ? emptyFilter() : parseFilterSegment(segment);
  if (!filter || (options.noBrands && filter.brands.length)) throw notFound();
  const query = listingQuery.parse(Object.fromEntries(url.searchParams));
  const rangeCode = url.searchParams.get('range');
  if (rangeCode !== null) {
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(rangeCode) || rangeCode === 'brand' || rangeCode === 'available')
      throw notFound();
    const range = rangeFromForm(rangeCode, url.searchParams.get('min'), url.searchParams.get('max'));
    const next = listingHref(base, withRange(filter, rangeCode, range), query.sort);
    const rest = new URLSearchParams(options.keep ?? {}).toString();
    throw redirect(localizePath(rest ? `${next}${next.includes('?') ? '&' : '?'}${rest}` : next, ctx.locale), 302);
  }
  const canonicalSegment = segment === undefined ? undefined : serializeFilterSegment(filter);
  if (canonicalSegment !== segment) {
    throw redirect(localizePath(`${base}/${canonicalSegment}`, ctx.locale) + url.search, 301);
  }
  const paging = { sort: query.sort, page: query.page, perPage };
  const filters = filtersFromSegment(filter);
  const { scope } = options;
  const result =
    typeof scope === 'function'
      ? await scope(filters, paging)
      : await listScopedCatalogCached(ctx, scope, filters, paging).then((r) => (r.ok ? r.value : null));
  if (!result) throw notFound();
  const { goods, facets, total } = result;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (query.page > pageCount) throw notFound();
  const known = (values: string[], slugs: string[]) => values.every((v) => slugs.includes(v));
  const attributeOf = (code: string) => facets.attributes.find((a) => a.code === code);
  if (
    !known(
      filter.brands,
      facets.brands.map((b) => b.slug),
    )
  )
    throw notFound();
  for (const [code, slugs] of Object.entries(filter.options)) {
    const facet = attributeOf(code);
    if (
      facet?.kind !== 'option' ||
      !known(
        slugs,
        facet.options.map((o) => o.slug),
      )
    )
      throw notFound();
  }
  if (Object.keys(filter.ranges).some((code) => attributeOf(code)?.kind !== 'number')) throw notFound();

  const t = translator(ctx.locale);
  const sort = query.sort;
  const keep = options.keep ?? {};
  const kept = new URLSearchParams(keep).toString();
  const withKeep = (path: string) => (kept ? `${path}${path.includes('?') ? '&' : '?'}${kept}` : path);
  const href = (next: FilterSegment, order: ListingSort = sort) => withKeep(listingHref(base, next, order));
  const option = (key: FacetKey, slug: string, label: string, count: number, selected: boolean): FacetOption => {
    const next = toggleFacet(filter, key, slug);
    return { slug, label, count, selected, href: href(next), follow: sort === 'popular' && isIndexable(next) };
  };
  const brands = options.noBrands
    ? []
    : facets.brands.map((b) => option({ kind: 'brand' }, b.slug, b.title, b.count, filter.brands.includes(b.slug)));
  const optionFacets = facets.attributes.flatMap((a) =>
    a.kind === 'option'
      ? [
          {
            code: a.code,
            title: a.title[ctx.locale],
            options: a.options.map((o) =>
              option(
                { kind: 'option', code: a.code },
                o.slug,
                o.value[ctx.locale],
                o.count,
                filter.options[a.code]?.includes(o.slug) ?? false,
              ),
            ),
          },
        ]
      : [],
  );
  const rangeFacets = facets.attributes.flatMap((a) =>
    a.kind === 'number'
      ? [
          {
            code: a.code,
            title: a.title[ctx.locale],
            unit: a.unit[ctx.locale],
            min: a.min,
            max: a.max,
            selected: filter.ranges[a.code] ?? null,
          },
        ]
      : [],
  );
  const uah = (kopiyky: number | null, round: (n: number) => number) =>
    kopiyky === null ? null : round(kopiyky / 100);
  const rangeText = (range: Range, unit: string) =>
    `${range.min ?? '…'}–${range.max ?? '…'}${unit ? ` ${unit}` : ''}`.replace(/^…–/, '≤ ').replace(/–…/, '+');

  const chips: ListingView['chips'] = [
    ...brands.filter((b) => b.selected).map((b) => ({ label: b.label, href: b.href })),
    ...(filter.price
      ? [
          {
            label: `${t('filters.price')}: ${rangeText(filter.price, t('currency'))}`,
            href: href(withRange(filter, 'price', null)),
          },
        ]
      : []),
    ...(filter.available
      ? [{ label: t('filters.available'), href: href(toggleFacet(filter, { kind: 'available' })) }]
      : []),
    ...optionFacets.flatMap((f) =>
      f.options.filter((o) => o.selected).map((o) => ({ label: `${f.title}: ${o.label}`, href: o.href })),
    ),
    ...rangeFacets.flatMap((f) =>
      f.selected
        ? [{ label: `${f.title}: ${rangeText(f.selected, f.unit ?? '')}`, href: href(withoutCode(filter, f.code)) }]
        : [],
    ),
  ];
  const selectedPath = href(filter);
  // One value of one facet in the default order is a landing page of its own; anything else
  // (several values, a range, another sort) is a view of the base listing.
  const indexable = isIndexable(filter) && sort === 'popular';
  const [only] = chips;
  const selection: ListingSelection | null =
    indexable && only && chips.length === 1
      ? { kind: filter.brands.length ? 'brand' : filter.available ? 'available' : 'option', label: only.label }
      : null;
  const canonicalBase = options.canonicalBase ?? base;
  const canonicalPath = indexable
    ? listingHref(canonicalBase, filter, 'popular') + (query.page > 1 ? `?page=${query.page}` : '')
    : canonicalBase;
  return {
    goods: goods.map((g) => toCard(g, ctx)),
    total,
    page: query.page,
    pageCount,
    sort,
    sorts: listingSorts.map((value) => ({ value, href: href(filter, value) })),
    path: selectedPath,
    facets: {
      price: {
        code: 'price',
        title: t('filters.price'),
        unit: t('currency'),
        min: uah(facets.price.min, Math.floor),
        max: uah(facets.price.max, Math.ceil),
        selected: filter.price,
      },
      available: option({ kind: 'available' }, '1', t('filters.available'), facets.available, filter.available),
      brands,
      options: optionFacets,
      ranges: rangeFacets,
    },
    chips,
    clearHref: chips.length ? href(emptyFilter()) : null,
    selection,
    noindex: !indexable,
    // Ukrainian, as the root localizes it for each language (ADR 0060).
    canonicalPath,
    keep,
  };
}
