import type { OrderPageData } from '../routes/order.server';
import { Money } from './values';

/** What the order costs, line by line down to "До сплати"; a released order's certificate says it was refunded. */
export function OrderTotals({ order }: { order: OrderPageData }) {
  const released = order.status === 'cancelled' || order.status === 'returned';
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
