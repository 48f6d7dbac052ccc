import type { CatalogFilters, CatalogPage, ListingSort } from '#core/catalog';
import type { TextHits } from './hits';

/** Search input: at most 100 characters (SPEC §5, §9). */
export const maxQueryLength = 100;

/**
 * The search engine's contract. One engine per database per process; the storefront's
 * overlay and search page, the designed search API and `npm run bench search` all call it.
 *
 * - `autocomplete`: the overlay, run on every keystroke; the last word may be a prefix; no facets.
 * - `full`: the search page and the API's full mode; facets with the same semantics as a category
 *   listing (`listScopedCatalog`: each facet counted with every OTHER filter applied).
 */
export type SearchMode = 'autocomplete' | 'full';

export type SearchRequest = {
  /** What the shopper typed (the engine trims it and keeps at most 100 characters, SPEC §5). */
  query: string;
  mode: SearchMode;
  /** SPEC §7 `t`: only goods of this category and its subcategories. */
  categoryId?: number;
  /** Full mode: the listing filters of a category page. */
  filters?: CatalogFilters;
  /** Full mode; `popular` means relevance (ties by popularity). Default `popular`. */
  sort?: ListingSort;
  /** 1-based. Default 1. */
  page?: number;
  /** Default 12 in autocomplete (SPEC §9: at most 12 goods), 24 in full mode. */
  perPage?: number;
  /**
   * The page's language: corrections and suggestions are words of it when the query's own letters
   * do not say otherwise (ADR 0086). Default `ua`.
   */
  locale?: 'ua' | 'ru';
};

export type SearchAnswer = {
  /** The normalised query (trimmed, collapsed spaces, ≤ 100 characters). */
  query: string;
  /**
   * The query as the engine understood it when that differs from what was typed (a keyboard left
   * in the wrong layout, a typo corrected): the page's "did you mean"; null otherwise.
   */
  corrected: string | null;
  /** Matches after `categoryId` and `filters`. */
  total: number;
  /** The good ids of the requested page, in order. */
  ids: number[];
  /** Categories (the good's own category) of all matches before `categoryId`/filters, biggest first. */
  categories: { id: number; count: number }[];
  /** Brands of all matches before `categoryId`/filters, biggest first, at most 10. */
  brands: { id: number; count: number }[];
  /** Up to 6 suggestion strings (completions or corrections) that replace the query when picked. */
  suggest: string[];
  /** Full mode only. */
  facets: CatalogPage['facets'] | null;
};

export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchAnswer>;
}

export type SearchEngineStats = {
  docs: number;
  terms: number;
  /** Approximate heap the index holds. */
  bytes: number;
  /** Last full build. */
  buildMs: number;
};

/** Optional introspection for `npm run bench search` and tests. */
export interface InspectableSearchEngine extends SearchEngine {
  stats(): SearchEngineStats;
}

/** What the text index knows of one good (both languages; the engine matches either). */
export type SearchDoc = {
  id: number;
  /** The product code (`ext_id`). */
  code: string;
  title: { ua: string; ru: string };
  /** Brand title as the shop writes it (mostly Latin), or null. */
  brand: string | null;
  /** The good's category first, then its ancestors up to the root. */
  categories: { ua: string; ru: string }[];
  /** Characteristic values as text (option values; numbers with their unit, e.g. "2000", "2,4 м"). */
  characteristics: { ua: string; ru: string }[];
  description: { ua: string; ru: string };
  available: boolean;
  popularity: number;
};

/** A shop-editable group of words that mean the same to a shopper (table `search_synonyms`). */
export type SynonymGroup = string[];

/**
 * The text side of the engine: documents in, scored matches out. Scores are coarse tiers (exact
 * code, exact title, title, brand, category, characteristics, description; then match quality) so
 * that the engine can order by score, then available before unavailable, then popularity.
 */
export interface TextMatcher {
  add(doc: SearchDoc): void;
  remove(id: number): void;
  setSynonyms(groups: SynonymGroup[]): void;
  /** `prefix`: the last word may be unfinished (autocomplete); `locale`: the page's language (ADR 0086). */
  match(query: string, options: { prefix: boolean; locale?: 'ua' | 'ru' }): TextMatch;
  stats(): { docs: number; terms: number; bytes: number };
}

export type TextMatch = {
  /** The goods that match the query and their scores (higher is better), in no particular order. */
  hits: TextHits;
  /** The query as understood, when a correction (layout, typo, transliteration) changed it. */
  corrected: string | null;
  /** Up to 6 completions or corrections of the query. */
  suggest: string[];
};
