import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { GoodCard } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import type { ListingView } from '../../listing.server';
import { GoodGrid } from '../product/good-card';
import { LocalizedLink } from '../ui/localized-link';

/** Page numbers to show: the first, the last, and two either side of the current one; null = gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/**
 * The goods of a listing page with "Показати ще" and numbered pages (DESIGN "Category listing").
 * Without JavaScript "show more" is a link to the next page; with it a fetcher loads the next
 * page through the same loader and appends its goods in place.
 */
export function ListingGoods({ view }: { view: ListingView }) {
  const { t } = useI18n();
  const fetcher = useFetcher<{ view: ListingView }>();
  const [more, setMore] = useState<{ page: number; goods: GoodCard[] }>({ page: view.page, goods: [] });
  const loaded = fetcher.data?.view;
  useEffect(() => {
    if (!loaded || loaded.page !== more.page + 1) return;
    setMore({ page: loaded.page, goods: [...more.goods, ...loaded.goods] });
  }, [loaded, more]);
  const join = view.path.includes('?') ? '&' : '?';
  const pageHref = (n: number) => (n === 1 ? view.path : `${view.path}${join}page=${n}`);
  const last = more.page;
  const busy = fetcher.state !== 'idle';
  return (
    <>
      <GoodGrid
        goods={more.goods.length ? [...view.goods, ...more.goods] : view.goods}
        eagerFirst={4}
        headingLevel={2}
      />
      {last < view.pageCount ? (
        <p className="show-more">
          <LocalizedLink
            to={pageHref(last + 1)}
            className="button show-more-button"
            aria-busy={busy}
            onClick={(event) => {
              event.preventDefault();
              if (!busy) fetcher.load(`${event.currentTarget.getAttribute('href') ?? ''}`);
            }}
          >
            {busy ? t('filters.loading') : t('filters.showMore')}
          </LocalizedLink>
        </p>
      ) : null}
      {view.pageCount > 1 ? (
        <nav className="pagination pages" aria-label={t('filters.pages')}>
          <ul>
            {view.page > 1 ? (
              <li>
                <LocalizedLink to={pageHref(view.page - 1)} rel="prev" aria-label={t('listing.prev')}>
                  ‹
                </LocalizedLink>
              </li>
            ) : null}
            {pageWindow(last, view.pageCount).map((n, i) =>
              n === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  {n >= view.page && n <= last ? (
                    <span className="page-current" aria-current={n === last ? 'page' : undefined}>
                      <span className="visually-hidden">{t('filters.pageN', { page: n })}</span>
                      <span aria-hidden="true">{n}</span>
                    </span>
                  ) : (
                    <LocalizedLink to={pageHref(n)} aria-label={t('filters.pageN', { page: n })}>
                      {n}
                    </LocalizedLink>
                  )}
                </li>
              ),
            )}
            {last < view.pageCount ? (
              <li>
                <LocalizedLink to={pageHref(last + 1)} rel="next" aria-label={t('listing.next')}>
                  ›
                </LocalizedLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
