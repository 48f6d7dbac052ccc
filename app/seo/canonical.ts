import { type Locale, localizePath, stripLocale } from '../i18n/locale';

/**
 * The loader-data convention for canonical addresses (ADR 0060). A route whose address has
 * variants — a sort order, facet filters, a fish's view of a category — returns `canonicalPath`
 * in its loader data: the one address search engines should index, as a Ukrainian path (what
 * `paths.*` builds, without /ru) and, for a later page of a listing, `?page=N`. The root turns it
 * into the absolute `<link rel=canonical>` and the hreflang alternates of both languages.
 * Without it, the page's own path is canonical, its query dropped except `page` > 1.
 */
export type CanonicalData = { canonicalPath?: string };

/** The `page` query parameter when it names a later page (2, 3…), else null. */
export function laterPage(search: string): number | null {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : null;
}

/** The page's own canonical path: no /ru, no query except `?page=N` (N > 1). */
export function ownCanonicalPath(pathname: string, search: string): string {
  const page = laterPage(search);
  return `${stripLocale(pathname)}${page ? `?page=${page}` : ''}`;
}

type MatchLike = { data: unknown };

/** The deepest match's `canonicalPath` (CanonicalData), else the page's own canonical path. */
export function canonicalPathOf(matches: readonly MatchLike[], location: { pathname: string; search: string }) {
  for (const match of [...matches].reverse()) {
    const data = match.data as CanonicalData | null | undefined;
    if (data && typeof data === 'object' && typeof data.canonicalPath === 'string') return data.canonicalPath;
  }
  return ownCanonicalPath(location.pathname, location.search);
}

/** The absolute URL of a canonical path in a language: `https://shop/ru/rods/c4?page=2`. */
export function absoluteUrl(origin: string, canonicalPath: string, locale: Locale): string {
  const at = canonicalPath.search(/[?#]/);
  const path = at < 0 ? canonicalPath : canonicalPath.slice(0, at);
  const query = at < 0 ? '' : canonicalPath.slice(at);
  return `${origin}${localizePath(path || '/', locale)}${query}`;
}
