import { Link, useLocation } from 'react-router';
import { PerPageChoice, useWithParams } from '../components/table';

const number = new Intl.NumberFormat('uk-UA');

/** The page-place parameters a list link drops: a keyset place and an old page number (ADR 0124). */
export const placeReset = { after: null, before: null, page: null } as const;

/**
 * The foot of a keyset list (ADR 0124): the first page, the pages either side of this one
 * (`?before=` / `?after=` a row; null ends), the count — exact up to 1,000, "понад 1 000" beyond,
 * as counting a million rows for one figure costs more than the page — and the page size. Every
 * other parameter (filters, sort) stays in the links.
 */
export function KeysetPager({
  prev,
  next,
  total,
  more,
  perPage,
}: {
  prev: number | null;
  next: number | null;
  total: number;
  more: boolean;
  perPage: number;
}) {
  const withParams = useWithParams();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const placed = params.has('after') || params.has('before');
  return (
    <nav className="admin-pagination" aria-label="Сторінки">
      <span className="admin-total">{more ? `Понад ${number.format(total)}` : `Усього: ${number.format(total)}`}</span>
      <span className="admin-pages">
        {placed ? <Link to={withParams(placeReset)}>⇤ На початок</Link> : null}
        {prev !== null ? (
          <Link to={withParams({ ...placeReset, before: prev })} rel="prev">
            ← Попередня
          </Link>
        ) : null}
        {next !== null ? (
          <Link to={withParams({ ...placeReset, after: next })} rel="next">
            Наступна →
          </Link>
        ) : null}
      </span>
      <PerPageChoice perPage={perPage} reset={placeReset} />
    </nav>
  );
}
