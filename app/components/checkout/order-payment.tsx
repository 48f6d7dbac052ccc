import { Form } from 'react-router';
import type { OrderPaymentView, PaymentBalance } from '#core/payments';
import type { Locale } from '../../i18n/locale';
import { formatMoney, type Translate } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { LocalizedLink } from '../ui/localized-link';

type Serialized = Omit<OrderPaymentView, 'dueAt' | 'paidAt'> & { dueAt: string | null; paidAt: string | null };

const dateTime = (iso: string, locale: 'ua' | 'ru') =>
  new Intl.DateTimeFormat(locale === 'ua' ? 'uk-UA' : 'ru-RU', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));

/**
 * What an underpaid order still lacks or what the shop will give back (ADR 0108), said
 * as it is on the order's page and in the account's orders; null for every other state.
 */
export function paymentBalanceText(
  t: Translate,
  locale: Locale,
  payment: { status: string; total: number; balance: PaymentBalance },
): string | null {
  const money = (kopiyky: number) => formatMoney(kopiyky, locale);
  const { balance } = payment;
  if (payment.status === 'underpaid')
    return t('payments.shortfall', {
      received: money(balance.received),
      total: money(payment.total),
      shortfall: money(balance.shortfall),
    });
  if (payment.status !== 'refund_due') return null;
  return balance.owed === 0
    ? t('payments.refundDueCancelled', { amount: money(balance.toRefund) })
    : t('payments.refundDueExcess', {
        received: money(balance.held),
        total: money(balance.owed),
        amount: money(balance.toRefund),
      });
}

/**
 * An order's payment on its page: the state; a button to pay by card or arrange the
 * instalments (again, after a decline); the bank's verdict still on its way; a bank transfer's
 * deadline and invoice; a demo provider said to be one; a shortfall or a sum due back.
 * Works without JavaScript (a form post).
 */
export function OrderPaymentPanel({
  payment,
  method,
  total,
  orderId,
  notice,
  receipt,
}: {
  payment: Serialized;
  /** The payment method's title: one line names the method and its state. */
  method?: string;
  total: number;
  orderId: number;
  notice: 'unavailable' | null;
  receipt: { url: string | null } | null;
}) {
  const { t, locale } = useI18n();
  const message = (() => {
    const balanceText = paymentBalanceText(t, locale, payment);
    if (balanceText) return balanceText;
    if (payment.status === 'paid' && payment.paidAt)
      return t('payments.paidAt', { date: dateTime(payment.paidAt, locale) });
    if (payment.status !== 'unpaid') return null;
    if (payment.method === 'invoice' && payment.dueAt)
      return t('payments.invoiceDue', { date: dateTime(payment.dueAt, locale) });
    if (notice === 'unavailable') return t('payments.unavailable');
    if (payment.last?.status === 'failed' || payment.last?.status === 'expired') return t('payments.failed');
    if (payment.last?.status === 'pending')
      return payment.confirmsInApp ? t('payments.confirmInApp') : t('payments.waiting');
    if (payment.method === 'credit') return t('payments.unpaidCredit', { parts: payment.parts ?? '' });
    return t('payments.unpaidCard');
  })();
  const retry = payment.last && payment.last.status !== 'pending';
  return (
    <div className={`co-payment co-payment-${payment.status}`} data-testid="order-payment">
      <p>
        {t('payments.title')}: {method ? <span data-testid="payment-method">{method}</span> : null}
        {/* "On delivery" is what the method already says: one payment line, not two. */}
        {method && payment.status === 'on_delivery' ? null : (
          <>
            {method ? ' · ' : null}
            <strong className={`payment-status status-payment-${payment.status}`} data-payment-status={payment.status}>
              {t(`payments.status.${payment.status}`)}
            </strong>
          </>
        )}
      </p>
      {message ? (
        <p className="co-pending" role="status">
          {message}
        </p>
      ) : null}
      {payment.demo && payment.canPay ? <p className="co-demo-note">{t('payments.demo')}</p> : null}
      {payment.canPay ? (
        <Form method="post" className="co-pay">
          <button type="submit" name="intent" value="pay" className="button">
            {retry
              ? t('payments.retry')
              : payment.method === 'credit'
                ? t('payments.payCredit')
                : t('payments.pay', { amount: formatMoney(total, locale) })}
          </button>
        </Form>
      ) : null}
      {receipt?.url ? (
        <p>
          <a href={receipt.url} target="_blank" rel="noopener" data-testid="receipt-link">
            {t('payments.receipt')}
          </a>
        </p>
      ) : receipt ? (
        <p className="muted">{t('payments.receiptPending')}</p>
      ) : null}
      {payment.method === 'invoice' && payment.status === 'unpaid' ? (
        <p>
          <LocalizedLink to={`/checkout/invoice?order=${orderId}`} reloadDocument>
            {t('payments.invoiceLink')}
          </LocalizedLink>
        </p>
      ) : null}
    </div>
  );
}
