import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { CheckoutView } from '../../routes/checkout/view.server';
import { deliveryRows, discountLabel } from './delivery-lines';
import { TextField } from './field';

type Props = {
  view: CheckoutView;
  isUpdating: boolean;
  /** A press is being sent or waits for the re-check on its way (the label says "sending"). */
  isPlacing: boolean;
  /** The order is on its way to the server (the button is disabled). */
  isSending: boolean;
  isHydrated: boolean;
};

/** The order's totals from the server's check (§9 fees), vouchers, and the order button with its reasons. */
export function Summary({ view, isUpdating, isPlacing, isSending, isHydrated }: Props) {
  const { t, locale } = useI18n();
  const money = (k: number) => formatMoney(k, locale);
  const totals = view.totals;
  const delivery = totals
    ? deliveryRows(t, money, totals.deliveryFee, totals.insurance)
    : { rows: [], note: null, parcels: null };
  const rows: [string, string, string][] = totals
    ? [
        ['goods', t('checkout.goods'), money(totals.goods)],
        ...(totals.sale ? [['sale', t('checkout.sale'), `−${money(totals.sale)}`] as [string, string, string]] : []),
        ...(totals.discount
          ? [
              [
                'discount',
                discountLabel(t, totals.discountReason, totals.discountPercent),
                `−${money(totals.discount)}`,
              ] as [string, string, string],
            ]
          : []),
        ...(totals.promo
          ? [
              ['promo', t('checkout.promoDiscount', { code: totals.promocode ?? '' }), `−${money(totals.promo)}`] as [
                string,
                string,
                string,
              ],
            ]
          : []),
        ...delivery.rows,
        ...(totals.commission
          ? [['commission', t('checkout.commission'), money(totals.commission)] as [string, string, string]]
          : []),
        ...(totals.packaging
          ? [['packaging', t('checkout.packaging'), money(totals.packaging)] as [string, string, string]]
          : []),
        ...(totals.certificate
          ? [
              ['certificate', t('checkout.certificateAmount'), `−${money(totals.certificate)}`] as [
                string,
                string,
                string,
              ],
            ]
          : []),
        ...(totals.rounding
          ? [['rounding', t('checkout.rounding'), `−${money(totals.rounding)}`] as [string, string, string]]
          : []),
      ]
    : [];
  return (
    <aside className="co-summary" aria-labelledby="co-summary-title" aria-busy={isUpdating}>
      <h2 id="co-summary-title">{t('checkout.summary')}</h2>
      <div className="co-vouchers">
        <input type="hidden" name="promo_seen" value={view.state.promo_seen} />
        <input type="hidden" name="cert_seen" value={view.state.cert_seen} />
        <TextField
          name="promo_code"
          label={t('checkout.promo')}
          value={view.state.promo_code}
          error={view.errors.promo_code}
          maxLength={50}
          autoComplete="off"
        />
        <TextField
          name="certificate"
          label={t('checkout.certificate')}
          value={view.state.certificate}
          error={view.errors.certificate}
          maxLength={40}
          autoComplete="off"
        />
        <button
          type="submit"
          name="intent"
          value="refresh"
          formNoValidate
          className="button-secondary"
          hidden={isHydrated}
        >
          {t('checkout.apply')}
        </button>
      </div>
      {view.notices.map((n) => (
        <p key={n.code} className="notice">
          {n.text}
        </p>
      ))}
      <dl className="co-totals" data-testid="totals">
        {rows.map(([key, label, value]) => (
          <div key={key} data-total={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {totals ? (
          <div data-total="price" className="co-to-pay">
            <dt>{t('checkout.toPay')}</dt>
            <dd>{money(totals.price)}</dd>
          </div>
        ) : null}
      </dl>
      {delivery.parcels ? (
        <p className="co-parcels-note" data-testid="parcels-note">
          {delivery.parcels}
        </p>
      ) : null}
      {delivery.note ? (
        <p className="co-carrier-note muted" data-testid="carrier-note">
          {delivery.note}
        </p>
      ) : null}
      <p className="co-updating" aria-live="polite">
        {isUpdating ? t('checkout.updating') : ''}
      </p>
      <button
        type="submit"
        name="intent"
        value="refresh"
        formNoValidate
        className="button-secondary"
        hidden={isHydrated}
      >
        {t('checkout.update')}
      </button>
      <div className="co-place">
        <button
          type="submit"
          name="intent"
          value="place"
          className="button co-place-button"
          disabled={view.disabled || isSending}
          aria-describedby={view.reasons.length ? 'co-reasons' : undefined}
        >
          {isPlacing ? t('checkout.sending') : t('checkout.place')}
        </button>
        {view.errors.form ? (
          <p className="field-error" role="alert">
            {view.errors.form}
          </p>
        ) : null}
        {view.reasons.length ? (
          <div id="co-reasons" className="co-reasons">
            <p>{t('checkout.reasons')}</p>
            <ul>
              {view.reasons.map((r) => (
                <li key={`${r.code}-${r.text}`} data-code={r.code}>
                  {r.text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
