import { Link, useSearchParams } from 'react-router';
import { customerSearchInput, formatPhone, searchCustomers } from '#core/accounts';
import { AdminPage } from '../../components/admin-page';
import { FilterBar } from '../../components/table';
import { DateTime, StatusBadge } from '../../components/values';
import { adminLoader } from '../../lib/guard.server';
import { KeysetPager } from '../../lib/keyset-pager';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/customers.css?url';
import type { Route } from './+types/index';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export const meta: Route.MetaFunction = () => adminTitle('Клієнти');

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'customers', async ({ ctx, staff }) => {
    const params = new URL(args.request.url).searchParams;
    const input = customerSearchInput.parse({
      q: params.get('q') ?? undefined,
      after: params.get('after') ?? undefined,
      before: params.get('before') ?? undefined,
      perPage: params.get('perPage') ?? undefined,
    });
    const found = await searchCustomers(ctx, staff, input);
    // The mask is put on here: the page's browser code needs nothing of core.
    const items = found.items.map((c) => ({ ...c, phone: formatPhone(c.phone) }));
    return { ...found, items, q: input.q ?? '' };
  });
}

/** `/admin/customers` (manager): find a customer by phone in any spelling, name or e-mail. */
export default function Customers({ loaderData }: Route.ComponentProps) {
  const { items, total, more, perPage, q } = loaderData;
  const [params] = useSearchParams();
  return (
    <AdminPage title="Клієнти">
      <FilterBar label="Пошук клієнтів">
        <label>
          Телефон, ім'я, e-mail або номер картки
          <input
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder="050 123 45 67, Коваленко, ivan@…"
            size={40}
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the screen exists to search; the call centre types at once
            autoFocus
          />
        </label>
      </FilterBar>
      {items.length === 0 ? (
        <p className="admin-empty">{q ? `За запитом «${q}» нікого не знайдено.` : 'Клієнтів ще немає.'}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Клієнт</th>
              <th scope="col">Телефон</th>
              <th scope="col">E-mail</th>
              <th scope="col">Місто</th>
              <th scope="col" className="admin-num">
                Замовлень
              </th>
              <th scope="col">Зареєстрований</th>
              <th scope="col">Стан</th>
            </tr>
          </thead>
          <tbody>
            {items.map((customer) => (
              <tr key={customer.id}>
                <td>
                  <Link to={`/admin/customers/${customer.id}`}>{customer.name || `Клієнт №${customer.id}`}</Link>
                </td>
                <td className="admin-nowrap">{customer.phone}</td>
                <td>{customer.email ?? '—'}</td>
                <td>{customer.city ?? '—'}</td>
                <td className="admin-num">{customer.orders}</td>
                <td>
                  <DateTime value={customer.createdAt} />
                </td>
                <td>
                  <StatusBadge kind="customer" status={customer.blockedAt ? 'blocked' : 'active'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager prev={loaderData.prev} next={loaderData.next} total={total} more={more} perPage={perPage} />
    </AdminPage>
  );
}
