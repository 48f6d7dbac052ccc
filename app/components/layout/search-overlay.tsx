import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../i18n/locale';
import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { GoodImage } from '../media/good-image';
import { GoodCode } from '../product/good-code';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';
import { queryOfPath, type SearchAnswer, type SearchItem, searchHref, useLiveSearch } from './use-live-search';

/** SPEC §5, §9: the search input takes at most 100 characters. */
const maxQuery = 100;
/** SPEC §9: a second view-all button when more than 15 goods match. */
const secondButtonOver = 15;

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
  const search = useLiveSearch(open ? query : '', category, locale);
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
          <Results
            answer={search.answer}
            state={search.state}
            query={query}
            category={category}
            allTotal={search.allTotal}
            onCategory={setCategory}
            onSuggest={replaceQuery}
          />
        ) : null}
      </section>
    </search>
  );
}

function Results({
  answer,
  state,
  query,
  category,
  allTotal,
  onCategory,
  onSuggest,
}: {
  answer: SearchAnswer | null;
  state: 'loading' | 'done' | 'failed';
  query: string;
  category: number | null;
  allTotal: number | null;
  onCategory: (id: number | null) => void;
  onSuggest: (query: string) => void;
}) {
  const { t, locale } = useI18n();
  const title = (x: { title: string; title_ua: string }) => (locale === 'ua' ? x.title_ua : x.title);
  if (state === 'failed') return <p className="search-status">{t('search.failed')}</p>;
  if (!answer)
    return (
      <p className="search-status" aria-live="polite">
        {t('search.loading')}
      </p>
    );
  const q = answer.query || query.trim();
  const viewAll = searchHref(q, category);
  const viewAllLabel = t('search.viewAll', { count: answer.total });
  return (
    <div className={state === 'loading' ? 'search-results is-stale' : 'search-results'}>
      <p className="visually-hidden" aria-live="polite">
        {answer.total ? t('search.found', { count: answer.total }) : t('search.empty')}
      </p>
      <div className="search-side">
        {answer.suggest.length ? (
          <div className="search-block">
            <h2>{t('search.suggestions')}</h2>
            <ul className="search-tags">
              {answer.suggest.map((s) => (
                <li key={s}>
                  <button type="button" data-search-nav onClick={() => onSuggest(s)}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer.categories.length ? (
          <div className="search-block">
            <h2>{t('search.categories')}</h2>
            <ul className="search-categories">
              <li>
                <button type="button" data-search-nav aria-pressed={category === null} onClick={() => onCategory(null)}>
                  {t('search.all')} <span className="search-count">{allTotal ?? answer.total}</span>
                </button>
              </li>
              {answer.categories.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    data-search-nav
                    aria-pressed={category === c.id}
                    onClick={() => onCategory(c.id)}
                  >
                    {title(c)} <span className="search-count">{c.count}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer.brands.length ? (
          <div className="search-block">
            <h2>{t('search.brands')}</h2>
            <ul className="search-brands">
              {answer.brands.map((b) => (
                <li key={b.id}>
                  <LocalizedLink data-search-nav to={`${searchHref(q)}/brand=${b.name}`}>
                    {b.title}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="search-main">
        {answer.total === 0 ? (
          <div className="search-empty">
            <p>
              <strong>{t('search.empty')}</strong>
            </p>
            <p>{t('search.emptyHint')}</p>
          </div>
        ) : (
          <>
            <div className="search-main-head">
              <h2>{t('search.goods')}</h2>
              <LocalizedLink className="button search-view-all" data-search-nav to={viewAll}>
                {viewAllLabel}
              </LocalizedLink>
            </div>
            <ul className="search-goods">
              {answer.results.items.map((item) => (
                <li key={item.id}>
                  <Item item={item} />
                </li>
              ))}
            </ul>
            {answer.total > secondButtonOver ? (
              <LocalizedLink className="button search-view-all search-view-all-bottom" data-search-nav to={viewAll}>
                {viewAllLabel}
              </LocalizedLink>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** UAH from the API (the double nearest a two-decimal amount) back to integer kopiyky for `formatMoney`. */
const kopiyky = (uah: number) => Math.round(uah * 100);

function Item({ item }: { item: SearchItem }) {
  const { t, locale } = useI18n();
  const image = item.images[0];
  const hasOld = item.old_price !== null && item.old_price > item.price;
  return (
    <article className="search-item">
      <LocalizedLink to={paths.good(item.name_ua, item.id)} className="search-item-link" data-search-nav>
        <span className="search-item-image">
          {image ? (
            <GoodImage src={image} alt="" sizes="72px" width={72} height={72} fallbackWidth={160} widths={[160, 320]} />
          ) : null}
        </span>
        <span className="search-item-title">{locale === 'ua' ? item.title_ua : item.title}</span>
      </LocalizedLink>
      <div className="search-item-meta">
        <GoodCode code={item.ext_id} />
        {item.sell_status !== '4' ? <p className="search-item-na">{t('good.notAvailable')}</p> : null}
        <p className="search-item-price">
          {hasOld ? (
            <span className="search-item-old">
              <s>{formatMoney(kopiyky(item.old_price ?? 0), locale)}</s>
              {item.discount_percent > 0 ? <span className="badge badge-sale">−{item.discount_percent}%</span> : null}
            </span>
          ) : null}
          <span className={hasOld ? 'price-now is-sale' : 'price-now'}>{formatMoney(kopiyky(item.price), locale)}</span>
        </p>
      </div>
    </article>
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
