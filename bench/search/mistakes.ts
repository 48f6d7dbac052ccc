import type { Random } from '../random';

/**
 * How shoppers mistype: the wrong keyboard layout, transliteration, missing / extra / swapped
 * letters. Pure functions, used by the query set's rules.
 */

const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const layouts = {
  ua: 'йцукенгшщзхїфівапролджєячсмитьбюʼ',
  ru: 'йцукенгшщзхъфывапролджэячсмитьбюё',
} as const;

export type Lang = 'ua' | 'ru';

/** A Cyrillic word typed with the keyboard left in the Latin layout ("котушка" → "rjneirf"). */
export function cyrillicOnLatinKeys(text: string, lang: Lang): string {
  const keys = layouts[lang];
  return [...text.toLowerCase()]
    .map((ch) => {
      const at = keys.indexOf(ch === 'ё' && lang === 'ua' ? 'е' : ch);
      return at >= 0 ? latinKeys[at] : ch;
    })
    .join('');
}

/** A Latin word typed with the keyboard left in a Cyrillic layout ("shimano" → "ірштфтщ"). */
export function latinOnCyrillicKeys(text: string, lang: Lang): string {
  const keys = layouts[lang];
  return [...text.toLowerCase()]
    .map((ch) => {
      const at = latinKeys.indexOf(ch);
      return at >= 0 ? keys[at] : ch;
    })
    .join('');
}

/** Russian → Latin as shoppers write it (no diacritics): "катушка" → "katushka", "эхолот" → "eholot". */
const ruTable: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function translitRu(text: string): string {
  return [...text.toLowerCase()].map((ch) => ruTable[ch] ?? ch).join('');
}

export type Typo = 'missing' | 'extra' | 'swapped';
const typos: readonly Typo[] = ['missing', 'extra', 'swapped'];

/**
 * One typo inside a word (never its first letter, which shoppers rarely miss): a letter dropped,
 * a letter doubled, or two neighbours swapped (only when they differ, so the word changes).
 */
export function typo(
  word: string,
  random: Random,
  avoid: ReadonlySet<number> = new Set(),
): { text: string; at: number } {
  const letters = [...word];
  for (let attempt = 0; attempt < 50; attempt++) {
    const kind = random.pick(typos);
    const at = random.int(1, letters.length - 2);
    if (avoid.has(at) || avoid.has(at + 1) || avoid.has(at - 1)) continue;
    const ch = letters[at] as string;
    if (!/\p{L}/u.test(ch)) continue;
    const next = letters[at + 1] as string;
    const out = [...letters];
    if (kind === 'missing') out.splice(at, 1);
    else if (kind === 'extra') out.splice(at, 0, ch);
    else {
      if (next === ch || !/\p{L}/u.test(next)) continue;
      out[at] = next;
      out[at + 1] = ch;
    }
    return { text: out.join(''), at };
  }
  throw new Error(`no typo found for "${word}"`);
}

/** Two typos at positions apart from each other, two edits away from the word. */
export function twoTypos(word: string, random: Random): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = typo(word, random);
    const second = typo(first.text, random, new Set([first.at]));
    if (editDistance(word, second.text) === 2) return second.text;
  }
  throw new Error(`no two typos found for "${word}"`);
}

/** Damerau–Levenshtein (optimal string alignment) distance: how far a typo is from its word. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  return at(x.length, y.length);
}
