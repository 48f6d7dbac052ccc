import { Link, useSearchParams } from 'react-router';
import { formatPhone } from '#core/accounts';
import { listStaffOrders, orderFilterOptions, orderStatuses, paymentStates, staffOrdersInput } from '#core/orders';
import { AdminPage } from '../../components/admin-page';
import { FilterBar, SortHeader } from '../../components/table';
import { DateTime, Money, StatusBadge } from '../../components/values';
import { adminLoader } from '../../lib/guard.server';
import { KeysetPager } from '../../lib/keyset-pager';
import { adminTitle } from '../../lib/nav';
import { statusOf } from '../../lib/statuses';
import css from '../../styles/orders.css?url';
import type { Route } from './+types/index';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Замовлення');

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'orders', async ({ ctx, staff }) => {
    const filter = staffOrdersInput.parse(Object.fromEntries(new URL(args.request.url).searchParams));
    const [page, options] = await Promise.all([listStaffOrders(ctx, staff, filter), orderFilterOptions(ctx, staff)]);
    return {
      ...page,
      rows: page.rows.map((row) => ({ ...row, phone: formatPhone(row.phone) })),
      options,
      statuses: orderStatuses.filter((s) => s !== 'completed'),
      // Through the loader: importing a value of #core/orders into the component pulls server code into the browser bundle.
      paymentStates: [...paymentStates],
      isStore: staff.role === 'store',
    };
  });
}

/**
 * `/admin/orders`: every order — a store's own for the store role — newest first, with
 * filters in one row (kept in the URL), a search by number, phone or name, sortable columns, pages
 * after / before a row (ADR 0124: as fast at a million orders as at ten).
 * On a phone the rows become cards (the store role works on one).
 */
export default function Orders({ loaderData: d }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const value = (name: string) => params.get(name) ?? '';
  return (
    <AdminPage title="Замовлення">
      <FilterBar>
        <label>
          Пошук
          <input
            type="search"
            name="q"
            defaultValue={value('q')}
            placeholder="№ або телефон"
            maxLength={100}
            size={18}
          />
        </label>
        <label>
          Стан
          <select name="status" defaultValue={value('status')}>
            <option value="">усі</option>
            {d.statuses.map((s) => (
              <option key={s} value={s}>
                {statusOf('order', s).label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Від <input type="date" name="from" defaultValue={value('from')} />
        </label>
        <label>
          До <input type="date" name="to" defaultValue={value('to')} />
        </label>
        <label>
          Доставка
          <select name="delivery" defaultValue={value('delivery')}>
            <option value="">усі</option>
            {d.options.deliveries.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Оплата
          <select name="payment" defaultValue={value('payment')}>
            <option value="">усі</option>
            {d.options.payments.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Оплачено
          <select name="paid" defaultValue={value('paid')}>
            <option value="">усі</option>
            {d.paymentStates.map((s) => (
              <option key={s} value={s}>
                {statusOf('payment', s).label}
              </option>
            ))}
          </select>
        </label>
        {d.isStore ? null : (
          <label>
            Магазин
            <select name="store" defaultValue={value('store')}>
              <option value="">усі</option>
              {d.options.stores.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
            </select>
          </label>
        )}
        {params.get('sort') ? <input type="hidden" name="sort" value={value('sort')} /> : null}
        {params.get('dir') ? <input type="hidden" name="dir" value={value('dir')} /> : null}
        {params.get('perPage') ? <input type="hidden" name="perPage" value={value('perPage')} /> : null}
      </FilterBar>
      {d.rows.length === 0 ? (
        <p className="admin-empty">Замовлень не знайдено.</p>
      ) : (
        <table className="admin-table orders-table">
          <thead>
            <tr>
              <SortHeader field="id" label="№" />
              <SortHeader field="created" label="Дата" />
              <SortHeader field="customer" label="Клієнт" defaultDir="asc" />
              <th scope="col">Телефон</th>
              <SortHeader field="total" label="Сума" />
              <th scope="col">Доставка</th>
              <th scope="col">Оплата</th>
              <SortHeader field="status" label="Стан" defaultDir="asc" />
            </tr>
          </thead>
          <tbody>
            {d.rows.map((row) => (
              <tr key={row.id}>
                <td data-label="№">
                  <Link to={`/admin/orders/${row.id}`} className="orders-number">
                    №{row.id}
                  </Link>
                </td>
                <td data-label="Дата">
                  <DateTime value={row.createdAt} />
                </td>
                <td data-label="Клієнт">{row.customer}</td>
                <td data-label="Телефон">
                  <a href={`tel:${row.phone.replace(/[^+\d]/g, '')}`}>{row.phone}</a>
                </td>
                <td data-label="Сума" className="admin-num">
                  <Money kop={row.total} />
                </td>
                <td data-label="Доставка">
                  {row.delivery}
                  {row.store || row.town ? <small className="orders-sub">{row.store ?? row.town}</small> : null}
                </td>
                <td data-label="Оплата">
                  {row.payment}
                  <small className="orders-sub">
                    <StatusBadge kind="payment" status={row.paymentState} />
                  </small>
                </td>
                <td data-label="Стан">
                  <StatusBadge kind="order" status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager prev={d.prev} next={d.next} total={d.total} more={d.more} perPage={d.perPage} />
    </AdminPage>
  );
}
