import type { FiscalReceipt, ReceiptDiscount, ReceiptLine } from './fiscalizer';

/** The order as a receipt needs it: its snapshot amounts (kopiyky) and lines. */
export type OrderForReceipt = {
  id: number;
  phone: string;
  email: string | null;
  lines: { extId: string; titleUa: string; price: number; quantity: number; discount: number }[];
  goodsPrice: number;
  goodsDiscount: number;
  promoCode: string | null;
  promoDiscount: number;
  certificateNumber: string | null;
  certificateAmount: number;
  deliveryCost: number;
  paymentCommission: number;
  shippingContainer: number;
  /** Kopiyky waived so that a whole-hryvnia carrier collects a whole sum (ADR 0114). */
  rounding: number;
};

/** What the shopper paid through: the receipt's payment label. */
const paymentLabels: Record<string, string> = {
  privat_parts: 'Оплата частинами ПриватБанк',
  mono_parts: 'Покупка частинами monobank',
};

/**
 * Splits `total` kopiyky over `weights` in proportion, whole kopiyky, the remainders to the
 * largest fractions (ties: the earlier line), so the parts always add up to `total` exactly.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/** A receipt's total: its lines less their discounts, less (or plus) the receipt's own. */
export function receiptTotal(receipt: Pick<FiscalReceipt, 'lines' | 'discounts'>): number {
  const lines = receipt.lines.reduce((s, l) => s + lineSum(l) - l.discount, 0);
  return receipt.discounts.reduce((s, d) => s + (d.type === 'extra_charge' ? d.value : -d.value), lines);
}

const lineSum = (l: ReceiptLine) => (l.price * l.quantity) / 1000;

/**
 * The fiscal receipt of a payment (ADR 0099): the order's goods (names in Ukrainian,
 * the state language of receipts), its delivery, packaging and commission as service lines,
 * the club or percent-promo discount on each line, a fixed promo code, a gift certificate and the
 * rounding to whole hryvnias (ADR 0114) as receipt discounts — and whatever differs from the money actually paid as one correction, so
 * the receipt's total is exactly `amount`. A partial return spreads the refunded sum over the
 * lines in proportion instead. The e-receipt goes to the order's e-mail, else its phone.
 */
export function buildReceipt(
  order: OrderForReceipt,
  payment: { id: string; kind: 'sell' | 'return'; amount: number; provider: string; relatedId?: string | null },
): FiscalReceipt {
  const lines: ReceiptLine[] = order.lines.map((l) => ({
    code: l.extId,
    name: l.titleUa,
    price: l.price,
    quantity: l.quantity * 1000,
    discount: Math.min(Math.max(0, l.discount), l.price * l.quantity),
  }));
  const service = (code: string, name: string, price: number) =>
    price > 0 && lines.push({ code, name, price, quantity: 1000, discount: 0 });
  service('delivery', 'Доставка', order.deliveryCost);
  service('packaging', 'Транспортна упаковка', order.shippingContainer);
  service('commission', 'Комісія за переказ коштів', order.paymentCommission);

  const discounts: ReceiptDiscount[] = [];
  // A fixed promo code is no line's discount: what the order's goods cost less the lines' own.
  const goodsNet = order.goodsPrice - order.goodsDiscount - order.promoDiscount;
  const linesNet = order.lines.reduce((s, l) => s + l.price * l.quantity - l.discount, 0);
  const orderDiscount = Math.max(0, linesNet - goodsNet);
  if (orderDiscount > 0)
    discounts.push({
      type: 'discount',
      name: order.promoCode ? `Промокод ${order.promoCode}` : 'Знижка',
      value: orderDiscount,
    });
  if (order.certificateAmount > 0)
    discounts.push({
      type: 'discount',
      name: order.certificateNumber ? `Подарунковий сертифікат ${order.certificateNumber}` : 'Подарунковий сертифікат',
      value: order.certificateAmount,
    });
  // The order's rounding to whole hryvnias is a discount of its own (ADR 0114): the receipt says
  // exactly what the carrier collected, with no "Коригування суми".
  if (order.rounding > 0) discounts.push({ type: 'discount', name: 'Заокруглення', value: order.rounding });

  const base = {
    id: payment.id,
    kind: payment.kind,
    orderId: order.id,
    payment: { value: payment.amount, label: paymentLabels[payment.provider] ?? 'Платіжна картка' },
    delivery: order.email ? { email: order.email } : order.phone ? { phone: order.phone.replace(/^\+/, '') } : null,
    relatedId: payment.relatedId ?? null,
  };
  const total = receiptTotal({ lines, discounts });
  if (payment.kind === 'return' && payment.amount < total)
    return { ...base, ...prorated(lines, discounts, payment.amount) };
  if (total > payment.amount)
    discounts.push({ type: 'discount', name: 'Коригування суми', value: total - payment.amount });
  if (total < payment.amount)
    discounts.push({ type: 'extra_charge', name: 'Коригування суми', value: payment.amount - total });
  return { ...base, lines, discounts };
}

/** A part of the money back: each line gets its share of `amount` (by what it cost after discounts). */
function prorated(lines: ReceiptLine[], discounts: ReceiptDiscount[], amount: number) {
  const nets = lines.map((l) => lineSum(l) - l.discount);
  const off = discounts.reduce((s, d) => s + (d.type === 'extra_charge' ? -d.value : d.value), 0);
  const afterReceipt = allocate(Math.max(0, nets.reduce((a, b) => a + b, 0) - off), nets);
  const shares = allocate(amount, afterReceipt);
  return {
    lines: lines.map((l, i) => ({ ...l, discount: lineSum(l) - (shares[i] ?? 0) })),
    discounts: [] as ReceiptDiscount[],
  };
}
