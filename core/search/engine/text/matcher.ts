import { TextHits } from '../hits';
import type { SynonymGroup, TextMatch, TextMatcher } from '../types';
import { isDigits, isSymbolJunk } from './normalize';
import { type QueryWord, resolveQuery, Synonyms, suitsLang, wordLang } from './resolve';
import { stemsOf } from './stem';
import { Field, fieldRank, hashText, Lang, TextStore } from './store';

/** Score tiers: a good matching every word outranks any partial match; exact code and title on top. */
export const Tier = { exactCode: 1_000_000, exactTitle: 500_000, allWords: 100_000 } as const;

/** Scratch arrays reused across queries (one matcher serves one process). */
class Scratch {
  wordStamp = new Int32Array(0);
  wordScore = new Int32Array(0);
  wordBits = new Uint8Array(0);
  queryStamp = new Int32Array(0);
  total = new Int32Array(0);
  count = new Int32Array(0);
  /** Counted words a slot matched outside its description. */
  named = new Int32Array(0);
  /** Slots a word touched, then slots the query touched (lists without array growth). */
  mine = new Int32Array(0);
  touched = new Int32Array(0);
  stamp = 0;

  fit(slots: number): void {
    if (this.wordStamp.length >= slots) return;
    const n = Math.max(slots, this.wordStamp.length * 2, 1024);
    this.wordStamp = new Int32Array(n);
    this.wordScore = new Int32Array(n);
    this.wordBits = new Uint8Array(n);
    this.queryStamp = new Int32Array(n);
    this.total = new Int32Array(n);
    this.count = new Int32Array(n);
    this.named = new Int32Array(n);
    this.mine = new Int32Array(n);
    this.touched = new Int32Array(n);
    this.stamp = 0;
  }
}

/** Creates the in-process text index of the search engine (rules in ADR 0064). */
export function createTextMatcher(): TextMatcher {
  const store = new TextStore();
  const synonyms = new Synonyms();
  const scratch = new Scratch();
  return {
    add: (doc) => store.add(doc),
    remove: (id) => store.remove(id),
    setSynonyms: (groups: SynonymGroup[]) => synonyms.set(groups),
    match: (query, { prefix, locale }) => match(store, synonyms, scratch, query, prefix, locale ?? 'ua'),
    stats: () => ({ docs: store.docs, terms: store.terms.length, bytes: store.bytes() }),
  };
}

function match(
  store: TextStore,
  synonyms: Synonyms,
  s: Scratch,
  query: string,
  prefix: boolean,
  locale: 'ua' | 'ru',
): TextMatch {
  const none: TextMatch = { hits: new TextHits(), corrected: null, suggest: [] };
  if (isSymbolJunk(query)) return none;
  const words = resolveQuery(store, synonyms, query, prefix, locale);
  if (words.length === 0) return none;
  s.fit(store.slots);
  const queryStamp = ++s.stamp;
  const touched = s.touched;
  let touchedCount = 0;
  const mine = s.mine;
  const allOptional = words.every((w) => w.optional);
  const required = words.filter((w) => allOptional || !w.optional).length;
  const ranks = fieldRank; // a local: module bindings may be getters in the hot loop

  for (const w of words) {
    const stamp = ++s.stamp;
    let mineCount = 0;
    for (const c of w.candidates) {
      const docs = store.postDocs[c.term] as Int32Array;
      const bits = store.postBits[c.term] as Uint8Array;
      const length = store.postLength[c.term] as number;
      for (let p = 0; p < length; p++) {
        const slot = docs[p] as number;
        const b = (bits[p] as number) & c.fields;
        if (b === 0 || store.alive[slot] === 0) continue;
        const score = (ranks[b] as number) * 10 + c.quality;
        if (s.wordStamp[slot] !== stamp) {
          s.wordStamp[slot] = stamp;
          s.wordScore[slot] = score;
          s.wordBits[slot] = b;
          mine[mineCount++] = slot;
        } else {
          if (score > (s.wordScore[slot] as number)) s.wordScore[slot] = score;
          s.wordBits[slot] = (s.wordBits[slot] as number) | b;
        }
      }
    }
    const counts = allOptional || !w.optional;
    for (let i = 0; i < mineCount; i++) {
      const slot = mine[i] as number;
      if (s.queryStamp[slot] !== queryStamp) {
        s.queryStamp[slot] = queryStamp;
        s.total[slot] = 0;
        s.count[slot] = 0;
        s.named[slot] = 0;
        touched[touchedCount++] = slot;
      }
      // A word both in the title and in the category names says what the good is (a reel, not a reel bag).
      const named = ((s.wordBits[slot] as number) & (Field.title | Field.category)) === (Field.title | Field.category);
      s.total[slot] = (s.total[slot] as number) + (s.wordScore[slot] as number) + (named ? 3 : 0);
      if (counts) s.count[slot] = (s.count[slot] as number) + 1;
      if (counts && ((s.wordBits[slot] as number) & ~Field.description) !== 0)
        s.named[slot] = (s.named[slot] as number) + 1;
    }
  }

  let best = 0;
  let bestCount = 0;
  for (let i = 0; i < touchedCount; i++) {
    const c = s.count[touched[i] as number] as number;
    if (c > best) {
      best = c;
      bestCount = 0;
    }
    if (c === best) bestCount++;
  }
  // Goods the words name (title, code, brand, category, characteristics) are what was asked for:
  // when there are any, a good that only mentions the words in its description (a rod "for any
  // reel" under "катушка") is no match, so the results and their categories are the named goods
  //. When no good is named, descriptions still find goods.
  let namedOnly = false;
  for (let i = 0; i < touchedCount && !namedOnly; i++) {
    const slot = touched[i] as number;
    namedOnly = s.count[slot] === best && s.named[slot] === best;
  }
  if (best === 0) return { ...none, corrected: correctedText(words) };
  const complete = best === required;
  // Goods matching only some words are shown when a real word found them: a query whose only
  // matching words are bare numbers ("<script>alert(1)</script>" → the 1) finds nothing.
  if (!complete && words.every((w) => w.candidates.length === 0 || isDigits(w.text))) return none;
  const understood = words.map((w) => w.text).join(' ');
  const titleHash = hashText(understood);
  const code =
    words.length === 1 && isDigits((words[0] as QueryWord).text)
      ? store.termIds.get((words[0] as QueryWord).text)
      : undefined;
  const codeSlots = new Set<number>();
  if (code !== undefined) {
    for (let p = 0; p < (store.postLength[code] as number); p++) {
      if (((store.postBits[code] as Uint8Array)[p] as number) & Field.code)
        codeSlots.add((store.postDocs[code] as Int32Array)[p] as number);
    }
  }
  const hits = new TextHits(bestCount);
  // The hits' slots, stamped for the suggestions (the word stamps are no longer needed).
  const hitStamp = ++s.stamp;
  for (let i = 0; i < touchedCount; i++) {
    const slot = touched[i] as number;
    if (s.count[slot] !== best || (namedOnly && s.named[slot] !== best)) continue;
    s.wordStamp[slot] = hitStamp;
    let score = s.total[slot] as number;
    if (complete) {
      score += Tier.allWords;
      if (store.titleHashUa[slot] === titleHash || store.titleHashRu[slot] === titleHash) score += Tier.exactTitle;
      if (codeSlots.has(slot)) score += Tier.exactCode;
    }
    hits.push(store.slotIds[slot] as number, score);
  }
  const corrected = correctedText(words);
  return { hits, corrected, suggest: suggestions(store, s, words, hitStamp, corrected, complete, locale) };
}

