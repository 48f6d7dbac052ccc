import type { Db } from '#db/client';
import { createSearchEngine, type IndexedSearchEngine } from './engine';
import { createTextMatcher } from './text';
import type { TextMatcher } from './types';

export { createSearchEngine, type IndexedSearchEngine, type SearchEngineOptions } from './engine';
export type * from './types';
export { maxQueryLength } from './types';

/** The text matcher every engine uses (stems, transliteration, layouts, typos; ADR 0064): the one place to switch implementations. */
export const newTextMatcher: () => TextMatcher = createTextMatcher;

const engines = new WeakMap<Db, IndexedSearchEngine>();

/**
 * The process's search engine for a database (one per database, shared by every request; ADR
 * 0064). `onError` (background catch-up failures) is taken from the first caller: server start-up.
 */
export function getSearchEngine(db: Db, options: { onError?: (error: unknown) => void } = {}): IndexedSearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = createSearchEngine(db, { newMatcher: newTextMatcher, onError: options.onError });
    engines.set(db, engine);
  }
  return engine;
}
