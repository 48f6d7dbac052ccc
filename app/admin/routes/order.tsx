import { data, Link } from 'react-router';
import { type ActionData, ActionResult, AdminForm, ConfirmButton } from '../components/admin-form';
import { AdminPage, History } from '../components/admin-page';
import { PaymentPanel } from '../components/payment-panel';
import { DateTime, Money, StatusBadge } from '../components/values';
import { WaybillPanel } from '../components/waybill-panel';
import { adminAction, adminLoader } from '../guard.server';
import { adminTitle } from '../nav';
import css from '../styles/orders.css?url';
import type { Route } from './+types/order';
import { loadOrderPage, orderAction, orderIdParam } from './order.server';

export { AdminErrorBoundary as ErrorBoundary } from '../components/error-boundary';

export const meta: Route.MetaFunction = ({ params }) => adminTitle(`Замовлення №${params.id}`);

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const idOf = (params: { id?: string }) => {
  const id = orderIdParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
};

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'orders', (session) => loadOrderPage(session, idOf(args.params)));
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'orders', (session, form) => orderAction(session, idOf(args.params), form));
}

type Status = Route.ComponentProps['loaderData']['order']['next'][number];

/** The buttons of the moves, by verb (issue 19); a cancel and a return ask again. */
function moveLabel(status: Status, pickup: boolean): string {
  const labels: Record<Status, string> = {
    new: 'Нове',
    confirmed: 'Підтвердити',
    packed: 'Зібрати',
    shipped: 'Відправити',
    ready_for_pickup: 'Готове до видачі',
    delivered: pickup ? 'Видано' : 'Доставлено',
    completed: 'Доставлено',
    cancelled: 'Скасувати',
    returned: 'Повернення',
  };
  return labels[status];
}

/**
 * `/admin/orders/:id` (issue 19): the order in full with its history beside it — who moved it and
 * when —, the moves open to it as buttons, and while it is new, its lines to edit.
 */
