import type { BillLine, InsuranceLine } from '#core/checkout';
import type { PickupStoreView } from '#core/orders';
import { formatMoney, type Translate } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
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

const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
type Weekday = (typeof weekdays)[number];

/** A store's week in one line: days with the same hours grouped ("Пн–Пт 09:00–20:00, Нд вихідний"). */
export function compactHours(t: Translate, hours: PickupStoreView['hours']): string {
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of weekdays) {
    const open = hours[day];
    const text = open ? `${open[0]}–${open[1]}` : t('hours.closed');
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  return groups
    .map((g) => {
      const days = g.from === g.to ? t(`weekday.${g.from}`) : `${t(`weekday.${g.from}`)}–${t(`weekday.${g.to}`)}`;
      return `${days} ${g.text}`;
    })
    .join(', ');
}

/** Where a pickup order waits: the store's name, address, phone and hours. */
export function PickupStore({ store, town }: { store: PickupStoreView; town?: string }) {
  const { t, locale } = useI18n();
  const title = locale === 'ru' ? store.titleRu : store.titleUa;
  const address = locale === 'ru' ? store.addressRu : store.addressUa;
  return (
    <div className="order-pickup-store" data-testid="pickup-store">
      <p>
        {t('checkout.pickupAt')}: <strong>{title}</strong>
      </p>
      <p>{town && !title.includes(town) && !address.includes(town) ? `${town}, ${address}` : address}</p>
      <p>
        {t('checkout.storeHours')}: {compactHours(t, store.hours)}
      </p>
      <p>
        <a href={`tel:${store.phone}`}>{store.phone}</a>
      </p>
    </div>
  );
}
