import { describe, expect, it } from 'vitest';
import { typoDistance } from './fuzzy';
import { layoutVariants } from './layout';
import { tokenize } from './normalize';
import { stemsOf } from './stem';
import { translitKey } from './translit';

describe('text normalisation and word keys', () => {
  it('normalisation: lowercase, ё → е, apostrophes dropped, punctuation and letter/digit boundaries split', () => {
    expect(tokenize('Зелёный FX-2500')).toEqual(['зеленый', 'fx', '2500']);
    expect(tokenize('fx2500 fx 2500')).toEqual(['fx', '2500', 'fx', '2500']);
    expect(tokenize("м'який м’який мʼякий")).toEqual(['мякий', 'мякий', 'мякий']);
    expect(tokenize('2,4 м; 0.25мм')).toEqual(['2', '4', 'м', '0', '25', 'мм']);
  });

  it('stemming: UA and RU forms share a stem, fleeting vowels included', () => {
    const shares = (a: string, b: string) => stemsOf(a).some((s) => stemsOf(b).includes(s));
    for (const [a, b] of [
      ['котушки', 'котушок'],
      ['катушки', 'катушек'],
      ['вудилища', 'вудилищ'],
      ['удилище', 'удилищ'],
      ['човен', 'човни'],
      ['лодка', 'лодок'],
    ]) {
      expect(shares(a as string, b as string), `${a} ~ ${b}`).toBe(true);
    }
    expect(stemsOf('shimano')).toEqual([]);
  });

  it('transliteration key: Latin and Cyrillic spellings of one name agree (UA and RU conventions)', () => {
    expect(translitKey('шимано')).toBe(translitKey('shimano'));
    expect(translitKey('дайва')).toBe(translitKey('daiwa'));
    expect(translitKey('котушка')).toBe(translitKey('kotushka'));
    expect(translitKey('вудлище')).toBe(translitKey('vudlyshche'));
    expect(translitKey('мікадо')).toBe(translitKey('mikado'));
    expect(translitKey('сальмо')).toBe(translitKey('salmo'));
    expect(translitKey('шимано')).not.toBe(translitKey('daiwa'));
  });

  it('keyboard layout: both layouts each way', () => {
    expect(layoutVariants('rjneirb')).toContain('котушки');
    expect(layoutVariants('djkjcsym')).toContain('волосінь');
    expect(layoutVariants('ыршьфтщ')).toContain('shimano');
    expect(layoutVariants('іршьфтщ')).toContain('shimano');
  });

  it('typo distance: wrong, missing, extra and swapped letters cost 1; bounded', () => {
    expect(typoDistance('котушка', 'котушка', 2)).toBe(0);
    expect(typoDistance('котушка', 'котушко', 2)).toBe(1);
    expect(typoDistance('котушка', 'котшка', 2)).toBe(1);
    expect(typoDistance('котушка', 'коттушка', 2)).toBe(1);
    expect(typoDistance('котушка', 'котушак', 2)).toBe(1);
    expect(typoDistance('shimano', 'shmiaon', 2)).toBe(2); // two swaps
    expect(typoDistance('shimano', 'sonamih', 2)).toBe(3);
    expect(typoDistance('котушка', 'ложка', 1)).toBe(2);
  });
});
