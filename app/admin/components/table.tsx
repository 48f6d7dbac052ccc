import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';

export const perPageChoices = [20, 50, 100] as const;

/** The filters of a list in one row: a GET form, so the state is in the URL and a link can be shared. */
export function FilterBar({ children, label = 'Фільтри' }: { children: ReactNode; label?: string }) {
  const { pathname } = useLocation();
  return (
    <Form method="get" className="admin-filters" aria-label={label}>
      {children}
      <button type="submit" className="admin-button">
        Застосувати
      </button>
      <Link to={pathname} className="admin-link-button">
        Скинути
      </Link>
    </Form>
  );
}

/** The current address with some search parameters replaced (null removes one). */
export function useWithParams() {
  const { pathname, search } = useLocation();
  return (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') params.delete(key);
      else params.set(key, String(value));
    }
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** Pages of a list and its page size; the other filters stay in the links. */
export function Pagination({
  page,
  pages,
  perPage,
  total,
}: {
  page: number;
  pages: number;
  perPage: number;
  total: number;
}) {
  const withParams = useWithParams();
  const shown = pageNumbers(page, pages);
  return (
    <nav className="admin-pagination" aria-label="Сторінки">
      <span className="admin-total">Усього: {total}</span>
      <span className="admin-pages">
        {page > 1 ? (
          <Link to={withParams({ page: page - 1 })} rel="prev">
            ← Попередня
          </Link>
        ) : null}
        {shown.map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <span key={`gap-${index}`}>…</span>
          ) : n === page ? (
            <strong key={n} aria-current="page">
              {n}
            </strong>
          ) : (
            <Link key={n} to={withParams({ page: n })}>
              {n}
            </Link>
          ),
        )}
        {page < pages ? (
          <Link to={withParams({ page: page + 1 })} rel="next">
            Наступна →
          </Link>
        ) : null}
      </span>
      <PerPageChoice perPage={perPage} reset={{ page: null }} />
    </nav>
  );
}

/** "На сторінці: 20 50 100": a page-size link drops the list's place (`reset`) and keeps its filters. */
export function PerPageChoice({ perPage, reset }: { perPage: number; reset: Record<string, null> }) {
  const withParams = useWithParams();
  return (
    <span className="admin-per-page">
      На сторінці:{' '}
      {perPageChoices.map((n) =>
        n === perPage ? (
          <strong key={n}>{n}</strong>
        ) : (
          <Link key={n} to={withParams({ ...reset, perPage: n })}>
            {n}
          </Link>
        ),
      )}
    </span>
  );
}

/** 1 … 4 5 [6] 7 8 … 20 */
function pageNumbers(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** A sortable column's header: `?sort=field&dir=asc|desc`, the arrow on the current one; a new order starts at its first page. */
export function SortHeader({
  field,
  label,
  defaultDir = 'desc',
}: {
  field: string;
  label: string;
  defaultDir?: 'asc' | 'desc';
}) {
  const { search } = useLocation();
  const withParams = useWithParams();
  const params = new URLSearchParams(search);
  const current = params.get('sort') === field;
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const next = current ? (dir === 'asc' ? 'desc' : 'asc') : defaultDir;
  return (
    <th scope="col" aria-sort={current ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Link to={withParams({ sort: field, dir: next, page: null, after: null, before: null })}>
        {label}
        {current ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
      </Link>
    </th>
  );
}

/** Parameters every list takes from the URL: page, page size, sort, direction. */
export function listParams(url: URL, sorts: readonly string[], defaultSort: string) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const perPageRaw = Number.parseInt(url.searchParams.get('perPage') ?? '', 10);
  const perPage = (perPageChoices as readonly number[]).includes(perPageRaw) ? perPageRaw : 20;
  const sortRaw = url.searchParams.get('sort') ?? '';
  const sort = sorts.includes(sortRaw) ? sortRaw : defaultSort;
  const dir: 'asc' | 'desc' = url.searchParams.get('dir') === 'asc' ? 'asc' : 'desc';
  return { page, perPage, sort, dir };
}
