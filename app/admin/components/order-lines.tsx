import type { OrderPageData } from '../routes/orders/order.server';
import { AdminForm } from './admin-form';
import { OrderTotals } from './order-totals';
import { Money } from './values';

/**
 * The order's goods and totals: while the order is new, a form to change quantities
 * (0 drops a line) and add a good by code; after that, the lines as they were sold.
 */
export function OrderLines({ order }: { order: OrderPageData }) {
  return (
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
      <OrderTotals order={order} />
    </section>
  );
}

function LinesTable({ order, editable }: { order: OrderPageData; editable: boolean }) {
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
