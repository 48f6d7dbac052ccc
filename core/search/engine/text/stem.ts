import { stemmer as stemRu } from '@orama/stemmers/russian';
import { stemmer as stemUk } from '@orama/stemmers/ukrainian';
import { isCyrillic } from './normalize';

const vowels = 'аеиоуыэюяіїє';
/** A stem that ends in a fleeting vowel before к/н/ц: котушок → котушк, човен → човн, гачок → гачк. */
const fleeting = /([^аеиоуыэюяіїєь])[оеє]([кнц])$/;

/** і followed by one or two consonants at the end of the word. */
const alternation = /і([^аеиоуыэюяіїєь]{1,2}ь?)$/;

/**
 * Stems of a Cyrillic word by the Ukrainian and the Russian Snowball-style stemmers (a word does
 * not say its language; both are cheap), plus the stem without a fleeting vowel, which the
 * stemmers keep ("котушок", "лодок", "човен") while the other forms lose it ("котушки", "човни"),
 * and the о/е stems of a Ukrainian і in a closed last syllable ("чобіт" with "чоботи").
 * Latin and numeric tokens have no stems here (brands and model numbers).
 */
export function stemsOf(word: string): string[] {
  if (word.length < 3 || !isCyrillic(word)) return [];
  const out = new Set<string>();
  // Ukrainian і in a closed last syllable alternates with о/е: чобіт → чоботи, ніж → ножі, піч → печі.
  const alternated = alternation.test(word)
    ? [word.replace(alternation, 'о$1'), word.replace(alternation, 'е$1')].map(stemUk)
    : [];
  for (const stem of [stemUk(word), stemRu(word), ...alternated]) {
    if (stem.length >= 2) out.add(stem);
    if (stem.length >= 4) {
      const drop = stem.replace(fleeting, '$1$2');
      if (drop !== stem && hasVowel(drop)) out.add(drop);
    }
  }
  return [...out];
}

function hasVowel(word: string): boolean {
  for (const ch of word) if (vowels.includes(ch)) return true;
  return false;
}
