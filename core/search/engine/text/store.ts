import type { SearchDoc } from '../types';
import { TypoIndex } from './fuzzy';
import { isCyrillic, tokenize } from './normalize';
import { SortedKeys } from './sorted-keys';
import { stemsOf } from './stem';
import { translitKey } from './translit';

/** Where in a good a word stands; a posting keeps the OR of these for its (term, good). */
export const Field = { code: 1, title: 2, brand: 4, category: 8, characteristic: 16, description: 32 } as const;
export const allFields = 63;

/**
 * Which language's texts a term occurs in (bits; ADR 0086): corrections and suggestions under /ru
 * are Russian words, under / Ukrainian ones. Code and brand words carry none (any language).
 */
export const Lang = { ua: 1, ru: 2 } as const;
export type LangBits = number;

/** The tier of the best field in a field set: code 6, title 5, brand 4, category 3, characteristic 2, description 1. */
export const fieldRank = new Uint8Array(64).map((_, bits) =>
  bits & 1 ? 6 : bits & 2 ? 5 : bits & 4 ? 4 : bits & 8 ? 3 : bits & 16 ? 2 : bits & 32 ? 1 : 0,
);

/** Descriptions are long; their first words say what the good is, the rest is prose. */
const descriptionWords = 60;

function grow<T extends Int32Array | Uint8Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(need, array.length * 2, 16));
  next.set(array);
  return next;
}

/** 32-bit FNV-1a of a string (exact-title tier). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * The in-memory index: a term dictionary (term → id; sorted for prefixes; stems, transliteration
 * keys and length buckets for typos) and per-term postings (good slot + field bits in typed
 * arrays). Goods live in slots; removing a good only clears its slot's `alive` flag, and the
 * postings are compacted once a fifth of the slots are dead, so an update is cheap.
 */
export class TextStore {
  readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  readonly sortedTerms = new SortedKeys();
  readonly stemTerms = new Map<string, number[]>();
  readonly keyTerms = new Map<string, number[]>();
  readonly sortedKeys = new SortedKeys();
  /** Letter terms and transliteration keys for the typo scan (their strings are shared with the maps). */
  readonly termTypos = new TypoIndex();
  readonly keyTypos = new TypoIndex();
  postDocs: Int32Array[] = [];
  postBits: Uint8Array[] = [];
  postLength = new Int32Array(1024);
  /** Per term, the `Lang` bits of the texts it was seen in (kept when goods go: a hint, not a posting). */
  termLang = new Uint8Array(1024);

  slotIds = new Int32Array(1024);
  alive = new Uint8Array(1024);
  titleHashUa = new Int32Array(1024);
  titleHashRu = new Int32Array(1024);
  slots = 0;
  dead = 0;
  readonly slotOf = new Map<number, number>();

  get docs(): number {
    return this.slotOf.size;
  }

  add(doc: SearchDoc): void {
    if (this.slotOf.has(doc.id)) this.remove(doc.id);
    const slot = this.slots++;
    this.slotIds = grow(this.slotIds, this.slots);
    this.alive = grow(this.alive, this.slots);
    this.titleHashUa = grow(this.titleHashUa, this.slots);
    this.titleHashRu = grow(this.titleHashRu, this.slots);
    this.slotIds[slot] = doc.id;
    this.alive[slot] = 1;
    this.slotOf.set(doc.id, slot);
    const titleUa = tokenize(doc.title.ua);
    const titleRu = tokenize(doc.title.ru);
    this.titleHashUa[slot] = hashText(titleUa.join(' '));
    this.titleHashRu[slot] = hashText(titleRu.join(' '));

    const bits = new Map<number, number>();
    const put = (tokens: string[], field: number, lang: LangBits = 0) => {
      for (const token of tokens) {
        const id = this.termId(token);
        bits.set(id, (bits.get(id) ?? 0) | field);
        if (lang) this.termLang[id] = (this.termLang[id] as number) | lang;
      }
    };
    put(tokenize(doc.code), Field.code);
    put(titleUa, Field.title, Lang.ua);
    put(titleRu, Field.title, Lang.ru);
    if (doc.brand) put(tokenize(doc.brand), Field.brand);
    for (const c of doc.categories) {
      put(tokenize(c.ua), Field.category, Lang.ua);
      put(tokenize(c.ru), Field.category, Lang.ru);
    }
    for (const c of doc.characteristics) {
      put(tokenize(c.ua), Field.characteristic, Lang.ua);
      put(tokenize(c.ru), Field.characteristic, Lang.ru);
    }
    put(tokenize(doc.description.ua).slice(0, descriptionWords), Field.description, Lang.ua);
    put(tokenize(doc.description.ru).slice(0, descriptionWords), Field.description, Lang.ru);
    for (const [id, fieldBits] of bits) this.post(id, slot, fieldBits);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.dead++;
    if (this.dead > 1000 && this.dead * 5 > this.slots) this.compact();
  }

