import { z } from 'zod';
import { type FilterSegment, parseRange, type Range } from './filter-segment';
import { listingSorts } from './listing-order';

/** The catalogue listing's query (API) and filters (API or the storefront's `{filter}` segment). */
export const maxPerPage = 60;

const idList = z
  .string()
  .max(1100)
  .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'catalog_filter_invalid')
  .transform((v) => [...new Set(v.split(',').map(Number))]);
const slugList = z
  .string()
  .max(3000)
  .regex(/^[a-z0-9][a-z0-9-]{0,59}(,[a-z0-9][a-z0-9-]{0,59}){0,49}$/, 'catalog_filter_invalid')
  .transform((v) => [...new Set(v.split(','))]);
const bracketKey = /^(attr|range)\[([a-z][a-z0-9_]{0,39})\]$/;

/**
 * Query string of `GET /api/catalog/{categoryId}`: `sort`, `page`, `per_page` (≤ 60), `brand`
 * (brand ids), `price_min`/`price_max`, `available=1`, `attr[code]=slug,slug` and
 * `range[code]=min-max`. Other keys are rejected. `price` parses a bound in the caller's money
 * unit into kopiyky (the API reads UAH, ADR 0032); it fails with `catalog_filter_invalid`.
 */
export const catalogQuerySchema = (price: z.ZodType<number, string>) =>
  z
    .object({
      sort: z.enum(listingSorts).default('popular'),
      page: z
        .string()
        .regex(/^\d{1,5}$/)
        .transform(Number)
        .refine((n) => n >= 1)
        .default(1),
      per_page: z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number)
        .refine((n) => n >= 1 && n <= maxPerPage)
        .default(24),
      brand: idList.optional(),
      price_min: price.optional(),
      price_max: price.optional(),
      available: z.enum(['0', '1']).optional(),
    })
    .catchall(z.string().max(3000))
    .transform((q, issue) => {
      const options: Record<string, string[]> = {};
      const ranges: Record<string, Range> = {};
      const filters: CatalogFilters = {
        brandIds: q.brand ?? [],
        brandSlugs: [],
        available: q.available === '1',
        options,
        ranges,
      };
      if (q.price_min !== undefined || q.price_max !== undefined) {
        filters.price = { min: q.price_min ?? null, max: q.price_max ?? null };
        if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max)
          issue.addIssue({ code: 'custom', path: ['price_min'], message: 'catalog_filter_invalid' });
      }
      const known = new Set(['sort', 'page', 'per_page', 'brand', 'price_min', 'price_max', 'available']);
      for (const [key, value] of Object.entries(q)) {
        if (known.has(key)) continue;
        const match = bracketKey.exec(key);
        if (!match || typeof value !== 'string') {
          issue.addIssue({ code: 'custom', path: [key], message: 'unknown_field' });
          continue;
        }
        const code = match[2] as string;
        if (match[1] === 'range') {
          const range = parseRange(value);
          if (!range) issue.addIssue({ code: 'custom', path: [key], message: 'catalog_filter_invalid' });
          else ranges[code] = range;
        } else {
          const parsed = slugList.safeParse(value);
          if (!parsed.success) issue.addIssue({ code: 'custom', path: [key], message: 'catalog_filter_invalid' });
          else options[code] = parsed.data;
        }
      }
      return { filters, sort: q.sort, page: q.page, perPage: q.per_page };
    });

export type CatalogFilters = {
  brandIds?: number[];
  brandSlugs?: string[];
  /** Kopiyky. */
  price?: Range;
  available?: boolean;
  options?: Record<string, string[]>;
  ranges?: Record<string, Range>;
};

/** A storefront `{filter}` segment as catalogue filters (its prices are whole UAH → kopiyky). */
export function filtersFromSegment(segment: FilterSegment): CatalogFilters {
  const toKop = (v: number | null) => (v === null ? null : v * 100);
  return {
    brandSlugs: segment.brands,
    price: segment.price ? { min: toKop(segment.price.min), max: toKop(segment.price.max) } : undefined,
    available: segment.available,
    options: segment.options,
    ranges: segment.ranges,
  };
}
