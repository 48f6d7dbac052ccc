import { type BillableOrder, billLineTitle, orderBill } from '#core/checkout';
import { formatKyivDate } from '#core/shared';
import type { OrderPaymentDetails } from '#db/schema';
import { amountInWordsUa } from './amount-in-words';
import type { InvoiceSeller } from './seller';

/** What an invoice needs of an order (core/orders' order views fit it). */
export type InvoiceOrder = BillableOrder & {
  id: number;
  createdAt: Date;
  paymentDueAt: Date | null;
  paymentDetails: OrderPaymentDetails;
  firstName: string;
  lastName: string;
  phone: string;
  payment: { code: string };
};

export type InvoiceRow = { name: string; quantity: number; unit: string; price: number; sum: number };

/** An invoice ready to print (every amount in kopiyky). */
export type InvoiceDocument = {
  number: string;
  date: Date;
  dueAt: Date | null;
  seller: InvoiceSeller;
  buyer: { company: string; edrpou: string; contact: string; phone: string };
  rows: InvoiceRow[];
  /** Each discount, the gift certificate and the rounding on its own line (negative), as the order's bill. */
  discounts: { name: string; amount: number }[];
  total: number;
  /** VAT included in the total (0 when the seller is not a VAT payer). */
  vat: number;
  totalInWords: string;
  purpose: string;
};

/**
 * The bank-transfer invoice of an order (SPEC §9, ADR 0100): "Рахунок на оплату № <id>"
 * with the seller's requisites, the buyer's company, the goods and the fees (delivery, the
 * method's commission, packing), each discount on its own line (the order's bill, ADR 0114) so the
 * rows add up to the order's total, VAT per the seller's rate, the sum in words, the due date and the purpose of payment.
 * Null for an order not paid by invoice.
 */
export function invoiceDocument(order: InvoiceOrder, seller: InvoiceSeller): InvoiceDocument | null {
  if (order.payment.code !== 'invoice') return null;
  // The order's own lines (ADR 0114): goods and the services the shop charges as
  // rows, each discount as a line under them — together exactly the order's total.
  const bill = orderBill(order);
  const rows: InvoiceRow[] = [];
  const discounts: InvoiceDocument['discounts'] = [];
  for (const line of bill.lines) {
    if (line.kind === 'good')
      rows.push({
        name: line.titleUa,
        quantity: line.quantity,
        unit: 'шт.',
        price: line.fullPrice,
        sum: line.amount,
      });
    else if (line.amount > 0)
      rows.push({ name: billLineTitle(line, 'ua'), quantity: 1, unit: 'посл.', price: line.amount, sum: line.amount });
    else if (line.amount < 0) discounts.push({ name: billLineTitle(line, 'ua'), amount: line.amount });
  }
  const vat = seller.vatPercent > 0 ? Math.round((order.total * seller.vatPercent) / (100 + seller.vatPercent)) : 0;
  return {
    number: String(order.id),
    date: order.createdAt,
    dueAt: order.paymentDueAt,
    seller,
    buyer: {
      company: order.paymentDetails.company ?? '',
      edrpou: order.paymentDetails.edrpou ?? '',
      contact: `${order.lastName} ${order.firstName}`.trim(),
      phone: order.phone,
    },
    rows,
    discounts,
    total: order.total,
    vat,
    totalInWords: amountInWordsUa(order.total),
    purpose: `Оплата за рахунком № ${order.id} від ${kyivDate(order.createdAt)}${vat ? `, у т.ч. ПДВ ${money(vat)} грн` : ', без ПДВ'}`,
  };
}

/** dd.mm.yyyy in Kyiv. */
export const kyivDate = formatKyivDate;

/** 123456 → "1 234,56" (a plain space between thousands). */
export function money(kopiyky: number): string {
  const sign = kopiyky < 0 ? '−' : '';
  const abs = Math.abs(kopiyky);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}
