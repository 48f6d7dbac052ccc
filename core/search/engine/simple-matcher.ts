import { TextHits } from './hits';
import type { SearchDoc, SynonymGroup, TextMatch, TextMatcher } from './types';

/**
 * A plain {@link TextMatcher} for the engine's own tests (filters, facets, freshness), so they do
 * not depend on the text rules: every word of the query must occur (as a substring, case-insensitive) in the code, a title, the brand or a category;
 * the score is the sum of each word's best field. No stemming, typos, layouts or synonyms.
 */
export function createSimpleMatcher(): TextMatcher {
  const docs = new Map<number, { code: string; title: string; brand: string; categories: string }>();
  let chars = 0;
  return {
    add(doc: SearchDoc) {
      const entry = {
        code: doc.code.toLowerCase(),
        title: `${doc.title.ua} ${doc.title.ru}`.toLowerCase(),
        brand: (doc.brand ?? '').toLowerCase(),
        categories: doc.categories
          .map((c) => `${c.ua} ${c.ru}`)
          .join(' ')
          .toLowerCase(),
      };
      chars += entry.code.length + entry.title.length + entry.brand.length + entry.categories.length;
      docs.set(doc.id, entry);
    },
    remove(id: number) {
      docs.delete(id);
    },
    setSynonyms(_groups: SynonymGroup[]) {},
    match(query: string): TextMatch {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = new TextHits();
      if (words.length === 0) return { hits, corrected: null, suggest: [] };
      const whole = words.join(' ');
      for (const [id, doc] of docs) {
        let score = doc.code === whole ? 100 : 0;
        for (const word of words) {
          const best = doc.code.includes(word)
            ? 4
            : doc.title.includes(word)
              ? 3
              : doc.brand.includes(word)
                ? 2
                : doc.categories.includes(word)
                  ? 1
                  : 0;
          if (best === 0) {
            score = -1;
            break;
          }
          score += best;
        }
        if (score > 0) hits.push(id, score);
      }
      return { hits, corrected: null, suggest: [] };
    },
    stats() {
      return { docs: docs.size, terms: 0, bytes: chars * 2 + docs.size * 120 };
    },
  };
}
