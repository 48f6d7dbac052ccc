import { type FilterSegment, type Range, serializeFilterSegment } from '#core/catalog';

/**
 * Pure steps from one filter state to the next (ADR 0058): every facet link is the canonical URL
 * of the selection it leads to, built on the server, so links work without JavaScript and the
 * client bundle needs nothing from core.
 */
export type FacetKey = { kind: 'brand' } | { kind: 'option'; code: string } | { kind: 'available' };

const without = (values: string[], value: string) => values.filter((v) => v !== value);
const toggled = (values: string[], value: string) =>
  values.includes(value) ? without(values, value) : [...values, value];

/** The selection with one brand, option or availability switched on or off. */
export function toggleFacet(filter: FilterSegment, key: FacetKey, slug = ''): FilterSegment {
  if (key.kind === 'available') return { ...filter, available: !filter.available };
  if (key.kind === 'brand') return { ...filter, brands: toggled(filter.brands, slug) };
  const options = { ...filter.options, [key.code]: toggled(filter.options[key.code] ?? [], slug) };
  if (options[key.code]?.length === 0) delete options[key.code];
  return { ...filter, options };
}

/** The selection with the price (code `price`) or a numeric attribute's range set, or cleared by null. */
export function withRange(filter: FilterSegment, code: string, range: Range | null): FilterSegment {
  const empty = !range || (range.min === null && range.max === null);
  if (code === 'price') return { ...filter, price: empty ? null : range };
  const ranges = { ...filter.ranges };
  if (empty) delete ranges[code];
  else ranges[code] = range;
  return { ...filter, ranges };
}

/** The selection without one attribute's options or range. */
export function withoutCode(filter: FilterSegment, code: string): FilterSegment {
  const options = { ...filter.options };
  const ranges = { ...filter.ranges };
  delete options[code];
  delete ranges[code];
  return { ...filter, options, ranges };
}

/** `/base[/segment][?sort=…]`: the canonical path of a selection (page 1; the default sort is left out). */
export function listingHref(base: string, filter: FilterSegment, sort: string): string {
  const segment = serializeFilterSegment(filter);
  return `${base}${segment ? `/${segment}` : ''}${sort === 'popular' ? '' : `?sort=${sort}`}`;
}

/**
 * A range typed into the price or attribute form (any numbers, either side empty, maybe the wrong
 * way round) as the range the URL carries: swapped into order, prices whole hryvni not below zero
 * (the lower bound rounded down, the upper up, so nothing typed is excluded). Null when empty.
 */
export function rangeFromForm(code: string, min: string | null, max: string | null): Range | null {
  const read = (text: string | null) => {
    const value = text?.trim().replace(',', '.') ?? '';
    if (!/^-?\d{1,9}(\.\d{1,6})?$/.test(value)) return null;
    return Number(value);
  };
  let low = read(min);
  let high = read(max);
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  if (code === 'price') {
    low = low === null ? null : Math.max(0, Math.floor(low));
    high = high === null ? null : Math.max(0, Math.ceil(high));
    if (low === 0) low = null;
  }
  return low === null && high === null ? null : { min: low, max: high };
}

/**
 * Whether search engines should index a selection (ADR 0058): none, or exactly one value of one
 * facet (a brand, an option, availability). Combinations and typed ranges are `noindex,follow`.
 */
export function isIndexable(filter: FilterSegment): boolean {
  const values =
    filter.brands.length +
    (filter.available ? 1 : 0) +
    Object.values(filter.options).reduce((sum, list) => sum + list.length, 0);
  return values <= 1 && !filter.price && Object.keys(filter.ranges).length === 0;
}
