/**
 * A transliteration key: Cyrillic and Latin spellings of one name fold to the same skeleton,
 * so "шимано" finds Shimano, "дайва" Daiwa, "kotushka" котушка. Both UA and RU conventions fold
 * together: и/і/ы/й/y → i, j/дж → j (jig, jerk: джиг, джерк), г/ґ/х/h/kh → g, щ/shch/sch → sh, ц/tz → ts, w → v, c → k (not in ch),
 * q → k, x → ks, soft/hard signs dropped, doubled letters collapsed. It is deliberately lossy: it
 * only serves as a fallback for a word that matched nothing as typed.
 */
const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'G',
  ґ: 'G',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'Z',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
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
  х: 'G',
  ц: 'C',
  ч: 'Č',
  ш: 'S',
  щ: 'S',
  ь: '',
  ъ: '',
  ы: 'i',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

const latinRules: [RegExp, string][] = [
  [/shch|sch/g, 'S'],
  [/sh/g, 'S'],
  [/ch/g, 'Č'],
  [/zh/g, 'Z'],
  [/kh/g, 'G'],
  [/tz|ts/g, 'C'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/[hg]/g, 'G'],
  [/c/g, 'k'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/y/g, 'i'],
];

/** The key of a folded word (letters only; other characters dropped); '' when nothing is left. */
export function translitKey(word: string): string {
  let out = '';
  for (const ch of word.replaceAll('дж', 'j')) {
    const mapped = cyrillic[ch];
    if (mapped !== undefined) out += mapped;
    else if (ch >= 'a' && ch <= 'z') out += ch;
  }
  for (const [pattern, replacement] of latinRules) out = out.replace(pattern, replacement);
  return out
    .replace(/(.)\1+/g, '$1')
    .replaceAll('S', 'sh')
    .replaceAll('Č', 'ch')
    .replaceAll('Z', 'zh')
    .replaceAll('G', 'g')
    .replaceAll('C', 'ts');
}
