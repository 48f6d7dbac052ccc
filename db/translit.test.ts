import { describe, expect, it } from 'vitest';
import { slugify, translit } from './translit';

describe('KMU 2010 transliteration for slugs (§2 name_ua)', () => {
  it('follows the official table, including word-initial forms and "зг"', () => {
    expect(translit('Згорани')).toBe('zghorany');
    expect(translit('Юрій Їжакевич')).toBe('yurii yizhakevych');
    expect(translit('Знам’янка')).toBe('znamianka');
    expect(translit('Щука')).toBe('shchuka');
    expect(translit('Єнакієве')).toBe('yenakiieve');
  });

  it('makes lowercase hyphenated Latin slugs', () => {
    expect(slugify('Спінінг Favorite X1 762ML 2.29 м 5–21 г')).toBe('spininh-favorite-x1-762ml-2-29-m-5-21-h');
    expect(slugify('Ручки для підсака')).toBe('ruchky-dlia-pidsaka');
    expect(slugify('  «Поплавок» — Київ ')).toBe('poplavok-kyiv');
  });

  it('never makes a slug that a fixed screen or the API would shadow (§2 route validity)', () => {
    expect(slugify('Blog')).toBe('blog-1');
    expect(slugify('Новинки')).toBe('novynky');
    expect(slugify('SALE')).toBe('sale-1');
    expect(slugify('Shops')).toBe('shops-1');
    expect(slugify('Пошук')).toBe('poshuk');
    expect(slugify('«»')).toBe('item-1');
  });
});
