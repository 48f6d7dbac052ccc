import { use, useMemo } from 'react';
import { useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from './locale';
import { loadMessages, type Translate, translator } from './translate';

/** The page's locale (from the URL), its translator and a locale-aware path builder. */
export function useI18n(): { locale: Locale; t: Translate; href: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // The language layout route has provided the texts; should a render come first, wait (ADR 0067).
  const pending = loadMessages(locale);
  if (pending) use(pending);
  return useMemo(
    () => ({ locale, t: translator(locale), href: (path: string) => localizePath(path, locale) }),
    [locale],
  );
}
