// Apart from the live search (use-live-search.ts), so the header's search box ships without it (ADR 0122).

/** The search page of a query (unlocalized), optionally narrowed to a category (SPEC §7 `t`). */
export function searchHref(query: string, category: number | null = null): string {
  const path = `/search/${encodeURIComponent(query.replace(/\s+/g, ' ').trim())}`;
  return category === null ? path : `${path}?category=${category}`;
}

/** The query of a search page's path (`/search/{query}[/{filter}]`, also under `/ru`), or ''. */
export function queryOfPath(pathname: string): string {
  const match = /^(?:\/ru)?\/search\/([^/]+)/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}
