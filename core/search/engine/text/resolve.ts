import type { SynonymGroup } from '../types';
import { cyrillicReadings } from './cyrillize';
import { layoutVariants } from './layout';
import { isCyrillic, isDigits, isLatin, splitChunks, stopWords, tokenize } from './normalize';
import { stemsOf } from './stem';
import { allFields, Field, Lang, type LangBits, type TextStore } from './store';
import { translitKey } from './translit';

/** Match quality within a field tier. */
export const Quality = { exact: 4, stem: 3, prefix: 2, fuzzy: 1 } as const;
/** Prefix and transliteration ranges keep their most frequent terms only: fewer for short beginnings. */
const rangeCap = (prefix: string): number => (prefix.length <= 1 ? 8 : prefix.length === 2 ? 30 : 150);

export type Candidate = { term: number; quality: number; fields: number };
/** One word of the query as understood: its text (corrected when `fixed`) and its candidates. */
export type QueryWord = { text: string; candidates: Candidate[]; optional: boolean; fixed: boolean };

/** Synonym groups, keyed by each member's words and stems. */
export class Synonyms {
  private byWord = new Map<string, string[][]>();

  set(groups: SynonymGroup[]): void {
    this.byWord = new Map();
    for (const group of groups) {
      const members = group
        .map((m) => tokenize(m))
        .filter((t) => t.length === 1)
        .map((t) => t[0] as string);
      for (const member of members) {
        for (const key of [member, ...stemsOf(member)]) {
          const list = this.byWord.get(key) ?? [];
          list.push(members);
          this.byWord.set(key, list);
        }
      }
    }
  }

  of(word: string): string[] {
    const out = new Set<string>();
    for (const key of [word, ...stemsOf(word)]) {
      for (const members of this.byWord.get(key) ?? []) for (const m of members) out.add(m);
    }
    out.delete(word);
    return [...out];
  }
}

/**
 * The language a word is written in (ADR 0086): its own letters when they say so (і ї є ґ are
 * Ukrainian, ы э ъ Russian), else the page's — "спининг" on /ru is Russian, on / Ukrainian.
 */
export function wordLang(token: string, locale: 'ua' | 'ru'): LangBits {
  if (/[іїєґ]/.test(token)) return Lang.ua;
  if (/[ыэъ]/.test(token)) return Lang.ru;
  return locale === 'ru' ? Lang.ru : Lang.ua;
}

/** Whether a term is a word of that language (or of none: codes, brands). */
export function suitsLang(store: TextStore, term: number, lang: LangBits): boolean {
  const bits = store.termLang[term] as number;
  return bits === 0 || (bits & lang) !== 0;
}

/** The most frequent of some terms, among those of the language when there are any. */
function preferred(store: TextStore, terms: number[], lang: LangBits): number {
  const own = terms.filter((t) => suitsLang(store, t, lang));
  return (own.length > 0 ? own : terms).reduce((a, b) =>
    (store.postLength[b] as number) > (store.postLength[a] as number) ? b : a,
  );
}

/** Splits a query into words and finds each word's candidate terms, correcting where needed. */
export function resolveQuery(
  store: TextStore,
  synonyms: Synonyms,
  query: string,
  prefix: boolean,
  locale: 'ua' | 'ru' = 'ua',
): QueryWord[] {
  const chunks = splitChunks(query);
  const words: QueryWord[] = [];
  chunks.forEach((chunk, index) => {
    const open = prefix && index === chunks.length - 1;
    const tokens = tokenize(chunk);
    const direct = tokens.map((t, i) => directCandidates(store, synonyms, t, open && i === tokens.length - 1));
    if (tokens.length > 0 && direct.every((c) => c.length > 0)) {
      tokens.forEach((t, i) => {
        words.push(word(t, direct[i] as Candidate[], false));
      });
      return;
    }
    const switched = bestLayout(store, synonyms, chunk, open);
    if (switched) {
      words.push(...switched);
      return;
    }
    tokens.forEach((token, i) => {
      if ((direct[i] as Candidate[]).length > 0) words.push(word(token, direct[i] as Candidate[], false));
      else words.push(fallback(store, synonyms, token, open && i === tokens.length - 1, wordLang(token, locale)));
    });
  });
  return words;
}

function word(text: string, candidates: Candidate[], fixed: boolean): QueryWord {
  return { text, candidates, optional: stopWords.has(text), fixed };
}

/** Exact word, stems, synonyms, and in prefix mode the words it begins; digits: exact or code prefix. */
export function directCandidates(store: TextStore, synonyms: Synonyms, token: string, open: boolean): Candidate[] {
  const out = new Map<number, Candidate>();
  const put = (term: number | undefined, quality: number, fields = allFields) => {
    if (term === undefined || store.postLength[term] === 0) return;
    const had = out.get(term);
    if (!had || had.quality < quality) out.set(term, { term, quality, fields });
  };
  put(store.termIds.get(token), Quality.exact);
  if (isDigits(token)) {
    if (open || token.length >= 4) {
      for (const t of topTerms(store, store.sortedTerms.withPrefix(token), rangeCap(token)))
        put(t, Quality.prefix, open ? allFields : Field.code);
    }
    return [...out.values()];
  }
  for (const stem of stemsOf(token)) for (const t of store.stemTerms.get(stem) ?? []) put(t, Quality.stem);
  for (const synonym of synonyms.of(token)) {
    put(store.termIds.get(synonym), Quality.stem);
    for (const stem of stemsOf(synonym)) for (const t of store.stemTerms.get(stem) ?? []) put(t, Quality.stem);
  }
  if (open) {
    for (const t of topTerms(store, store.sortedTerms.withPrefix(token), rangeCap(token))) put(t, Quality.prefix);
  }
  // The same name in the other script ("титан" finds Titan too, "fenix" Фенікс): always, since
  // a word found in its own script says nothing of goods that spell it in the other.
  const cyrillic = isCyrillic(token);
  if (token.length >= 3 && (cyrillic || isLatin(token))) {
    for (const t of store.keyTerms.get(translitKey(token)) ?? []) {
      const text = store.terms[t] as string;
      if (cyrillic ? isLatin(text) : isCyrillic(text)) put(t, Quality.fuzzy);
    }
  }
  return [...out.values()];
}

