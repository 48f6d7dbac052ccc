import type { Db } from '#db/client';
import { CatalogIndex } from './catalog-index';
import { execute } from './execute';
import {
  type InspectableSearchEngine,
  maxQueryLength,
  type SearchAnswer,
  type SearchEngineStats,
  type SearchRequest,
  type TextMatcher,
} from './types';

export type SearchEngineOptions = {
  /** The text side (one fresh matcher per full build). */
  newMatcher: () => TextMatcher;
  /** Milliseconds; injectable so tests drive freshness without sleeping. */
  now?: () => number;
  /** How often a search looks for changes in the database (ADR 0064). Default 1 s. */
  syncIntervalMs?: number;
  /** Failures of a background catch-up or rebuild (the engine keeps serving what it has). */
  onError?: (error: unknown) => void;
};

export type IndexedSearchEngine = InspectableSearchEngine & {
  /**
   * Resolves once the index is built and no rebuild is under way (server start-up warms the
   * index with it; tests await a background rebuild with it).
   */
  ready(): Promise<void>;
};

/** An engine serves a stale index rather than catching up after this long without a successful look. */
const staleRebuildMs = 12 * 60 * 60 * 1000;

/**
 * The in-process search engine (ADR 0064): the catalogue indexed in memory, matched by the
 * text matcher, filtered, faceted and sorted in memory. The first search waits for the build;
 * a search then checks the database for changes at most once per `syncIntervalMs` and awaits
 * the delta, so no instance answers from an index more than about a second behind the database.
 * Edits of brands, categories or characteristics' names rebuild in the background while the
 * old index (still catching up on goods) keeps serving.
 */
export function createSearchEngine(db: Db, options: SearchEngineOptions): IndexedSearchEngine {
  const now = options.now ?? Date.now;
  const interval = options.syncIntervalMs ?? 1000;
  const onError = options.onError ?? ((error: unknown) => console.error('search index:', error));
  let index: CatalogIndex | null = null;
  let building: Promise<CatalogIndex> | null = null;
  let syncing: Promise<void> | null = null;
  let lastCheck = 0;
  let lastSynced = 0;

  const rebuild = (): Promise<CatalogIndex> => {
    if (building) return building;
    const started = now();
    const promise = CatalogIndex.build(db, options.newMatcher()).then(
      (built) => {
        index = built;
        lastCheck = lastSynced = started;
        building = null;
        return built;
      },
      (error: unknown) => {
        building = null;
        throw error;
      },
    );
    building = promise;
    return promise;
  };

  const catchUp = async (current: CatalogIndex): Promise<void> => {
    try {
      if (now() - lastSynced > staleRebuildMs) {
        await rebuild();
        return;
      }
      const sameCatalog = await current.catchUp(db);
      lastSynced = now();
      if (!sameCatalog) rebuild().catch(onError);
    } catch (error) {
      onError(error);
    }
  };

  const current = async (): Promise<CatalogIndex> => {
    if (!index) return rebuild();
    if (!syncing && now() - lastCheck >= interval) {
      lastCheck = now();
      syncing = catchUp(index).finally(() => {
        syncing = null;
      });
    }
    if (syncing) await syncing;
    return index;
  };

  return {
    async ready() {
      if (!index || building) await rebuild();
    },

    async search(request: SearchRequest): Promise<SearchAnswer> {
      const query = request.query.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
      const full = request.mode === 'full';
      const empty: SearchAnswer = {
        query,
        corrected: null,
        total: 0,
        ids: [],
        categories: [],
        brands: [],
        suggest: [],
        facets: null,
      };
      if (!query) return empty;
      const idx = await current();
      const text = idx.matcher.match(query, { prefix: !full, locale: request.locale ?? 'ua' });
      const result = execute(idx, text.hits, {
        categoryId: request.categoryId,
        filters: request.filters ?? {},
        sort: request.sort ?? 'popular',
        page: Math.max(1, Math.floor(request.page ?? 1)),
        perPage: Math.max(1, Math.floor(request.perPage ?? (full ? 24 : 12))),
        facets: full,
      });
      return { ...empty, ...result, corrected: text.corrected, suggest: text.suggest.slice(0, 6), query };
    },

    stats(): SearchEngineStats {
      return index?.stats() ?? { docs: 0, terms: 0, bytes: 0, buildMs: 0 };
    },
  };
}
