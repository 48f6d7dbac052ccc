/**
 * Text normalisation shared by documents and queries: lowercase, ё → е, every apostrophe form
 * (’ ' ʼ ` ‘) unified and dropped inside words (shoppers type "мякий" and "м'який" alike),
 * punctuation splits words, and a letters/digits boundary splits too, so a model number
 * "FX-2500", "fx2500" and "fx 2500" all become the tokens `fx` `2500`.
 */

const apostrophes = /['’ʼ`‘]/g;

/** Lowercase, ё → е, apostrophes removed; keeps other characters (layout conversion needs them). */
export function foldCase(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').replace(apostrophes, '');
}

/** The tokens of a text: runs of letters or runs of digits, folded (a hand loop: it runs for every good). */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  let word = '';
  let kind = 0; // 0 none, 1 letters, 2 digits
  for (let i = 0; i < lower.length; i++) {
    let ch = lower[i] as string;
    const code = ch.charCodeAt(0);
    if (code === 0x27 || code === 0x2019 || code === 0x2bc || code === 0x60 || code === 0x2018) continue;
    const type = code >= 0x30 && code <= 0x39 ? 2 : isLetterCode(code) ? 1 : 0;
    if (code === 0x451) ch = 'е';
    if (type !== kind && word) {
      out.push(word);
      word = '';
    }
    kind = type;
    if (type) word += ch;
  }
  if (word) out.push(word);
  return out;
}

function isLetterCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x430 && code <= 0x45f) ||
    code === 0x491 ||
    (code >= 0xdf && code <= 0x24f && code !== 0xf7)
  );
}

/** Markup tags (`<script>`, `</b>`): pasted, never meant — their names are no words of the query. */
const markup = /<\/?[a-z][^<>]*>/gi;

/** What the shopper typed as separate words (split on whitespace, markup tags dropped), folded; empty ones dropped. */
export function splitChunks(query: string): string[] {
  return query
    .trim()
    .slice(0, 100)
    .replace(markup, ' ')
    .split(/\s+/)
    .map((chunk) => chunk.toLowerCase().replaceAll('ё', 'е'))
    .filter((chunk) => chunk.length > 0);
}

/**
 * A query with no letter (markup tags do not count) that is more symbols than digits — `{{7*7}}`,
 * `<i>1</i>` — is pasted junk, not a code or a size: it finds nothing (ADR 0086).
 */
export function isSymbolJunk(query: string): boolean {
  const text = query.replace(markup, (tag) => '#'.repeat(tag.length)).replace(/\s+/g, '');
  if (/\p{L}/u.test(text)) return false;
  const digits = text.match(/\p{N}/gu)?.length ?? 0;
  return text.length - digits > digits;
}

export const isDigits = (token: string): boolean => /^\p{N}+$/u.test(token);
export const isCyrillic = (token: string): boolean => /^[а-яіїєґ]+$/.test(token);
export const isLatin = (token: string): boolean => /^[a-z]+$/.test(token);

/** Little words a query may carry that goods rarely spell out; they do not have to match. */
export const stopWords: ReadonlySet<string> = new Set(
  'для з із зі с со в во у на і й и та а по от від до под під без або или за'.split(' '),
);
