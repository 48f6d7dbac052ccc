/**
 * A Latin word read back as Cyrillic, the way shoppers transliterate ("blesen" → блесен,
 * "chobit" → чобіт, "balansirov" → балансиров): two spellings, one by the Ukrainian conventions
 * (i → і, y → и, h → г) and one by the Russian (i → и, y → ы, h → х). Each then goes through the
 * ordinary word matching, so the word forms and stems of the Cyrillic words apply; the lossy
 * transliteration key (translit.ts) cannot know that "blesen" is a form of "блесна".
 */
const digraphs: [string, string, string][] = [
  // Latin, Ukrainian, Russian — longest first.
  ['shch', 'щ', 'щ'],
  ['sch', 'щ', 'щ'],
  ['zh', 'ж', 'ж'],
  ['kh', 'х', 'х'],
  ['ch', 'ч', 'ч'],
  ['sh', 'ш', 'ш'],
  ['ts', 'ц', 'ц'],
  ['yu', 'ю', 'ю'],
  ['ju', 'ю', 'ю'],
  ['ya', 'я', 'я'],
  ['ja', 'я', 'я'],
  ['yo', 'йо', 'е'],
  ['ye', 'є', 'е'],
  ['yi', 'ї', 'ий'],
];

const letters: Record<string, [string, string]> = {
  a: ['а', 'а'],
  b: ['б', 'б'],
  c: ['к', 'к'],
  d: ['д', 'д'],
  e: ['е', 'е'],
  f: ['ф', 'ф'],
  g: ['г', 'г'],
  h: ['г', 'х'],
  i: ['і', 'и'],
  j: ['й', 'й'],
  k: ['к', 'к'],
  l: ['л', 'л'],
  m: ['м', 'м'],
  n: ['н', 'н'],
  o: ['о', 'о'],
  p: ['п', 'п'],
  q: ['к', 'к'],
  r: ['р', 'р'],
  s: ['с', 'с'],
  t: ['т', 'т'],
  u: ['у', 'у'],
  v: ['в', 'в'],
  w: ['в', 'в'],
  x: ['кс', 'кс'],
  y: ['и', 'ы'],
  z: ['з', 'з'],
};

const vowels = 'aeiouy';

/** The Ukrainian and the Russian reading of a Latin word (one when they agree); [] for other words. */
export function cyrillicReadings(word: string): string[] {
  if (!/^[a-z]{3,}$/.test(word)) return [];
  let ua = '';
  let ru = '';
  let i = 0;
  while (i < word.length) {
    const pair = digraphs.find(([latin]) => word.startsWith(latin, i));
    if (pair) {
      ua += pair[1];
      ru += pair[2];
      i += pair[0].length;
      continue;
    }
    const ch = word[i] as string;
    // i or y after a vowel is й ("boilamy" → бойлами, "kayak" → каяк).
    if ((ch === 'i' || ch === 'y') && i > 0 && vowels.includes(word[i - 1] as string)) {
      ua += 'й';
      ru += 'й';
    } else {
      const [u, r] = letters[ch] ?? ['', ''];
      ua += u;
      ru += r;
    }
    i++;
  }
  return ua === ru ? [ua] : [ua, ru];
}
