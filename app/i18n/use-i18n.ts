import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from './locale';
import { type Translate, translator } from './translate';

/** The page's locale (from the URL), its translator and a locale-aware path builder. */
export function useI18n(): { locale: Locale; t: Translate; href: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return useMemo(
    () => ({ locale, t: translator(locale), href: (path: string) => localizePath(path, locale) }),
    [locale],
  );
}
