/**
 * Typo distance: the optimal-string-alignment form of Damerau–Levenshtein (a wrong, missing,
 * extra letter or two neighbours swapped each cost 1), bounded: it stops as soon as the distance
 * must exceed `max` and then returns `max + 1`.
 */
const rowA = new Int32Array(128);
const rowB = new Int32Array(128);
const rowC = new Int32Array(128);

export function typoDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n >= 127 || m >= 127) return a === b ? 0 : max + 1;
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return Math.min(prev[m] as number, max + 1);
}

/** Allowed typos for a word of this length: 1 from 4 letters, 2 from 7 (2 from 5 when both are missing letters of a word of 7+, `near`); none below 4. */
export function allowedTypos(length: number): number {
  return length >= 7 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * A 32-bit set of the letters in a word (hashed). A word within `d` edits differs in at most
 * 2·d bits, so the bit count of the XOR of two masks cheaply rules out most of the dictionary.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) % 31);
  return mask;
}

export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Words bucketed by length with their letter masks: `near` scans only the lengths within reach and
 * runs the distance only where the masks allow it (a bounded scan, no per-word deletes in memory).
 */
export class TypoIndex {
  private readonly words: string[] = [];
  private masks = new Int32Array(256);
  private readonly byLength: number[][] = [];

  /** Adds a word (callers add each word once); returns its index in this typo index. */
  add(word: string): number {
    const index = this.words.length;
    this.words.push(word);
    if (index >= this.masks.length) {
      const next = new Int32Array(this.masks.length * 2);
      next.set(this.masks);
      this.masks = next;
    }
    this.masks[index] = letterMask(word);
    let bucket = this.byLength[word.length];
    if (!bucket) {
      bucket = [];
      this.byLength[word.length] = bucket;
    }
    bucket.push(index);
    return index;
  }

  /** Words within the allowed typos of `word` (not itself), with their distance. */
  near(word: string): { word: string; distance: number }[] {
    const max = allowedTypos(word.length);
    if (max === 0) return [];
    // Two letters dropped from a long word ("snlie" for sunline): 2 typos from 5 letters towards
    // words of 7 or more that are two letters longer.
    const longer = word.length >= 5 ? 2 : max;
    const mask = letterMask(word);
    const out: { word: string; distance: number }[] = [];
    for (let length = word.length - max; length <= word.length + longer; length++) {
      const limit = length >= 7 && length - word.length === 2 ? Math.max(max, longer) : max;
      for (const index of this.byLength[length] ?? []) {
        if (bitCount(mask ^ (this.masks[index] as number)) > 2 * limit) continue;
        const candidate = this.words[index] as string;
        const distance = typoDistance(word, candidate, limit);
        if (distance > 0 && distance <= limit) out.push({ word: candidate, distance });
      }
    }
    return out;
  }

  get bytes(): number {
    return this.masks.byteLength + this.words.length * 12;
  }
}
