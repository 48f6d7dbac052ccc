import { useEffect, useRef, useState } from 'react';
import type { SearchAnswerJson } from '#server/api/search.schemas';

export type SearchAnswer = SearchAnswerJson;
export type SearchItem = SearchAnswerJson['results']['items'][number];

/** Typing pauses shorter than this send one request, not one per key (ADR 0065). */
export const searchDebounceMs = 120;

/**
 * The overlay's live search (SPEC §4 "every input triggers a search"): after a short pause each
 * new query or category asks `GET /api/search?autocomplete=1`; the request it replaces is
 * aborted and an answer that is not the latest one asked is dropped, so a slow early answer never
 * overwrites a later one. The last answer stays shown (marked stale) while the next one loads.
 */
export function useLiveSearch(query: string, category: number | null, locale: 'ua' | 'ru') {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  /** The total over every category, for the "All" entry while one category is picked. */
  const [allTotal, setAllTotal] = useState<number | null>(null);
  const latest = useRef(0);
  const q = query.replace(/\s+/g, ' ').trim();

  useEffect(() => {
    const seq = ++latest.current;
    if (!q) {
      setAnswer(null);
      setAllTotal(null);
      setState('loading');
      return;
    }
    setState('loading');
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      // The page's language: suggestions in it (ADR 0086).
      const params = new URLSearchParams({ q, autocomplete: '1', lang: locale });
      if (category !== null) params.set('t', String(category));
      try {
        const response = await fetch(`/api/search?${params}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as { data: SearchAnswer };
        if (seq !== latest.current) return;
        setAnswer(body.data);
        if (category === null) setAllTotal(body.data.total);
        setState('done');
      } catch (error) {
        if (controller.signal.aborted || seq !== latest.current) return;
        console.warn('live search failed', error); // SPEC §8: request failures are only logged
        setState('failed');
      }
    }, searchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, category, locale]);

  return { answer, state, allTotal };
}
