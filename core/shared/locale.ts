export const locales = ['ua', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ua';

/** BCP 47 tag for <html lang>, hreflang and Intl (the SPEC's locale code "ua" is not a language tag). */
export const languageTag: Record<Locale, 'uk' | 'ru'> = { ua: 'uk', ru: 'ru' };

export function localeFromPath(pathname: string): Locale {
  return pathname === '/ru' || pathname.startsWith('/ru/') ? 'ru' : 'ua';
}

/** The path without its /ru prefix: the same page in the default language. */
export function stripLocale(pathname: string): string {
  if (pathname === '/ru') return '/';
  return pathname.startsWith('/ru/') ? pathname.slice(3) : pathname;
}

/** The same page in `locale`: adds or removes the /ru prefix (SPEC §1 language switch). */
export function localizePath(pathname: string, locale: Locale): string {
  const base = stripLocale(pathname);
  if (locale === 'ua') return base;
  return base === '/' ? '/ru' : `/ru${base}`;
}