export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { order, history, payment, waybill } = loaderData;
  const pickup = order.delivery.kind === 'pickup';
  const released = order.status === 'cancelled' || order.status === 'returned';
  return (
    <AdminPage
      title={
        <span className="order-head">
          Замовлення №{order.id} <StatusBadge kind="order" status={order.status} />
        </span>
      }
      actions={
        <Link to="/admin/orders" className="admin-button">
          ← До списку
        </Link>
      }
      aside={<History entries={history} />}
    >
      <ActionResult data={actionData as ActionData} />
      {order.next.length ? (
        <section className="admin-section" aria-label="Дії із замовленням">
          {/* Keyed by the status: after a move the note field starts empty again. */}
          <AdminForm method="post" className="order-moves" key={order.status}>
            <input type="hidden" name="intent" value="status" />
            <label>
              Коментар для покупця (піде в SMS; необов'язково)
              <input name="note" maxLength={300} placeholder="Напр. номер ТТН" />
            </label>
            <div className="order-moves-buttons">
              {order.next.map((status) =>
                status === 'cancelled' || status === 'returned' ? (
                  <ConfirmButton
                    key={status}
                    name="status"
                    value={status}
                    question={
                      status === 'cancelled'
                        ? `Скасувати замовлення №${order.id}? Промокод і сертифікат повернуться покупцеві.`
                        : `Оформити повернення замовлення №${order.id}?`
                    }
                  >
                    {moveLabel(status, pickup)}
                  </ConfirmButton>
                ) : (
                  <button
                    key={status}
                    type="submit"
                    name="status"
                    value={status}
                    className={`admin-button${status === order.next[0] ? ' admin-button-primary' : ''}`}
                  >
                    {moveLabel(status, pickup)}
                  </button>
                ),
              )}
            </div>
          </AdminForm>
        </section>
      ) : null}

      <section className="admin-section" aria-label="Замовлення">
        <dl className="order-facts">
          <div>
            <dt>Дата</dt>
            <dd>
              <DateTime value={order.createdAt} />
            </dd>
          </div>
          <div>
            <dt>Клієнт</dt>
            <dd>
              {[order.lastName, order.firstName, order.secondName].filter(Boolean).join(' ')}
              <br />
              <a href={`tel:${order.phone}`}>{order.phoneText}</a>
              {order.email ? (
                <>
                  <br />
                  <a href={`mailto:${order.email}`}>{order.email}</a>
                </>
              ) : null}
              {order.userId ? <small className="orders-sub">Обліковий запис №{order.userId}</small> : null}
            </dd>
          </div>
          <div>
            <dt>Отримувач</dt>
            <dd>
              {order.recipientFirstName ? (
                <>
                  {[order.recipientLastName, order.recipientFirstName, order.recipientSecondName]
                    .filter(Boolean)
                    .join(' ')}
                  <br />
                  {order.recipientPhoneText ? (
                    <a href={`tel:${order.recipientPhone}`}>{order.recipientPhoneText}</a>
                  ) : null}
                </>
              ) : (
                'сам клієнт'
              )}
            </dd>
          </div>
          <div>
            <dt>Доставка</dt>
            <dd>
              {order.delivery.titleUa}
              <small className="orders-sub">
                {[
                  order.store ? null : order.town?.titleUa,
                  order.store ? `${order.store.title} (${order.store.address})` : null,
                  order.department?.title,
                  order.deliveryAddress,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </small>
            </dd>
          </div>
          <div>
            <dt>Оплата</dt>
            <dd>
              {order.payment.titleUa} <StatusBadge kind="payment" status={order.paymentState} />
            </dd>
          </div>
          {order.receipts.length ? (
            <div>
              <dt>Фіскальний чек</dt>
              {order.receipts.map((r) => (
                <dd key={r.id}>
                  {r.kind === 'return' ? 'Повернення' : 'Продаж'}:{' '}
                  {
                    { pending: 'оформлюється', done: 'видано', failed: 'не вдалося за 48 год — оформіть вручну' }[
                      r.status
                    ]
                  }
                  {r.url ? (
                    <>
                      {' '}
                      <a href={r.url} target="_blank" rel="noreferrer">
                        {r.fiscalCode ?? 'чек'}
                      </a>
                    </>
                  ) : null}
                </dd>
              ))}
            </div>
          ) : null}
          <div>
            <dt>Дзвінок для підтвердження</dt>
            <dd>{order.noCallBack ? 'Не потрібен (клієнт просив не дзвонити)' : 'Потрібен'}</dd>
          </div>
          <div>
            <dt>Коментар клієнта</dt>
            <dd>{order.comment || '—'}</dd>
          </div>
        </dl>
      </section>

      <PaymentPanel orderId={order.id} payment={payment} />
      {waybill ? <WaybillPanel waybill={waybill} /> : null}

      <section className="admin-section" aria-label="Товари">
        <h2>Товари</h2>
        {order.editable ? (
          <AdminForm method="post">
            <input type="hidden" name="intent" value="lines" />
            <LinesTable order={order} editable />
            <div className="order-add">
              <label>
                Додати товар: код або ID
                <input name="add_code" maxLength={40} size={14} autoComplete="off" />
              </label>
              <label>
                Кількість
                <input name="add_qty" type="number" min={1} max={999} defaultValue={1} style={{ width: '5.5em' }} />
              </label>
              <button type="submit" className="admin-button admin-button-primary">
                Зберегти
              </button>
              <span className="order-note">0 у кількості прибирає рядок. Ціни перевіряються заново, як в кошику.</span>
            </div>
          </AdminForm>
        ) : (
          <LinesTable order={order} editable={false} />
        )}
        <Totals order={order} released={released} />
      </section>
    </AdminPage>
  );
}

type OrderData = Route.ComponentProps['loaderData']['order'];

function LinesTable({ order, editable }: { order: OrderData; editable: boolean }) {
  return (
    <table className="admin-table order-lines-table">
      <thead>
        <tr>
          <th scope="col">Код</th>
          <th scope="col">Товар</th>
          <th scope="col" className="admin-num">
            Ціна
          </th>
          <th scope="col" className="admin-num">
            Кількість
          </th>
          <th scope="col" className="admin-num">
            Знижка
          </th>
          <th scope="col" className="admin-num">
            Сума
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.goodId}>
            <td data-label="Код">{line.extId}</td>
            <td data-label="Товар">{line.titleUa}</td>
            <td data-label="Ціна" className="admin-num">
              <Money kop={line.price} />
              {line.oldPrice && line.oldPrice > line.price ? (
                <span className="old">
                  <Money kop={line.oldPrice} />
                </span>
              ) : null}
            </td>
            <td data-label="Кількість" className="admin-num">
              {editable ? (
                <input
                  type="number"
                  name={`qty_${line.goodId}`}
                  min={0}
                  max={999}
                  defaultValue={line.quantity}
                  aria-label={`Кількість: ${line.titleUa}`}
                />
              ) : (
                line.quantity
              )}
            </td>
            <td data-label="Знижка" className="admin-num">
              {line.discount ? <Money kop={-line.discount} /> : '—'}
            </td>
            <td data-label="Сума" className="admin-num">
              <Money kop={line.price * line.quantity - line.discount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({ order, released }: { order: OrderData; released: boolean }) {
  const fee = order.deliveryFee;
  return (
    <dl className="order-totals">
      <dt>Товари за повною ціною</dt>
      <dd>
        <Money kop={order.goodsPrice} />
      </dd>
      {order.saleDiscount ? (
        <>
          <dt>Знижка розпродажу</dt>
          <dd>
            <Money kop={-order.saleDiscount} />
          </dd>
        </>
      ) : null}
      {order.clubDiscount ? (
        <>
          <dt>Клубна знижка {order.loyaltyPercent} %</dt>
          <dd>
            <Money kop={-order.clubDiscount} />
          </dd>
        </>
      ) : null}
      {order.promoCode ? (
        <>
          <dt>Промокод {order.promoCode}</dt>
          <dd>
            <Money kop={-order.promoDiscount} />
          </dd>
        </>
      ) : null}
      {order.certificateNumber && order.certificateAmount ? (
        <>
          <dt>
            Сертифікат {order.certificateNumber}
            {released ? ' (повернено на сертифікат)' : ''}
          </dt>
          <dd>
            <Money kop={-order.certificateAmount} />
          </dd>
        </>
      ) : null}
      <dt>Доставка</dt>
      <dd>
        {fee.type === 'amount' ? (
          <Money kop={fee.amount} />
        ) : fee.type === 'free' ? (
          'безкоштовно'
        ) : (
          'за тарифом перевізника, при отриманні'
        )}
      </dd>
      {order.insurance ? (
        <>
          <dt>Страхування ({order.insurance.rate / 100} %, сплачує перевізнику)</dt>
          <dd>
            <Money kop={order.insurance.amount} />
          </dd>
        </>
      ) : null}
      {order.paymentCommission ? (
        <>
          <dt>Комісія за оплату</dt>
          <dd>
            <Money kop={order.paymentCommission} />
          </dd>
        </>
      ) : null}
      {order.shippingContainer ? (
        <>
          <dt>Транспортна упаковка</dt>
          <dd>
            <Money kop={order.shippingContainer} />
          </dd>
        </>
      ) : null}
      <dt className="order-total">До сплати</dt>
      <dd className="order-total">
        <Money kop={order.total} />
      </dd>
    </dl>
  );
}
