import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale } from '#core/shared';
import { prefersRussian, shouldSuggestRussian } from './locale';

describe('locale in the URL (§1)', () => {
  it('Ukrainian is unprefixed, Russian under /ru', () => {
    expect(localeFromPath('/')).toBe('ua');
    expect(localeFromPath('/rus/c1')).toBe('ua');
    expect(localeFromPath('/ru')).toBe('ru');
    expect(localeFromPath('/ru/pages/faq')).toBe('ru');
  });

  it('the switch keeps the path and adds or removes /ru (§1)', () => {
    expect(localizePath('/pages/faq', 'ru')).toBe('/ru/pages/faq');
    expect(localizePath('/ru/pages/faq', 'ua')).toBe('/pages/faq');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/ru', 'ua')).toBe('/');
    expect(localizePath('/ru/x', 'ru')).toBe('/ru/x');
    expect(stripLocale('/ru')).toBe('/');
  });
});

describe('browser language detection (§1)', () => {
  it('prefers Russian only when ru outranks uk', () => {
    expect(prefersRussian('ru-RU,ru;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersRussian('uk-UA,uk;q=0.9,ru;q=0.8')).toBe(false);
    expect(prefersRussian('ru;q=0.5,uk;q=0.7')).toBe(false);
    expect(prefersRussian('en-US,en;q=0.9')).toBe(false);
    expect(prefersRussian('en,ru;q=0.8')).toBe(true);
    expect(prefersRussian(undefined)).toBe(false);
  });
});

describe('the Russian version is offered, never forced (ADR 0046)', () => {
  const base = {
    cookie: undefined,
    path: '/pages/faq',
    userAgent: 'Mozilla/5.0 Chrome/156',
    acceptLanguage: 'ru-RU,ru',
  };
  it('to a person whose browser prefers Russian, on a Ukrainian page, before any choice', () => {
    expect(shouldSuggestRussian(base)).toBe(true);
  });
  it('not once a language was chosen, not on a Russian page, not to crawlers, not to Ukrainian browsers', () => {
    expect(shouldSuggestRussian({ ...base, cookie: 'ua' })).toBe(false);
    expect(shouldSuggestRussian({ ...base, path: '/ru/pages/faq' })).toBe(false);
    expect(shouldSuggestRussian({ ...base, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(false);
    expect(shouldSuggestRussian({ ...base, acceptLanguage: 'uk-UA,uk;q=0.9,ru;q=0.8' })).toBe(false);
  });
});
