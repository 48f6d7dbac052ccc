import type { OrderPageData } from '../routes/orders/order.server';
import { DateTime, StatusBadge } from './values';

/** The order's facts: date, customer, recipient, delivery, payment, receipts, comment. */
export function OrderFacts({ order }: { order: OrderPageData }) {
  return (
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
        {order.status === 'ready_for_pickup' && order.holdUntil ? (
          <div>
            <dt>Зберігається в магазині до</dt>
            <dd data-testid="order-hold-until">
              <DateTime value={order.holdUntil} />
              <small className="orders-sub">3 дні від готовності; потім замовлення скасується, товар звільниться</small>
            </dd>
          </div>
        ) : null}
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
  );
}
