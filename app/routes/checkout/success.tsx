import { data, redirect } from 'react-router';
import { formatPhone } from '#core/accounts';
import { orderBill, orderFeeLines } from '#core/checkout';
import { pickupHold } from '#core/orders';
import { getOrderPayment } from '#core/payments';
import { readAffiliate } from '#server/http/affiliate';
import { type PurchaseOrder, useTrack } from '../../analytics';
import { analyticsGoods } from '../../analytics/goods.server';
import { CheckoutTopBar } from '../../components/checkout/checkout-form';
import { holdView, OrderBill, PickupStore } from '../../components/checkout/order-bill';
import { OrderPaymentPanel } from '../../components/checkout/order-payment';
import { paths } from '../../components/links';
import { LocalizedLink } from '../../components/ui/localized-link';
import { localizePath } from '../../i18n/locale';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/checkout';
import '../../i18n/messages/pages/instalments';
import '../../i18n/messages/pages/payments';
import { useI18n } from '../../i18n/use-i18n';
import { paymentTarget, receiptOf } from '../../payments.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/success';
import { requirePlacedOrder } from './placed-order.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

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
      /** The sale's fiscal receipt: its link once issued, or "on its way". */
      receipt: receiptOf(order.receipts),
      /** The provider did not answer when the shopper was sent to pay. */
      payNotice: new URL(request.url).searchParams.get('pay') === 'unavailable' ? ('unavailable' as const) : null,
      delivery: ru ? order.delivery.titleRu : order.delivery.titleUa,
      town: order.town ? (ru ? order.town.titleRu : order.town.titleUa) : '',
      address: order.deliveryAddress,
      department: order.departmentCode,
      /** The carrier's point by name, else its number. */
      point: order.point ? (ru ? order.point.titleRu : order.point.titleUa) : null,
      /** Store pickup: the store, its address and hours. */
      pickupStore: order.pickupStore,
      /** The pickup's hold (ADR 0120): "we will text you", then "waiting until …". */
      hold: holdView(pickupHold(order)),
      payment: ru ? order.payment.titleRu : order.payment.titleUa,
      /** Every line of what it costs, adding up to the total (ADR 0114); the carrier's insurance apart. */
      bill: { ...orderBill(order), insurance: orderFeeLines(order).insurance },
      total: order.total,
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

export default function CheckoutSuccess({ loaderData: order }: Route.ComponentProps) {
  const { t } = useI18n();
  useTrack({ type: 'purchase', order: order.analytics }, order.id);
  return (
    <div className="co-success">
      <CheckoutTopBar />
      <section className="co-section">
        <h1>{t('checkout.successTitle', { id: order.id })}</h1>
        <p>{t('checkout.successSms', { phone: order.phone })}</p>
        <p>{order.isCallSkipped ? t('checkout.successNoCall') : t('checkout.successCall')}</p>
        {order.pickupStore ? (
          <PickupStore store={order.pickupStore} town={order.town} hold={order.hold} />
        ) : (
          <p>
            {t('checkout.deliveryTo')}: {order.delivery}, {order.town}
            {order.address ? `, ${order.address}` : ''}
            {order.point ? `, ${order.point}` : order.department ? `, № ${order.department}` : ''}
          </p>
        )}
        {order.paymentState ? (
          <OrderPaymentPanel
            payment={order.paymentState}
            method={order.payment}
            total={order.total}
            orderId={order.id}
            notice={order.payNotice}
            receipt={order.receipt}
          />
        ) : (
          <p>
            {t('checkout.paymentBy')}: {order.payment}
          </p>
        )}
      </section>
      <section className="co-section" aria-labelledby="co-lines">
        <h2 id="co-lines">{t('checkout.orderLines')}</h2>
        <OrderBill bill={order.bill} headingId="co-lines" />
      </section>
      <p>
        <LocalizedLink to={paths.home} className="button">
          {t('checkout.continue')}
        </LocalizedLink>
      </p>
    </div>
  );
}
