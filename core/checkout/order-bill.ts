import type { Locale } from '#core/shared';
import type { Carrier } from '#db/schema';
import { type DeliveryFeeLine, deliveryFeeLine } from './delivery-fee';

type Delivery = { kind: 'department' | 'courier' | 'pickup'; carrier: Carrier };

/** What the bill needs of a stored order (its snapshot amounts, kopiyky) and its lines. */
export type BillableOrder = {
  goodsPrice: number;
  goodsDiscount: number;
  loyaltyPercent: number;
  promoCode: string | null;
  promoDiscount: number;
  certificateNumber: string | null;
  certificateAmount: number;
  deliveryCost: number;
  paymentCommission: number;
  shippingContainer: number;
  rounding: number;
  total: number;
  delivery: Delivery;
  lines: {
    goodId: number;
    extId: string;
    titleUa: string;
    titleRu: string;
    price: number;
    oldPrice: number | null;
    quantity: number;
  }[];
};

/**
 * One line of what an order costs (ADR 0114), kopiyky, signed: goods and fees
 * positive, discounts negative. A good counts at its full price (as "Товари" in checkout's summary);
 * the sale price is the `sale` discount line, so every discount stands on its own line.
 */
export type BillLine =
  | {
      kind: 'good';
      goodId: number;
      extId: string;
      titleUa: string;
      titleRu: string;
      quantity: number;
      /** The unit price sold at and the full (old) unit price; `amount` = full × quantity. */
      price: number;
      fullPrice: number;
      amount: number;
    }
  | { kind: 'sale'; amount: number }
  | { kind: 'club'; percent: number; amount: number }
  | { kind: 'promo'; code: string; amount: number }
  /** The delivery the shop charges: an amount, free, or the carrier's tariff paid to it on receipt (0 here). */
  | { kind: 'delivery'; fee: DeliveryFeeLine; amount: number }
  | { kind: 'packaging'; amount: number }
  | { kind: 'commission'; amount: number }
  | { kind: 'certificate'; number: string | null; amount: number }
  | { kind: 'rounding'; amount: number };

export type OrderBill = { lines: BillLine[]; total: number };

/**
 * The ONE list of an order's lines every view shows (success page, profile, SMS, the §7 API, back
 * office, invoice, receipt, 1C): each good, then each discount on its own (sale, club, promo code),
 * delivery and the fees, the gift certificate and the rounding to whole hryvnias, in that order.
 * Lines of 0 are left out except goods and delivery. The amounts add up to `total` exactly for any
 * order checkout stored (a property test holds it); for a row edited by hand that breaks the
 * identity, a last line would lie, so none is invented: `total` is the order's own.
 */
export function orderBill(order: BillableOrder): OrderBill {
  const lines: BillLine[] = order.lines.map((l) => {
    const fullPrice = Math.max(l.oldPrice ?? l.price, l.price);
    return {
      kind: 'good',
      goodId: l.goodId,
      extId: l.extId,
      titleUa: l.titleUa,
      titleRu: l.titleRu,
      quantity: l.quantity,
      price: l.price,
      fullPrice,
      amount: fullPrice * l.quantity,
    };
  });
  const sale = order.lines.reduce((s, l) => s + (Math.max(l.oldPrice ?? l.price, l.price) - l.price) * l.quantity, 0);
  // goodsDiscount = the sale difference + the club discount (create-order); the club part is the rest.
  const club = order.goodsDiscount - sale;
  if (sale) lines.push({ kind: 'sale', amount: -sale });
  if (club) lines.push({ kind: 'club', percent: order.loyaltyPercent, amount: -club });
  if (order.promoDiscount) lines.push({ kind: 'promo', code: order.promoCode ?? '', amount: -order.promoDiscount });
  lines.push({
    kind: 'delivery',
    fee: deliveryFeeLine(order.delivery, order.deliveryCost),
    amount: order.deliveryCost,
  });
  if (order.shippingContainer) lines.push({ kind: 'packaging', amount: order.shippingContainer });
  if (order.paymentCommission) lines.push({ kind: 'commission', amount: order.paymentCommission });
  if (order.certificateAmount)
    lines.push({ kind: 'certificate', number: order.certificateNumber, amount: -order.certificateAmount });
  if (order.rounding) lines.push({ kind: 'rounding', amount: -order.rounding });
  return { lines, total: order.total };
}

/** The sum of a bill's lines (equals its total for every order checkout stored). */
export const billSum = (bill: OrderBill): number => bill.lines.reduce((s, l) => s + l.amount, 0);

const titles: Record<Exclude<BillLine['kind'], 'good'>, Record<Locale, string>> = {
  sale: { ua: 'Знижка на товари', ru: 'Скидка на товары' },
  club: { ua: 'Клубна знижка', ru: 'Клубная скидка' },
  promo: { ua: 'Промокод', ru: 'Промокод' },
  delivery: { ua: 'Доставка', ru: 'Доставка' },
  packaging: { ua: 'Транспортна упаковка', ru: 'Транспортная упаковка' },
  commission: { ua: 'Комісія за накладений платіж', ru: 'Комиссия за наложенный платёж' },
  certificate: { ua: 'Подарунковий сертифікат', ru: 'Подарочный сертификат' },
  rounding: { ua: 'Заокруглення', ru: 'Округление' },
};

/**
 * A line's title for the API, messages and documents (the storefront's catalogue says the same in
 * `checkout.*`): "Клубна знижка 5 %", "Промокод WELCOME100", "Подарунковий сертифікат 1000…".
 */
export function billLineTitle(line: BillLine, locale: Locale): string {
  if (line.kind === 'good') return locale === 'ru' ? line.titleRu : line.titleUa;
  const title = titles[line.kind][locale];
  if (line.kind === 'club') return `${title} ${line.percent} %`;
  if (line.kind === 'promo') return `${title} ${line.code}`.trim();
  if (line.kind === 'certificate') return line.number ? `${title} ${line.number}` : title;
  return title;
}
