import type { OrderPageData } from '../routes/orders/order.server';
import { Money } from './values';

/**
 * What the order costs, line by line down to "До сплати" (ADR 0114): the goods at
 * full price, then core's `orderBill` lines — each discount, delivery, fees, the certificate and the
 * rounding — which add up to the total; the carrier's insurance after it (paid to the carrier).
 * A released order's certificate says it was refunded.
 */
export function OrderTotals({ order }: { order: OrderPageData }) {
  const released = order.status === 'cancelled' || order.status === 'returned';
  const goods = order.bill.lines.reduce((s, l) => s + (l.kind === 'good' ? l.amount : 0), 0);
  return (
    <dl className="order-totals">
      <dt>Товари за повною ціною</dt>
      <dd>
        <Money kop={goods} />
      </dd>
      {order.bill.lines.map((line) =>
        line.kind === 'good' ? null : (
          <div key={line.kind} className="order-totals-row" data-line={line.kind}>
            <dt>
              {line.title}
              {line.kind === 'certificate' && released ? ' (повернено на сертифікат)' : ''}
            </dt>
            <dd>
              {line.kind !== 'delivery' || line.fee.type === 'amount' ? (
                <Money kop={line.amount} />
              ) : line.fee.type === 'free' ? (
                'безкоштовно'
              ) : (
                'за тарифом перевізника, при отриманні'
              )}
            </dd>
          </div>
        ),
      )}
      <dt className="order-total">До сплати</dt>
      <dd className="order-total">
        <Money kop={order.total} />
      </dd>
      {order.insurance ? (
        <>
          <dt>Страхування ({order.insurance.rate / 100} %, сплачує перевізнику, не входить у суму)</dt>
          <dd>
            <Money kop={order.insurance.amount} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
