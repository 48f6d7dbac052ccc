import { data, redirect } from 'react-router';
import { formatPhone } from '#core/accounts';
import { orderFeeLines } from '#core/checkout';
import { getOrderPayment } from '#core/payments';
import { readAffiliate } from '#server/affiliate';
import { type PurchaseOrder, useTrack } from '../analytics';
import { analyticsGoods } from '../analytics/goods.server';
import { deliveryRows } from '../components/checkout/delivery-lines';
import { OrderPaymentPanel } from '../components/checkout/order-payment';
import { CheckoutTopBar } from '../components/checkout-form';
import { paths } from '../components/links';
import { LocalizedLink } from '../components/localized-link';
import { localizePath } from '../i18n/locale';
import { formatMoney } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { paymentTarget, receiptOf } from '../payments.server';
import { metaTranslator, pageMeta } from '../seo/meta';
import type { Route } from './+types/checkout-success';
import { requirePlacedOrder } from './placed-order.server';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('checkout.title'), description: t('seo.private'), noindex: true });
};

export const handle = { chrome: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Only whoever placed it: the account's own order, or a guest order of this browser session.
  const { order, ctx } = await requirePlacedOrder(request, context);
  const payment = await getOrderPayment(ctx, context.services.payments, order.id);
  const ru = ctx.locale === 'ru';
  const goods = await analyticsGoods(
    ctx,
    order.lines.map((l) => l.goodId),
  );
  return data(
    {
      id: order.id,
      phone: formatPhone(order.phone),
      isCallSkipped: order.noCallBack,
      paymentState: payment && {
        ...payment,
        dueAt: payment.dueAt?.toISOString() ?? null,
        paidAt: payment.paidAt?.toISOString() ?? null,
      },
      /** The sale's fiscal receipt (issue 20): its link once issued, or "on its way". */
      receipt: receiptOf(order.receipts),
      /** The provider did not answer when the shopper was sent to pay (issue 20). */
      payNotice: new URL(request.url).searchParams.get('pay') === 'unavailable' ? ('unavailable' as const) : null,
      delivery: ru ? order.delivery.titleRu : order.delivery.titleUa,
      town: order.town ? (ru ? order.town.titleRu : order.town.titleUa) : '',
      address: order.deliveryAddress,
      department: order.departmentCode,
      payment: ru ? order.payment.titleRu : order.payment.titleUa,
      lines: order.lines.map((l) => ({
        id: l.goodId,
        title: ru ? l.titleRu : l.titleUa,
        quantity: l.quantity,
        sum: l.price * l.quantity,
      })),
      fees: [
        ['goods', order.goodsPrice],
        ['discount', -order.goodsDiscount],
        ['promo', -order.promoDiscount],
        ['certificate', -order.certificateAmount],
        ['commission', order.paymentCommission],
        ['packaging', order.shippingContainer],
      ] as const,
      total: order.total,
      /** Delivery as the order was offered: an amount, free, or the carrier's tariff on receipt; insurance (ADR 0082). */
      ...orderFeeLines(order),
      /** The `purchase` event (ADR 0054): prices as ordered, the affiliate cookie as it is now (ADR 0055). */
      analytics: {
        id: order.id,
        lines: order.lines.map((l) => {
          const good = goods.get(l.goodId);
          return {
            good: {
              id: l.goodId,
              name: ru ? l.titleRu : l.titleUa,
              price: l.price,
              brand: good?.brand ?? null,
              categories: good?.categories ?? [],
              isAvailable: good?.isAvailable ?? false,
            },
            quantity: l.quantity,
          };
        }),
        total: order.total,
        shipping: order.deliveryCost,
        coupon: order.promoCode,
        affiliate: readAffiliate(request.headers.get('cookie')),
      } satisfies PurchaseOrder,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** "Pay" (again) from the order's page: the same guard as the page, then on to the provider. */
export async function action({ request, context }: Route.ActionArgs) {
  const { order, ctx } = await requirePlacedOrder(request, context);
  const target = await paymentTarget(request, ctx, context.services, order.id);
  return redirect(target ?? localizePath(`/checkout/success?order=${order.id}`, ctx.locale), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

const feeKeys = {
  goods: 'checkout.goods',
  discount: 'checkout.sale',
  promo: 'checkout.promo',
  certificate: 'checkout.certificateAmount',
  commission: 'checkout.commission',
  packaging: 'checkout.packaging',
} as const;

export default function CheckoutSuccess({ loaderData: order }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const money = (k: number) => formatMoney(k, locale);
  const delivery = deliveryRows(t, money, order.deliveryFee, order.insurance);
  useTrack({ type: 'purchase', order: order.analytics }, order.id);
  return (
    <div className="co-success">
      <CheckoutTopBar />
      <section className="co-section">
        <h1>{t('checkout.successTitle', { id: order.id })}</h1>
        <p>{t('checkout.successSms', { phone: order.phone })}</p>
        <p>{order.isCallSkipped ? t('checkout.successNoCall') : t('checkout.successCall')}</p>
        {order.paymentState ? (
          <OrderPaymentPanel
            payment={order.paymentState}
            total={order.total}
            orderId={order.id}
            notice={order.payNotice}
            receipt={order.receipt}
          />
        ) : null}
        <p>
          {t('checkout.deliveryTo')}: {order.delivery}, {order.town}
          {order.address ? `, ${order.address}` : ''}
          {order.department ? `, № ${order.department}` : ''}
        </p>
        <p>
          {t('checkout.paymentBy')}: {order.payment}
        </p>
      </section>
      <section className="co-section" aria-labelledby="co-lines">
        <h2 id="co-lines">{t('checkout.orderLines')}</h2>
        <table>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id}>
                <td>{l.title}</td>
                <td>× {l.quantity}</td>
                <td>{money(l.sum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="co-totals" data-testid="order-totals">
          {order.fees
            .filter(([, value]) => value !== 0)
            .map(([key, value]) => (
              <div key={key} data-total={key}>
                <dt>{t(feeKeys[key])}</dt>
                <dd>{value < 0 ? `−${money(-value)}` : money(value)}</dd>
              </div>
            ))}
          {delivery.rows.map(([key, label, value]) => (
            <div key={key} data-total={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div data-total="price" className="co-to-pay">
            <dt>{t('checkout.toPay')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
        </dl>
        {delivery.note ? (
          <p className="co-carrier-note muted" data-testid="carrier-note">
            {delivery.note}
          </p>
        ) : null}
      </section>
      <p>
        <LocalizedLink to={paths.home} className="button">
          {t('checkout.continue')}
        </LocalizedLink>
      </p>
    </div>
  );
}
