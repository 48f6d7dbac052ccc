import type { FiscalReceipt } from '../fiscalizer';

/**
 * The body of Checkbox's `POST /receipts/sell` (API v1) for our receipt: goods with the price in
 * kopiyky and quantity × 1000, a line's discount and the receipt's discounts as VALUE amounts,
 * one CASHLESS payment, the e-receipt's address. A return marks every good `is_return` and names
 * the sale it undoes (`related_receipt_id`).
 */
export function sellPayload(receipt: FiscalReceipt) {
  const isReturn = receipt.kind === 'return';
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
    payments: [{ type: 'CASHLESS', value: receipt.payment.value, label: receipt.payment.label }],
    ...(receipt.delivery ? { delivery: receipt.delivery } : {}),
    ...(isReturn && receipt.relatedId ? { related_receipt_id: receipt.relatedId } : {}),
  };
}
