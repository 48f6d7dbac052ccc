import type { FiscalReceipt } from '../fiscalizer';

/**
 * Where Checkbox sends the e-receipt, in the form it takes: an e-mail, or a phone matching
 * `^380\d{9}$` (Checkbox's OpenAPI document, DeliveryPayload.phone). Another phone would make the
 * whole receipt refused (422), and a receipt must be issued whatever its delivery: none then — the
 * shop sends the link itself (ADR 0112).
 */
function deliveryOf(delivery: FiscalReceipt['delivery']) {
  if (!delivery) return null;
  if ('email' in delivery) return { email: delivery.email };
  return /^380\d{9}$/.test(delivery.phone) ? { phone: delivery.phone } : null;
}

/**
 * The body of Checkbox's `POST /receipts/sell` (API v1) for our receipt: goods with the price in
 * kopiyky and quantity × 1000, a line's discount and the receipt's discounts as VALUE amounts,
 * one CASHLESS payment, the e-receipt's address. A return marks every good `is_return` and names
 * the sale it undoes (`related_receipt_id`).
 */
export function sellPayload(receipt: FiscalReceipt) {
  const isReturn = receipt.kind === 'return';
  const delivery = deliveryOf(receipt.delivery);
  return {
    id: receipt.id,
    header: `Замовлення №${receipt.orderId}`,
    goods: receipt.lines.map((l) => ({
      good: { code: l.code.slice(0, 64), name: l.name.slice(0, 256), price: l.price },
      quantity: l.quantity,
      ...(isReturn ? { is_return: true } : {}),
      ...(l.discount > 0
        ? { discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: l.discount, name: 'Знижка' }] }
        : {}),
    })),
    ...(receipt.discounts.length
      ? {
          discounts: receipt.discounts.map((d) => ({
            type: d.type === 'extra_charge' ? 'EXTRA_CHARGE' : 'DISCOUNT',
            mode: 'VALUE',
            value: d.value,
            name: d.name.slice(0, 128),
          })),
        }
      : {}),
    // A payment's label: at most 128 characters (CardPaymentPayload.label).
    payments: [{ type: 'CASHLESS', value: receipt.payment.value, label: receipt.payment.label.slice(0, 128) }],
    ...(delivery ? { delivery } : {}),
    ...(isReturn && receipt.relatedId ? { related_receipt_id: receipt.relatedId } : {}),
  };
}
