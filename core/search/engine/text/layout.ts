import ru from 'convert-layout/ru.js';
import uk from 'convert-layout/uk.js';

const latinKeys = /[a-z[\];',.`]/;
const cyrillicKeys = /[а-яёіїєґ]/;

/**
 * What a word would be had the keyboard been in the other layout: Latin keys read through the
 * Ukrainian and the Russian layouts (rjneirb → котушки, ,ekmjy → бульон), Cyrillic keys read as
 * Latin (ыршьфтщ / іршьфтщ → shimano). The layouts differ in і/ї/є/ґ/ы/э/ъ/ё keys, so both are
 * tried. The chunk is converted before tokenising: `,` `.` `;` `'` `[` `]` are letters there.
 */
export function layoutVariants(chunk: string): string[] {
  const out = new Set<string>();
  if (latinKeys.test(chunk)) {
    out.add(uk.fromEn(chunk));
    out.add(ru.fromEn(chunk));
  }
  if (cyrillicKeys.test(chunk)) {
    out.add(uk.toEn(chunk));
    out.add(ru.toEn(chunk));
  }
  out.delete(chunk);
  return [...out];
}