  /** Letter terms within the allowed typos of `word` (not `word` itself), nearest then most frequent. */
  typos(word: string): { term: number; distance: number }[] {
    if (/\d/.test(word)) return [];
    return this.rank(
      this.termTypos.near(word).map((n) => ({ term: this.termIds.get(n.word) as number, distance: n.distance })),
    );
  }

  /** Terms whose transliteration key is within the allowed typos of `key` ("шимнао" → shimano). */
  nearKeys(key: string): { term: number; distance: number }[] {
    return this.rank(
      this.keyTypos
        .near(key)
        .flatMap((n) => (this.keyTerms.get(n.word) ?? []).map((term) => ({ term, distance: n.distance }))),
    );
  }

  private rank(found: { term: number; distance: number }[]): { term: number; distance: number }[] {
    return found
      .filter((f) => (this.postLength[f.term] as number) > 0)
      .sort(
        (a, b) => a.distance - b.distance || (this.postLength[b.term] as number) - (this.postLength[a.term] as number),
      );
  }

  /** Approximate heap held: typed arrays exactly, strings and map entries by a per-entry estimate. */
  bytes(): number {
    let total = this.termTypos.bytes + this.keyTypos.bytes + this.postLength.byteLength + this.slotIds.byteLength;
    total += this.termLang.byteLength;
    total += this.alive.byteLength + this.titleHashUa.byteLength + this.titleHashRu.byteLength;
    for (let t = 0; t < this.terms.length; t++) {
      total += (this.postDocs[t] as Int32Array).byteLength + (this.postBits[t] as Uint8Array).byteLength + 2 * 80;
      total += 2 * ((this.terms[t] as string).length * 2 + 24) + 40 + 8;
    }
    for (const [key, ids] of this.stemTerms) total += key.length * 2 + 24 + 40 + ids.length * 8 + 32;
    for (const [key, ids] of this.keyTerms) total += 2 * (key.length * 2 + 24) + 48 + ids.length * 8 + 32;
    return total + this.slotOf.size * 40;
  }

  private termId(token: string): number {
    let id = this.termIds.get(token);
    if (id !== undefined) return id;
    id = this.terms.length;
    this.terms.push(token);
    this.termIds.set(token, id);
    this.sortedTerms.add(token);
    this.postDocs.push(new Int32Array(2));
    this.postBits.push(new Uint8Array(2));
    this.postLength = grow(this.postLength, id + 1);
    this.termLang = grow(this.termLang, id + 1);
    if (!/\d/.test(token)) {
      if (token.length >= 3) this.termTypos.add(token);
      if (isCyrillic(token)) for (const stem of stemsOf(token)) pushTo(this.stemTerms, stem, id);
      const key = translitKey(token);
      if (key.length >= 3) {
        if (!this.keyTerms.has(key)) {
          this.sortedKeys.add(key);
          this.keyTypos.add(key);
        }
        pushTo(this.keyTerms, key, id);
      }
    }
    return id;
  }

  private post(term: number, slot: number, fieldBits: number): void {
    const length = this.postLength[term] as number;
    this.postDocs[term] = grow(this.postDocs[term] as Int32Array, length + 1);
    this.postBits[term] = grow(this.postBits[term] as Uint8Array, length + 1);
    (this.postDocs[term] as Int32Array)[length] = slot;
    (this.postBits[term] as Uint8Array)[length] = fieldBits;
    this.postLength[term] = length + 1;
  }

  /** Drops dead slots: renumbers live ones and rewrites every posting list without the dead. */
  private compact(): void {
    const renumber = new Int32Array(this.slots).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      if (!this.alive[slot]) continue;
      renumber[slot] = next;
      this.slotIds[next] = this.slotIds[slot] as number;
      this.titleHashUa[next] = this.titleHashUa[slot] as number;
      this.titleHashRu[next] = this.titleHashRu[slot] as number;
      this.alive[next] = 1;
      this.slotOf.set(this.slotIds[slot] as number, next);
      next++;
    }
    this.alive.fill(0, next);
    for (let t = 0; t < this.terms.length; t++) {
      const docs = this.postDocs[t] as Int32Array;
      const bits = this.postBits[t] as Uint8Array;
      let kept = 0;
      for (let p = 0; p < (this.postLength[t] as number); p++) {
        const slot = renumber[docs[p] as number] as number;
        if (slot < 0) continue;
        docs[kept] = slot;
        bits[kept] = bits[p] as number;
        kept++;
      }
      this.postLength[t] = kept;
      if (docs.length > 2 * kept + 8) {
        this.postDocs[t] = docs.slice(0, kept);
        this.postBits[t] = bits.slice(0, kept);
      }
    }
    this.slots = next;
    this.dead = 0;
  }
}

function pushTo(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(id)) list.push(id);
  } else map.set(key, [id]);
}
