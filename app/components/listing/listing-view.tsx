import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import type { ListingView as View } from '../../listing.server';
import { useFocusTrap } from '../ui/focus-trap';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';
import { FacetPanel, KeptFields } from './facet-panel';
import { ListingGoods } from './listing-goods';

/**
 * A faceted listing (SPEC §2 category, sale, brand, tag, promotion and search pages; ADR 0058):
 * facets in a left column on desktop, a full-screen sheet behind "Фільтри (N)" on phones (a
 * `:target` sheet without JavaScript), removable chips, sort, goods with "show more" and pages.
 */
export function ListingView({
  view,
  header,
  empty,
}: {
  view: View;
  header: ReactNode;
  /** What an empty listing without filters says (default: "no goods here yet"). */
  empty?: ReactNode;
}) {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  const action = view.path.split('?')[0] ?? view.path;
  const close = useCallback(() => setOpen(false), []);
  // The phone's sheet is a modal: focus stays in it, Esc closes, focus goes back to "Фільтри".
  useFocusTrap(sheet, open, close);
  return (
    <div className="listing listing-faceted">
      {header}
      <div className="listing-layout">
        <aside
          id="filters"
          ref={sheet}
          tabIndex={-1}
          className={open ? 'facets is-open' : 'facets'}
          aria-label={t('filters.title')}
          {...(open ? modal : {})}
        >
          <header className="facets-head">
            <h2>{t('filters.title')}</h2>
            <SheetToggle target="#listing-goods" className="facets-close" label={t('filters.close')} onClick={close}>
              ×
            </SheetToggle>
          </header>
          <FacetPanel view={view} action={action} />
          <footer className="facets-foot">
            <SheetToggle target="#listing-goods" className="button" onClick={close}>
              {t('filters.show', { count: view.total })}
            </SheetToggle>
          </footer>
        </aside>
        <div className="listing-main" id="listing-goods">
          <div className="listing-toolbar">
            <SheetToggle target="#filters" className="filters-open" onClick={() => setOpen(true)}>
              {t('filters.open', { count: view.chips.length })}
            </SheetToggle>
            <Form method="get" action={href(action)} className="listing-sort" preventScrollReset>
              <KeptFields view={view} sort={false} />
              <label>
                {t('listing.sort')}{' '}
                <select
                  name="sort"
                  value={view.sort}
                  onChange={(event) => {
                    const next = view.sorts.find((s) => s.value === event.currentTarget.value);
                    if (next) navigate(href(next.href), { preventScrollReset: true });
                  }}
                >
                  {view.sorts.map(({ value }) => (
                    <option key={value} value={value}>
                      {t(`listing.sort.${value}`)}
                    </option>
                  ))}
                </select>
              </label>
              <noscript>
                <button type="submit">OK</button>
              </noscript>
            </Form>
          </div>
          {view.chips.length ? (
            <section className="filter-chips" aria-label={t('filters.selected')}>
              <ul>
                {view.chips.map((chip) => (
                  <li key={chip.href}>
                    <LocalizedLink
                      to={chip.href}
                      className="filter-chip"
                      aria-label={t('filters.remove', { label: chip.label })}
                      preventScrollReset
                      rel="nofollow"
                    >
                      {chip.label} <span aria-hidden="true">×</span>
                    </LocalizedLink>
                  </li>
                ))}
                {view.clearHref ? (
                  <li>
                    <LocalizedLink to={view.clearHref} className="filter-clear" preventScrollReset>
                      {t('filters.clear')}
                    </LocalizedLink>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
          {view.goods.length ? (
            <ListingGoods key={`${view.path}:${view.page}`} view={view} />
          ) : !view.clearHref && empty ? (
            empty
          ) : (
            <div className="empty listing-empty">
              <p>
                <strong>{view.clearHref ? t('filters.empty') : t('listing.empty')}</strong>
              </p>
              {view.clearHref ? (
                <>
                  <p>{t('filters.emptyHint')}</p>
                  <LocalizedLink to={view.clearHref} className="button">
                    {t('filters.clearLink')}
                  </LocalizedLink>
                </>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The open sheet on a phone is a modal dialog; closed (and on desktop) it is the listing's aside. */
const modal = { role: 'dialog', 'aria-modal': true } as const;

/** A hash link that opens or closes the `:target` sheet without JavaScript, a button once hydrated. */
function SheetToggle({
  target,
  className,
  label,
  onClick,
  children,
}: {
  target: string;
  className: string;
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      {children}
    </button>
  ) : (
    <a href={target} className={className} aria-label={label}>
      {children}
    </a>
  );
}
