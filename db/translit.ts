import { isUsableSlug } from '#db/slugs';

/**
 * Ukrainian → Latin by the official KMU 2010 table (Resolution No. 55), used for URL slugs — by the
 * shop's own writes (catalogue, imports, 1C, carriers) and the demo seeders alike.
 * Є, Ї, Й, Ю, Я have a separate form at the start of a word; "зг" becomes "zgh".
 */
const table: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
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
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  "'": '',
  '’': '',
  ʼ: '',
  // Russian-only letters, in case a brand or model name carries one.
  ы: 'y',
  э: 'e',
  ё: 'io',
  ъ: '',
};

const wordStart: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

/** Transliterates Ukrainian text (case is lowered). */
export function translit(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i] as string;
    const prev = i > 0 ? (lower[i - 1] as string) : ' ';
    const atStart = !/[\p{L}'’ʼ]/u.test(prev);
    if (ch === 'г' && prev === 'з') out += 'gh';
    else if (atStart && wordStart[ch]) out += wordStart[ch];
    else out += table[ch] ?? ch;
  }
  return out;
}

/** URL slug: transliterated, lowercase, `[a-z0-9]` words joined by single hyphens. */
export function slugify(text: string, maxLength = 120): string {
  const slug = translit(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.slice(0, maxLength).replace(/-+$/, '');
  // A name like "Blog" or "Sale" must not take a path segment of a fixed screen (db/slugs.ts).
  return isUsableSlug(cut) ? cut : `${cut || 'item'}-1`;
}
