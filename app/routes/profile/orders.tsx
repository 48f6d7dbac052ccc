import { OrderBill, PickupStore } from '../../components/checkout/order-bill';
import { paymentBalanceText } from '../../components/checkout/order-payment';
import { Pagination } from '../../components/listing/pagination';
import { LocalizedLink } from '../../components/ui/localized-link';
import { formatDate, formatMoney } from '../../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/checkout';
import '../../i18n/messages/pages/payments';
import { useI18n } from '../../i18n/use-i18n';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/orders';
import { loadOrders } from './orders.server';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('accounts.ordersTitle'), description: t('seo.private'), noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  if (!loaderData.signedIn) return null;
  const money = (kopiyky: number) => formatMoney(kopiyky, locale);
  return (
    <div className="profile-orders">
      <h1>{t('accounts.ordersTitle')}</h1>
      {loaderData.orders.length === 0 ? <p className="empty">{t('profile.noOrders')}</p> : null}
      <ul className="order-cards">
        {loaderData.orders.map((order) => (
          <li key={order.id} className="profile-card order-card">
            <header>
              <h2>{t('profile.order', { number: order.id })}</h2>
              <span className={`status status-${order.status}`}>{t(`order.status.${order.status}`)}</span>
            </header>
            <p className="order-meta">
              <span>{formatDate(new Date(order.createdAt), locale)}</span>
              <span>{[order.town, order.delivery, order.payment].filter(Boolean).join(' · ')}</span>
              <strong>{money(order.total)}</strong>
            </p>
            {order.waybills.map((w) => (
              <p key={w.number} className="order-tracking" data-testid="order-tracking">
                {t('accounts.trackingNumber', { number: w.number })} · {w.status}
                {w.demo ? <span className="muted"> · {t('accounts.trackingDemo')}</span> : null}
              </p>
            ))}
            <p className="order-payment">
              {/* "On delivery" is what the payment method above already says: one payment line. */}
              {order.paymentStatus === 'on_delivery' ? null : (
                <span
                  className={`payment-status status-payment-${order.paymentStatus}`}
                  data-payment-status={order.paymentStatus}
                >
                  {t(`payments.status.${order.paymentStatus}`)}
                </span>
              )}
              {order.paymentStatus === 'underpaid' || order.paymentStatus === 'refund_due' ? (
                <span className="order-payment-balance" role="status">
                  {paymentBalanceText(t, locale, {
                    status: order.paymentStatus,
                    total: order.total,
                    balance: order.balance,
                  })}
                </span>
              ) : null}
              {order.receipt?.url ? (
                <a href={order.receipt.url} target="_blank" rel="noopener">
                  {t('payments.receipt')}
                </a>
              ) : null}
              {order.canPay ? (
                <LocalizedLink to={`/checkout/success?order=${order.id}`} className="button">
                  {t('payments.pay', { amount: money(order.total) })}
                </LocalizedLink>
              ) : null}
            </p>
            <details>
              <summary>{t('accounts.orderDetails')}</summary>
              {order.pickupStore ? (
                <PickupStore store={order.pickupStore} town={order.town ?? undefined} hold={order.hold} />
              ) : null}
              <h3 id={`order-${order.id}-lines`}>{t('accounts.orderLines')}</h3>
              <OrderBill bill={order.bill} headingId={`order-${order.id}-lines`} />
              <h3>{t('accounts.orderHistory')}</h3>
              <ol className="order-history">
                {order.history.map((h) => (
                  <li key={`${h.status}-${h.at}`}>
                    {formatDate(new Date(h.at), locale)} — {t(`order.status.${h.status}`)}
                    {h.note ? <span className="muted"> · {h.note}</span> : null}
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ul>
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} href={(page) => `?page=${page}`} />
    </div>
  );
}
