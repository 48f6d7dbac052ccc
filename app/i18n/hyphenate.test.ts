import { describe, expect, it } from 'vitest';
import { hyphenate, softHyphen } from './hyphenate';

const shown = (text: string) => hyphenate(text).replaceAll(softHyphen, '-');

describe('hyphenate', () => {
  it('offers breaks inside long Cyrillic words, three letters and a vowel on each side', () => {
    expect(shown('Мультиплікаторні котушки')).toBe('Муль-тип-лі-ка-торні котушки');
    expect(shown('Мультипликаторные катушки')).toBe('Муль-тип-ли-ка-тор-ные катушки');
  });

  it('never breaks before й, ь or an apostrophe, and leaves short or Latin words alone', () => {
    expect(shown('Безінерційні')).toBe('Безі-нер-ційні');
    expect(shown("Пам'ятники")).toBe("Пам'ят-ники");
    expect(shown('Підйомники')).toBe('Підйом-ники');
    expect(shown('Спінінги')).toBe('Спінінги');
    expect(shown('Shimano Stradic')).toBe('Shimano Stradic');
  });

  it('only adds soft hyphens: the text reads the same without them', () => {
    const text = 'Ехолоти та електроніка, мультиплікаторні';
    expect(hyphenate(text).replaceAll(softHyphen, '')).toBe(text);
  });
});
