import type { OrderPageData } from '../routes/order.server';
import { AdminForm, ConfirmButton } from './admin-form';

type Status = OrderPageData['next'][number];

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

/** The moves open to the order, with the note for the shopper's SMS (issue 19); none → nothing. */
export function OrderMoves({ order }: { order: OrderPageData }) {
  if (!order.next.length) return null;
  const pickup = order.delivery.kind === 'pickup';
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
  );
}