/** Postings a suggestion looks through for a good among the hits (bounds the work per keystroke). */
const scanLimit = 4000;
const namingFields = Field.title | Field.brand | Field.category;

function correctedText(words: QueryWord[]): string | null {
  return words.some((w) => w.fixed) ? words.map((w) => w.text).join(' ') : null;
}

/**
 * Completions of the last word that occur in the goods found, most frequent first, one per stem so word forms do not crowd out each other; a correction first.
 */
function suggestions(
  store: TextStore,
  s: Scratch,
  words: QueryWord[],
  /** `s.wordStamp` of the hits' slots. */
  stamp: number,
  corrected: string | null,
  complete: boolean,
  locale: 'ua' | 'ru',
): string[] {
  const out: string[] = corrected ? [corrected] : [];
  const last = words[words.length - 1] as QueryWord;
  if (!complete || isDigits(last.text) || last.text.length < 2) return out;
  // Completions in the shopper's language first: "спин" on /ru completes to спиннинг, not
  // спінінг; the other language's only when the shopper's has none (ADR 0086). A whole word of one
  // language only says which ("котушка" on /ru is written in Ukrainian).
  const own = store.termIds.get(last.text);
  const ownLang = own === undefined ? 0 : (store.termLang[own] as number);
  const lang = ownLang === Lang.ua || ownLang === Lang.ru ? ownLang : wordLang(last.text, locale);
  const head = words.slice(0, -1).map((w) => w.text);
  const lastStems = new Set([last.text, ...stemsOf(last.text)]);
  const byFrequency = store.sortedTerms
    .withPrefix(last.text)
    .map((t) => store.termIds.get(t) as number)
    .filter((t) => (store.postLength[t] as number) > 0)
    .sort((a, b) => (store.postLength[b] as number) - (store.postLength[a] as number));
  const naming = (terms: number[]) =>
    terms.slice(0, 40).filter((term) => {
      // Suggested words name goods: taken from titles, brands and category names, not prose.
      const docs = store.postDocs[term] as Int32Array;
      const bits = store.postBits[term] as Uint8Array;
      const end = Math.min(store.postLength[term] as number, scanLimit);
      for (let p = 0; p < end; p++) {
        if (s.wordStamp[docs[p] as number] === stamp && (bits[p] as number) & namingFields) return true;
      }
      return false;
    });
  const inLanguage = naming(byFrequency.filter((t) => suitsLang(store, t, lang)));
  const ranked = inLanguage.length > 0 ? inLanguage : naming(byFrequency);
  const seenStems = new Set<string>();
  for (const term of ranked) {
    const text = store.terms[term] as string;
    const stems = [text, ...stemsOf(text)];
    if (
      text === last.text ||
      stems.some((x) => seenStems.has(x) || (lastStems.has(x) && text !== last.text && !prefixOnly(last)))
    )
      continue;
    for (const x of stems) seenStems.add(x);
    const suggestion = [...head, text].join(' ');
    if (!out.includes(suggestion)) out.push(suggestion);
    if (out.length >= 6) break;
  }
  return out;
}

/** The last word was only a beginning (no exact or stem match of its own). */
function prefixOnly(w: QueryWord): boolean {
  return w.candidates.every((c) => c.quality <= 2);
}
