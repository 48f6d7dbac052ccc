import type { Bi, BilingualGoodBase } from './bilingual';
import type { Range } from './filter-segment';

/** What a faceted listing answers (ADR 0058): its goods and the facets counted over its scope. */
export type CatalogGood = BilingualGoodBase & {
  rating: number;
  reviewsCount: number;
};
export type AttributeFacet =
  | { code: string; kind: 'option'; title: Bi; options: { id: number; slug: string; value: Bi; count: number }[] }
  | {
      code: string;
      kind: 'number';
      title: Bi;
      unit: { ua: string | null; ru: string | null };
      min: number | null;
      max: number | null;
      count: number;
    };
export type CatalogPage = {
  goods: CatalogGood[];
  total: number;
  page: number;
  perPage: number;
  facets: {
    brands: { id: number; slug: string; title: string; count: number }[];
    price: Range;
    available: number;
    attributes: AttributeFacet[];
  };
};

export type CatalogResult =
  | { ok: true; value: CatalogPage }
  | { ok: false; error: 'category_not_found' | 'catalog_filter_invalid' };
