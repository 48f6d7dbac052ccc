import { Link } from 'react-router';
import { getDashboard } from '#core/staff';
import { AdminPage } from '../components/admin-page';
import { Money } from '../components/values';
import { adminLoader } from '../lib/guard.server';
import { adminTitle } from '../lib/nav';
import type { Route } from './+types/dashboard';

export { AdminErrorBoundary as ErrorBoundary } from '../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Огляд');

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'dashboard', ({ ctx, staff }) => getDashboard(ctx, staff));
}

/** `/admin`: what the day looks like and what waits, for the areas of this role. */
export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const tiles = [
    d.today ? { label: 'Замовлень сьогодні', value: String(d.today.orders), to: '/admin/orders' } : null,
    d.today ? { label: 'Виручка сьогодні', value: <Money kop={d.today.revenue} />, to: '/admin/orders' } : null,
    d.newOrders !== null
      ? { label: 'Чекають підтвердження', value: String(d.newOrders), to: '/admin/orders?status=new' }
      : null,
    d.awaitingInvoices !== null
      ? { label: 'Оплати, що чекають', value: String(d.awaitingInvoices), to: '/admin/orders?paid=unpaid' }
      : null,
    d.unansweredCalls !== null
      ? { label: 'Дзвінки без відповіді', value: String(d.unansweredCalls), to: '/admin/calls?status=new' }
      : null,
    d.pendingReviews !== null
      ? { label: 'Відгуки на модерації', value: String(d.pendingReviews), to: '/admin/reviews?status=pending' }
      : null,
  ].filter((tile) => tile !== null);
  return (
    <AdminPage title="Огляд">
      {tiles.length ? (
        <ul className="admin-tiles">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <Link to={tile.to}>
                <span className="admin-tile-value">{tile.value}</span>
                <span className="admin-tile-label">{tile.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {d.awaited ? (
        <section className="admin-section">
          <h2>Чекають надходження</h2>
          {d.awaited.length === 0 ? (
            <p className="admin-empty">Ніхто не чекає товарів, яких немає в наявності.</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  <th scope="col" className="admin-num">
                    Чекають
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.awaited.map((good) => (
                  <tr key={good.goodId}>
                    <td>
                      <Link to={`/admin/goods/${good.goodId}`}>{good.title}</Link>
                    </td>
                    <td className="admin-num">{good.waiting}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </AdminPage>
  );
}
