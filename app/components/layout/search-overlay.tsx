import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../i18n/locale';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { useHydrated } from '../ui/use-hydrated';
import { queryOfPath, searchHref } from './search-paths';

/** SPEC §5, §9: the search input takes at most 100 characters. */
const maxQuery = 100;

// The panel (live search, results, good images and prices) is its own chunk, fetched when the box
// is first pointed at or focused and rendered when it opens (ADR 0122).
const loadResults = () => import('./search-results');
// Warming only (pointer, focus): a failed fetch surfaces when the lazy component renders.
const warmResults = () => {
  loadResults().catch(() => undefined);
};
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));

/**
 * The header's search (SPEC §2 Search overlay, ADR 0065). Without JavaScript a plain GET form to
 * `/search?q=` (redirected to `/search/{query}`); with it, every input searches the API in
 * autocomplete mode and a panel shows suggestions, categories with counts, popular brands and up
 * to 12 goods. Arrows move through the panel, Enter opens, Esc closes and returns to the input;
 * on screens up to 1023 px the panel covers the page and the page does not scroll.
 */
export function SearchOverlay() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On a search page the box keeps what was searched (also in the server's HTML).
  const [query, setQuery] = useState(() => queryOfPath(pathname));
  const [category, setCategory] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const live = useHydrated();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) input.current?.focus();
  };

  // A navigation (a result opened, the view-all button) closes the panel; the box shows the new
  // page's search, or empties when leaving the search pages.
  // Not on mount: what was typed before hydration stays.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
    setQuery(queryOfPath(pathname));
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.documentElement.classList.add('search-open');
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.documentElement.classList.remove('search-open');
    };
  }, [open]);

  const focusables = () => [...(root.current?.querySelectorAll<HTMLElement>('[data-search-nav]') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (!open) {
      if (event.key === 'ArrowDown' && query.trim()) setOpen(true);
      return;
    }
    const items = focusables();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) input.current?.focus();
    else items[Math.min(next, items.length - 1)]?.focus();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.replace(/\s+/g, ' ').trim();
    if (!q) return input.current?.focus();
    setOpen(false);
    navigate(localizePath(searchHref(q), locale));
  };

  const replaceQuery = (next: string) => {
    setQuery(next.slice(0, maxQuery));
    setCategory(null);
    input.current?.focus();
  };

  const showPanel = open && query.trim() !== '';
  return (
    <search
      ref={root}
      className={showPanel ? 'search-form is-open' : 'search-form'}
      onKeyDown={onKeyDown}
      onPointerEnter={warmResults}
      onFocus={warmResults}
      aria-label={t('header.search')}
      data-live={live ? '' : undefined}
    >
      <form method="get" action={localizePath(paths.search, locale)} onSubmit={submit}>
        <input
          ref={input}
          type="search"
          name="q"
          maxLength={maxQuery}
          value={query}
          placeholder={t('header.search')}
          aria-label={t('header.search')}
          aria-controls={panelId}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setQuery(event.target.value.slice(0, maxQuery));
            setCategory(null);
            setOpen(true);
          }}
          onClick={() => query.trim() && setOpen(true)}
        />
        {query ? (
          <button
            type="button"
            className="search-clear"
            aria-label={t('search.clear')}
            onClick={() => replaceQuery('')}
          >
            <CrossIcon />
          </button>
        ) : null}
        <button type="submit" className="search-submit">
          <MagnifierIcon />
          <span className="search-submit-text">{t('header.searchButton')}</span>
        </button>
        {showPanel ? (
          <button type="button" className="search-close" aria-label={t('search.close')} onClick={() => close(true)}>
            <CrossIcon />
          </button>
        ) : null}
      </form>
      <section id={panelId} className="search-panel" aria-label={t('search.results')} hidden={!showPanel}>
        {showPanel ? (
          <Suspense
            fallback={
              <p className="search-status" aria-live="polite">
                {t('search.loading')}
              </p>
            }
          >
            <SearchResults query={query} category={category} onCategory={setCategory} onSuggest={replaceQuery} />
          </Suspense>
        ) : null}
      </section>
    </search>
  );
}

/** Shown instead of the button's word on narrow phones (the word stays its accessible name). */
function MagnifierIcon() {
  return (
    <svg className="search-submit-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
