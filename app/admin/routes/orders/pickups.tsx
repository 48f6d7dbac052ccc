import { Link } from 'react-router';
import { AdminForm } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { FilterBar } from '../../components/table';
import { DateTime, Money, StatusBadge } from '../../components/values';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/orders.css?url';
import type { Route } from './+types/pickups';
import { loadPickupsPage, pickupsAction } from './pickups.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Видача');

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'orders', (session) => loadPickupsPage(session, new URL(args.request.url)));
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'orders', (session, form) => pickupsAction(session, new URL(args.request.url), form));
}

type ShelfRow = Route.ComponentProps['loaderData']['shelf'][number];
type Found = Omit<ShelfRow, 'overdue' | 'endsToday'>;

/**
 * `/admin/orders/pickups`: click & collect at the counter (ADR 0120). Find the shopper's order by
 * the SMS code or the phone, check its goods and payment, hand it over (cash or card when it is paid
 * now); below, the store's shelf with each hold's deadline (SPEC §9: 3 days) and what open orders
 * hold at the store. Plain forms: it works without JS. Admin and manager pick the store.
 */
export default function Pickups({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as { ok: boolean; message?: string; query?: string; found: Found[] } | undefined;
  const storeQuery = d.store && !d.isStore ? `?store=${d.store}` : '';
  return (
    <AdminPage title="Видача замовлень">
      {d.isStore ? null : (
        <FilterBar label="Вибір магазину">
          <label>
            Магазин
            <select name="store" defaultValue={d.store ?? ''}>
              <option value="">оберіть магазин</option>
              {d.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
        </FilterBar>
      )}
      <section className="admin-section pickup-find" aria-label="Пошук замовлення">
        <AdminForm method="post" action={`/admin/orders/pickups${storeQuery}`} className="pickup-find-form">
          <input type="hidden" name="intent" value="find" />
          <label>
            Код видачі або телефон
            <input
              name="q"
              required
              maxLength={40}
              autoComplete="off"
              inputMode="tel"
              placeholder="123456 або 050 123 45 67"
              defaultValue={result?.query ?? ''}
            />
          </label>
          <button type="submit" className="admin-button admin-button-primary">
            Знайти
          </button>
        </AdminForm>
        <small className="admin-hint">
          Код — 6 цифр із SMS покупця. Після 10 невірних кодів за 15 хв пошук за кодом у магазині зупиняється; за
          телефоном можна шукати завжди.
        </small>
      </section>
      {result?.message ? (
        <div
          className={`admin-result ${result.ok ? 'admin-result-ok' : 'admin-result-error'}`}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.message}
        </div>
      ) : null}
      {result?.found.map((order) => (
        <HandOver key={order.id} order={order} storeQuery={storeQuery} />
      ))}
      <Shelf shelf={d.shelf} chosen={d.isStore || d.store !== null} />
      <Reservations rows={d.reservations} chosen={d.isStore || d.store !== null} />
    </AdminPage>
  );
}

/** One found order: its goods, total and payment, and the hand-over button (with the till's choice when paid now). */
function HandOver({ order, storeQuery }: { order: Found; storeQuery: string }) {
  return (
    <section className="admin-section pickup-order" aria-label={`Замовлення №${order.id}`}>
      <h2>
        <Link to={`/admin/orders/${order.id}`}>Замовлення №{order.id}</Link> · {order.name} ·{' '}
        <a href={`tel:${order.phone}`}>{order.phoneText}</a>
      </h2>
      <table className="admin-table pickup-lines">
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col" className="admin-num">
              К-сть
            </th>
            <th scope="col" className="admin-num">
              Ціна
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.goodId}>
              <td>{line.title}</td>
              <td className="admin-num">{line.quantity}</td>
              <td className="admin-num">
                <Money kop={line.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pickup-sum">
        До сплати:{' '}
        <b>
          <Money kop={order.total} />
        </b>{' '}
        · {order.payment.titleUa} <StatusBadge kind="payment" status={order.paymentStatus} />
        {order.holdUntil ? (
          <>
            {' '}
            · зберігається до <DateTime value={order.holdUntil} />
          </>
        ) : null}
      </p>
      {order.gate === 'unpaid' ? (
        <p className="payment-alert">
          Замовлення передоплачене й не оплачене ({order.paymentLabel.toLowerCase()}): видати його можна після оплати.
          Зверніться до менеджера.
        </p>
      ) : (
        <AdminForm method="post" action={`/admin/orders/pickups${storeQuery}`} className="pickup-hand-over">
          <input type="hidden" name="intent" value="hand_over" />
          <input type="hidden" name="orderId" value={order.id} />
          {order.gate === 'collect' ? (
            <fieldset>
              <legend>
                Покупець платить <Money kop={order.total} />
              </legend>
              <label>
                <input type="radio" name="collect" value="cash" required /> Готівкою
              </label>
              <label>
                <input type="radio" name="collect" value="card" required /> Карткою через термінал
              </label>
            </fieldset>
          ) : null}
          <button type="submit" className="admin-button admin-button-primary">
            {order.gate === 'collect' ? 'Видати й прийняти оплату' : 'Видати'}
          </button>
        </AdminForm>
      )}
    </section>
  );
}

/** The store's ready orders, the hold ending soonest first; past the deadline in red, ending today in amber. */
function Shelf({ shelf, chosen }: { shelf: ShelfRow[]; chosen: boolean }) {
  return (
    <section className="admin-section" aria-labelledby="pickup-shelf">
      <h2 id="pickup-shelf">Чекають на видачу ({shelf.length})</h2>
      {!chosen ? (
        <p className="admin-empty">Оберіть магазин.</p>
      ) : shelf.length === 0 ? (
        <p className="admin-empty">У магазині немає замовлень, що чекають на покупця.</p>
      ) : (
        <table className="admin-table orders-table pickup-shelf">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">Клієнт</th>
              <th scope="col">Телефон</th>
              <th scope="col" className="admin-num">
                Сума
              </th>
              <th scope="col">Оплата</th>
              <th scope="col">Зберігається до</th>
            </tr>
          </thead>
          <tbody>
            {shelf.map((o) => (
              <tr key={o.id} className={o.overdue ? 'pickup-overdue' : o.endsToday ? 'pickup-today' : undefined}>
                <td data-label="№">
                  <Link to={`/admin/orders/${o.id}`} className="orders-number">
                    №{o.id}
                  </Link>
                </td>
                <td data-label="Клієнт">{o.name}</td>
                <td data-label="Телефон">
                  <a href={`tel:${o.phone}`}>{o.phoneText}</a>
                </td>
                <td data-label="Сума" className="admin-num">
                  <Money kop={o.total} />
                </td>
                <td data-label="Оплата">
                  <StatusBadge kind="payment" status={o.paymentStatus} />
                </td>
                <td data-label="До">
                  {o.holdUntil ? <DateTime value={o.holdUntil} /> : '—'}
                  {o.overdue ? (
                    <b className="pickup-flag"> термін минув</b>
                  ) : o.endsToday ? (
                    <b className="pickup-flag"> сьогодні</b>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

type Reservation = Route.ComponentProps['loaderData']['reservations'][number];

/** What open orders hold at the store (ADR 0120): the pieces no shopper can buy meanwhile. */
function Reservations({ rows, chosen }: { rows: Reservation[]; chosen: boolean }) {
  return (
    <section className="admin-section" aria-labelledby="pickup-reserved">
      <h2 id="pickup-reserved">Резерви магазину ({rows.length})</h2>
      {!chosen ? (
        <p className="admin-empty">Оберіть магазин.</p>
      ) : rows.length === 0 ? (
        <p className="admin-empty">Жодне відкрите замовлення не тримає товар цього магазину.</p>
      ) : (
        <table className="admin-table orders-table pickup-reserved">
          <thead>
            <tr>
              <th scope="col">Замовлення</th>
              <th scope="col">Товар</th>
              <th scope="col" className="admin-num">
                К-сть
              </th>
              <th scope="col">Стан</th>
              <th scope="col">З</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.orderId}-${r.goodId}`}>
                <td data-label="№">
                  <Link to={`/admin/orders/${r.orderId}`} className="orders-number">
                    №{r.orderId}
                  </Link>
                </td>
                <td data-label="Товар">{r.title}</td>
                <td data-label="К-сть" className="admin-num">
                  {r.quantity}
                </td>
                <td data-label="Стан">
                  <StatusBadge kind="order" status={r.status} />
                </td>
                <td data-label="З">
                  <DateTime value={r.since} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
