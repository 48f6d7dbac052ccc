import { Link, useSearchParams } from 'react-router';
import { listStaffPromotions, staffPromotionFilter } from '#core/content';
import { AdminPage } from '../../components/admin-page';
import { FilterBar, Pagination } from '../../components/table';
import { DateTime, StatusBadge } from '../../components/values';
import { adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/index';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Акції');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'promotions', ({ ctx, staff }) => {
    const params = new URL(args.request.url).searchParams;
    const filter = staffPromotionFilter.parse(Object.fromEntries(params));
    return listStaffPromotions(ctx, staff, filter);
  });
}

const statusChoices = [
  ['', 'Усі'],
  ['running', 'Діють'],
  ['planned', 'Заплановані'],
  ['ended', 'Завершені'],
] as const;

/** `/admin/promotions` (content): every promotion with its state, period and goods (ADR 0095). */
export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, perPage } = loaderData;
  const [params] = useSearchParams();
  return (
    <AdminPage
      title="Акції"
      actions={
        <Link to="/admin/promotions/new" className="admin-button admin-button-primary">
          Створити акцію
        </Link>
      }
    >
      <FilterBar>
        <label>
          Стан
          <select name="status" defaultValue={params.get('status') ?? ''}>
            {statusChoices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Пошук
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Назва, адреса або №" />
        </label>
      </FilterBar>
      {rows.length === 0 ? (
        <p className="admin-empty">Акцій не знайдено.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">Назва</th>
              <th scope="col">Де діє</th>
              <th scope="col">Початок</th>
              <th scope="col">Кінець</th>
              <th scope="col" className="admin-num">
                Знижка
              </th>
              <th scope="col" className="admin-num">
                Товарів
              </th>
              <th scope="col">Стан</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="admin-num">{row.id}</td>
                <td>
                  <Link to={`/admin/promotions/${row.id}`}>{row.titleUa}</Link>
                </td>
                <td>{row.placeUa}</td>
                <td>
                  <DateTime value={row.startsAt} />
                </td>
                <td>
                  <DateTime value={row.endsAt} />
                </td>
                <td className="admin-num">{row.discountPercent ? `−${row.discountPercent} %` : '—'}</td>
                <td className="admin-num">{row.goodsCount}</td>
                <td>
                  <StatusBadge kind="promotion" status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pages={Math.max(1, Math.ceil(total / perPage))} perPage={perPage} total={total} />
    </AdminPage>
  );
}
