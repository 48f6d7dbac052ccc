/**
 * Soft hyphens (U+00AD) in long Ukrainian and Russian words, so a narrow tile breaks
 * "Мультипліка-торні" with a hyphen instead of overflowing or cutting it anywhere (ADR
 * 0085). CSS `hyphens: auto` needs the browser's dictionary, which Chromium on Linux
 * and Android often lacks. Rules kept simple and safe: a break goes before a consonant followed
 * by a vowel, or between two vowels; never before й, ь, ъ or an apostrophe; both sides keep three
 * letters and a vowel. Words shorter than `minWord` and non-Cyrillic words are left alone.
 */
const vowels = new Set('аеєиіїоуюяыэёАЕЄИІЇОУЮЯЫЭЁ');
const letter = /[а-яёіїєґА-ЯЁІЇЄҐ'’ʼ]/;
const noBreakBefore = new Set("йьъЙЬЪ'’ʼ");
const minWord = 10;
const minSide = 3;
export const softHyphen = '\u00AD';

function hyphenateWord(word: string): string {
  const chars = [...word];
  if (chars.length < minWord || !chars.every((c) => letter.test(c))) return word;
  const isVowel = (i: number) => vowels.has(chars[i] ?? '');
  const hasVowel = (from: number, to: number) => chars.slice(from, to).some((c) => vowels.has(c));
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const breakable =
      i >= minSide &&
      chars.length - i >= minSide &&
      !noBreakBefore.has(chars[i] ?? '') &&
      ((!isVowel(i) && isVowel(i + 1)) || (isVowel(i - 1) && isVowel(i))) &&
      hasVowel(0, i) &&
      hasVowel(i, chars.length);
    out += (breakable ? softHyphen : '') + chars[i];
  }
  return out;
}

export function hyphenate(text: string): string {
  return text.replace(/[^\s\-–—]+/g, hyphenateWord);
}