function topTerms(store: TextStore, keys: string[], cap: number): number[] {
  const ids = keys.map((k) => store.termIds.get(k) as number).filter((t) => (store.postLength[t] as number) > 0);
  if (ids.length <= cap) return ids;
  return ids.sort((a, b) => (store.postLength[b] as number) - (store.postLength[a] as number)).slice(0, cap);
}

/** The chunk typed in the other keyboard layout, when every word of it then matches directly. */
function bestLayout(store: TextStore, synonyms: Synonyms, chunk: string, open: boolean): QueryWord[] | null {
  let best: QueryWord[] | null = null;
  let bestWeight = 0;
  for (const variant of layoutVariants(chunk)) {
    const tokens = tokenize(variant);
    if (tokens.length === 0) continue;
    const direct = tokens.map((t, i) => directCandidates(store, synonyms, t, open && i === tokens.length - 1));
    if (!direct.every((c) => c.length > 0)) continue;
    const weight = direct.reduce(
      (sum, c) => sum + Math.max(...c.map((x) => (store.postLength[x.term] as number) * x.quality)),
      0,
    );
    if (weight > bestWeight) {
      bestWeight = weight;
      best = tokens.map((t, i) => ({ ...word(t, capped(direct[i] as Candidate[]), true) }));
    }
  }
  return best;
}

const capped = (candidates: Candidate[]): Candidate[] => candidates.map((c) => ({ ...c, quality: Quality.fuzzy }));

/** A word that matched nothing as typed: transliteration, then typos, then typos of its layout twin. */
function fallback(store: TextStore, synonyms: Synonyms, token: string, open: boolean, lang: LangBits): QueryWord {
  const expand = (terms: number[]): QueryWord => {
    // The word shown as understood ("did you mean") is one of the shopper's language: "спининг"
    // shares its key with спінінг and спиннинг, and on /ru it means the Russian one.
    const best = preferred(store, terms, lang);
    const candidates = new Map<number, Candidate>();
    for (const t of terms) {
      for (const c of directCandidates(store, synonyms, store.terms[t] as string, false)) candidates.set(c.term, c);
    }
    return word(store.terms[best] as string, capped([...candidates.values()]), true);
  };
  if (!isDigits(token)) {
    const key = translitKey(token);
    if (key.length >= 3) {
      const exact = store.keyTerms.get(key) ?? [];
      const live = exact.filter((t) => (store.postLength[t] as number) > 0);
      if (live.length > 0) return expand(live);
      const read = cyrillicReading(store, synonyms, token, open, lang);
      if (read) return read;
      if (open) {
        const terms = topTerms(
          store,
          store.sortedKeys
            .withPrefix(key)
            .flatMap((k) => (store.keyTerms.get(k) ?? []).map((t) => store.terms[t] as string)),
          rangeCap(key),
        );
        if (terms.length > 0) return expand(terms);
      }
    }
    const twins = layoutVariants(token).flatMap((v) => tokenize(v).slice(0, 1));
    const searches = [...[token, ...twins].map((t) => () => store.typos(t))];
    // A Cyrillic spelling of a Latin name with a typo ("шимнао"): typos over transliteration keys.
    if (isCyrillic(token)) searches.push(() => store.nearKeys(key));
    for (const search of searches) {
      const typos = search();
      if (typos.length > 0) {
        const nearest = typos.filter((t) => t.distance === (typos[0] as { distance: number }).distance).slice(0, 5);
        return expand(nearest.map((t) => t.term));
      }
    }
  }
  return word(token, [], false);
}

/** A Latin word read as Cyrillic ("blesen" → блесен), when a reading matches directly (its forms, stems). */
function cyrillicReading(
  store: TextStore,
  synonyms: Synonyms,
  token: string,
  open: boolean,
  lang: LangBits,
): QueryWord | null {
  let best: QueryWord | null = null;
  let bestWeight = 0;
  for (const reading of cyrillicReadings(token)) {
    const candidates = directCandidates(store, synonyms, reading, open);
    const own = store.termIds.get(reading);
    // A reading that is a word of the shopper's language comes first ("spinning" on /ru: спиннинг).
    const bonus = own !== undefined && (store.termLang[own] as number) & lang ? 1e9 : 0;
    const weight = candidates.reduce((sum, c) => sum + (store.postLength[c.term] as number), bonus);
    if (weight > bestWeight) {
      bestWeight = weight;
      best = word(reading, capped(candidates), true);
    }
  }
  return best;
}
