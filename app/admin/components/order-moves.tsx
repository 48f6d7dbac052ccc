import type { OrderPageData } from '../routes/orders/order.server';
import { AdminForm, ConfirmButton } from './admin-form';

type Status = OrderPageData['next'][number];

/** The buttons of the moves, by verb; a cancel and a return ask again. */
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

/** The moves open to the order, with the note for the shopper's SMS; none → nothing. */
export function OrderMoves({ order }: { order: OrderPageData }) {
  if (!order.next.length) return null;
  const pickup = order.delivery.kind === 'pickup';
  // ADR 0113: a prepaid order unpaid cannot leave; money at handover goes with it.
  const blocked = order.next.filter((s) => order.gates[s] === 'unpaid');
  const collect = order.next.filter((s) => order.gates[s] === 'collect');
  const open = order.next.filter((s) => order.gates[s] !== 'collect');
  return (
    <section className="admin-section" aria-label="Дії із замовленням">
      {/* Keyed by the status: after a move the note field starts empty again. */}
      <AdminForm method="post" className="order-moves" key={order.status}>
        <input type="hidden" name="intent" value="status" />
        <label>
          Коментар для покупця (піде в SMS; необов'язково)
          <input name="note" maxLength={300} placeholder="Напр. номер ТТН" />
        </label>
        <div className="order-moves-buttons">
          {open.map((status) =>
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
                disabled={blocked.includes(status)}
                aria-describedby={blocked.includes(status) ? 'order-unpaid-note' : undefined}
                className={`admin-button${status === order.next[0] ? ' admin-button-primary' : ''}`}
              >
                {moveLabel(status, pickup)}
              </button>
            ),
          )}
        </div>
      </AdminForm>
      {blocked.length ? <UnpaidMoves order={order} blocked={blocked} pickup={pickup} /> : null}
      {collect.length ? <CollectAtHandover order={order} pickup={pickup} /> : null}
    </section>
  );
}

/**
 * Why "Відправити" / "Видано" is refused — the order is prepaid and not paid — and, for
 * the manager and admin roles, the move anyway with a written reason (audited, in the history).
 */
function UnpaidMoves({ order, blocked, pickup }: { order: OrderPageData; blocked: Status[]; pickup: boolean }) {
  return (
    <div className="order-unpaid" data-testid="order-unpaid">
      <p id="order-unpaid-note" className="payment-alert">
        <b>Замовлення не оплачене: {order.unpaidState}.</b> Передоплачене замовлення (картка, частинами, рахунок)
        відправляють і видають після оплати.
        {order.mayOverridePayment ? '' : ' Без оплати це може зробити лише менеджер або адміністратор.'}
      </p>
      {order.mayOverridePayment ? (
        <AdminForm method="post" className="order-moves" key={`override-${order.status}`}>
          <input type="hidden" name="intent" value="status" />
          <label>
            Причина, чому без оплати (обов'язково; буде в журналі й історії)
            <textarea name="override" required minLength={3} maxLength={500} rows={2} />
          </label>
          <div className="order-moves-buttons">
            {blocked.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                className="admin-button admin-button-danger"
              >
                {moveLabel(status, pickup)} без оплати
              </button>
            ))}
          </div>
        </AdminForm>
      ) : null}
    </div>
  );
}

/** Handing over an order paid at handover: how the shopper paid, one action with the move. */
function CollectAtHandover({ order, pickup }: { order: OrderPageData; pickup: boolean }) {
  return (
    <AdminForm method="post" className="order-moves order-collect" key={`collect-${order.status}`}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value="delivered" />
      <fieldset>
        <legend>
          {pickup ? 'Видача в магазині' : 'Доставка кур’єром'}: покупець платить {(order.total / 100).toFixed(2)} грн
        </legend>
        <label>
          <input type="radio" name="collect" value="cash" required /> Готівкою
        </label>
        <label>
          <input type="radio" name="collect" value="card" required /> Карткою через термінал
        </label>
        <small className="admin-hint">Чек видає РРО каси магазину чи кур’єра; сайт другого чека не створює.</small>
      </fieldset>
      <button type="submit" className="admin-button admin-button-primary">
        {pickup ? 'Видати й прийняти оплату' : 'Доставлено, оплату отримано'}
      </button>
    </AdminForm>
  );
}
