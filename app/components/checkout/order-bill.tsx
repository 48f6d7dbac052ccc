import type { BillLine, InsuranceLine } from '#core/checkout';
import type { PickupStoreView } from '#core/orders';
import { formatMoney, type Translate } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { StoreHours } from '../stores/store-hours';
import { LocalizedLink } from '../ui/localized-link';
import { deliveryRows } from './delivery-lines';

export type BillView = { lines: BillLine[]; total: number; insurance: InsuranceLine | null };

/** A line's label in the page's language: the same words as checkout's summary. */
function label(t: Translate, line: Exclude<BillLine, { kind: 'good' }>): string {
  switch (line.kind) {
    case 'sale':
      return t('checkout.sale');
    case 'club':
      return t('checkout.discount', { percent: line.percent });
    case 'promo':
      return t('checkout.promoDiscount', { code: line.code });
    case 'delivery':
      return t('checkout.deliveryCost');
    case 'packaging':
      return t('checkout.packaging');
    case 'commission':
      return t('checkout.commission');
    case 'certificate':
      return t('checkout.certificateAmount');
    case 'rounding':
      return t('checkout.rounding');
  }
}

/**
 * An order's lines as the shopper reads them (ADR 0114): each good at its full
 * price (the sale price said beside it), each discount, delivery and fees, the certificate and the
 * rounding — adding up to "До сплати" — and below it what is paid to the carrier on receipt.
 * One component for the success page and the profile, fed by core's `orderBill`.
 */
export function OrderBill({ bill, headingId }: { bill: BillView; headingId?: string }) {
  const { t, locale } = useI18n();
  const money = (k: number) => formatMoney(k, locale);
  const signed = (k: number) => (k < 0 ? `−${money(-k)}` : money(k));
  const delivery = bill.lines.find((l) => l.kind === 'delivery');
  const carrier = delivery ? deliveryRows(t, money, delivery.fee, bill.insurance) : { rows: [], note: null };
  const goods = bill.lines.filter((l) => l.kind === 'good');
  const rest = bill.lines.filter((l) => l.kind !== 'good');
  return (
    <div className="order-bill">
      <table aria-labelledby={headingId}>
        <tbody>
          {goods.map((line) => (
            <tr key={line.goodId} data-line="good">
              <td>
                {locale === 'ru' ? line.titleRu : line.titleUa}
                {line.price < line.fullPrice ? (
                  <span className="order-bill-sale">
                    {t('checkout.salePrice', { price: money(line.price), old: money(line.fullPrice) })}
                  </span>
                ) : null}
              </td>
              <td className="order-bill-qty">× {line.quantity}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="co-totals" data-testid="order-totals">
        {rest.map((line) => (
          <div key={line.kind} data-total={line.kind} className={line.amount < 0 ? 'order-bill-minus' : undefined}>
            <dt>{label(t, line)}</dt>
            <dd>{line.kind === 'delivery' ? (carrier.rows[0]?.[2] ?? money(line.amount)) : signed(line.amount)}</dd>
          </div>
        ))}
        <div data-total="price" className="co-to-pay">
          <dt>{t('checkout.toPay')}</dt>
          <dd>{money(bill.total)}</dd>
        </div>
      </dl>
      {carrier.rows.length > 1 ? (
        <dl className="co-totals order-bill-carrier">
          {carrier.rows.slice(1).map(([key, text, value]) => (
            <div key={key} data-total={key}>
              <dt>{text}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {carrier.note ? (
        <p className="co-carrier-note muted" data-testid="carrier-note">
          {carrier.note}
        </p>
      ) : null}
    </div>
  );
}

/** A pickup's hold as the loader sends it (ADR 0120): waiting for "ready", or held until a moment (ISO). */
export type PickupHoldView = { kind: 'waiting'; days: number } | { kind: 'ready'; until: string } | null;

/** `pickupHold` of core, serialised for the page. */
export const holdView = (
  hold: { kind: 'waiting'; days: number } | { kind: 'ready'; until: Date } | null,
): PickupHoldView => (hold?.kind === 'ready' ? { kind: 'ready', until: hold.until.toISOString() } : hold);

const holdDate = {
  ua: new Intl.DateTimeFormat('uk-UA', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Kyiv',
  }),
  ru: new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Kyiv',
  }),
};

/**
 * Where a pickup order waits: the store's name (a link to its page), address, phone, its week's
 * hours as the store's page shows them, and the hold — "we will text you when it is ready; held
 * 3 days", then "waiting for you until …" (Kyiv time).
 */
export function PickupStore({ store, town, hold }: { store: PickupStoreView; town?: string; hold?: PickupHoldView }) {
  const { t, locale } = useI18n();
  const title = locale === 'ru' ? store.titleRu : store.titleUa;
  const address = locale === 'ru' ? store.addressRu : store.addressUa;
  return (
    <div className="order-pickup-store" data-testid="pickup-store">
      <p>
        {t('checkout.pickupAt')}:{' '}
        <LocalizedLink to={paths.shop(store.townSlug, store.slug)}>
          <strong>{title}</strong>
        </LocalizedLink>
      </p>
      <p>{town && !title.includes(town) && !address.includes(town) ? `${town}, ${address}` : address}</p>
      <p>
        <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
      </p>
      {hold ? (
        <p className="order-pickup-hold" data-testid="pickup-hold" data-hold={hold.kind}>
          {hold.kind === 'ready'
            ? t('checkout.holdReady', { date: holdDate[locale].format(new Date(hold.until)) })
            : t('checkout.holdWaiting', { days: hold.days })}
        </p>
      ) : null}
      <p className="order-pickup-hours">{t('checkout.storeHours')}: </p>
      <StoreHours hours={store.hours} />
    </div>
  );
}
