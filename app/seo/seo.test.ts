import { describe, expect, it } from 'vitest';
import '../i18n/messages.server';
import { absoluteUrl, canonicalPathOf, ownCanonicalPath } from './canonical';
import { serializeJsonLd } from './json-ld';
import { listingTitle } from './listing-title';
import { categoryTitle, listingMeta, pageMeta } from './meta';
import { uah } from './structured-data';

describe('canonical addresses (ADR 0060)', () => {
  it('drop the query except a later page, and the /ru prefix', () => {
    expect(ownCanonicalPath('/ru/rods/c4', '?sort=cheap&page=3')).toBe('/rods/c4?page=3');
    expect(ownCanonicalPath('/rods/c4', '?page=1&sort=new')).toBe('/rods/c4');
    expect(ownCanonicalPath('/ru', '?utm_source=x')).toBe('/');
    expect(ownCanonicalPath('/rods/c4', '?page=abc')).toBe('/rods/c4');
  });

  it("the deepest route's canonicalPath wins over the own path", () => {
    const location = { pathname: '/ru/carp/f2/rods/c4', search: '?page=2' };
    expect(canonicalPathOf([{ data: {} }, { data: { canonicalPath: '/rods/c4?page=2' } }], location)).toBe(
      '/rods/c4?page=2',
    );
    expect(canonicalPathOf([{ data: {} }, { data: { list: [] } }], location)).toBe('/carp/f2/rods/c4?page=2');
  });

  it('are absolute and localised, the query kept after the path', () => {
    expect(absoluteUrl('https://shop', '/rods/c4?page=2', 'ru')).toBe('https://shop/ru/rods/c4?page=2');
    expect(absoluteUrl('https://shop', '/', 'ru')).toBe('https://shop/ru');
    expect(absoluteUrl('https://shop', '/?page=2', 'ua')).toBe('https://shop/?page=2');
  });
});

describe('page titles', () => {
  it('name the shop in the page language and number later pages (§1)', () => {
    const tags = pageMeta(
      { location: { pathname: '/ru/rods/c4', search: '?page=2' } },
      { title: 'Удилища', description: 'Все удилища' },
    );
    expect(tags).toContainEqual({ title: 'Удилища — страница 2 — Поплавок' });
    expect(tags).toContainEqual({ name: 'description', content: 'Все удилища — страница 2' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Удилища — страница 2 — Поплавок' });
  });

  it("add the parent's name only when another category has the same name", () => {
    const menu = [
      { id: 1, title: 'Риболовля', children: [{ id: 2, title: 'Куртки', children: [] }] },
      {
        id: 3,
        title: 'Туризм',
        children: [
          { id: 4, title: 'Куртки', children: [] },
          { id: 5, title: 'Намети', children: [] },
        ],
      },
    ];
    const matches = [{ id: 'root', data: { header: { menu } } }];
    expect(categoryTitle(matches, [menu[1] as never, { id: 4, title: 'Куртки' }])).toBe('Куртки — Туризм');
    expect(categoryTitle(matches, [menu[1] as never, { id: 5, title: 'Намети' }])).toBe('Намети');
  });
});

describe('JSON-LD', () => {
  it('cannot close its script or open markup', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('prices kopiyky as decimal UAH', () => {
    expect(uah(536000)).toBe('5360.00');
    expect(uah(1905)).toBe('19.05');
  });
});

describe('filtered listings (ADR 0086)', () => {
  const args = (pathname: string) => ({ location: { pathname, search: '' }, matches: [] });
  it('one value selected: its own title and description; other selections noindex', () => {
    expect(listingTitle('Спінінги', { kind: 'brand', label: 'Mikado' })).toBe('Спінінги Mikado');
    expect(listingTitle('Спінінги', { kind: 'option', label: 'Колір: червоний' })).toBe('Спінінги — Колір: червоний');
    expect(listingTitle('Спінінги', null)).toBe('Спінінги');
    const own = listingMeta(args('/ru/spinning/c5/brand=mikado'), {
      title: 'Спиннинги',
      description: 'base',
      view: { selection: { kind: 'brand', label: 'Mikado' }, noindex: false, total: 3 },
    });
    expect(own).toContainEqual({ title: 'Спиннинги Mikado — Поплавок' });
    const description = own.find((tag) => 'name' in tag && tag.name === 'description') as { content: string };
    expect(description.content).toMatch(/^Спиннинги Mikado: 3 /);
    expect(own.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
    const combination = listingMeta(args('/spinning/c5/brand=a,b'), {
      title: 'Спінінги',
      description: 'base',
      view: { selection: null, noindex: true, total: 3 },
    });
    expect(combination).toContainEqual({ title: 'Спінінги — Поплавок' });
    expect(combination).toContainEqual({ name: 'robots', content: 'noindex,follow' });
  });
});
