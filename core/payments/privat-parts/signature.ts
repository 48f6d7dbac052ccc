import { createHash } from 'node:crypto';

/** A product as PrivatBank's payment/create takes it; `price` per unit in kopiyky here. */
export type PrivatProduct = { name: string; count: number; price: number };

const sha1Base64 = (text: string) => createHash('sha1').update(text, 'utf8').digest('base64');

/**
 * Kopiyky as the signature's amount "without the floating point": the UAH amount with two decimals
 * and no dot, so under 1 UAH it keeps the leading zero — 99 → "099", 5 → "005", 50000 → "50000"
 * (PrivatBank's API v2 document; `sprintf('%.2f')` without the dot in `dicrtarasov/yii2-payparts`).
 */
export const withoutPoint = (kopiyky: number): string =>
  `${Math.trunc(kopiyky / 100)}${String(kopiyky % 100).padStart(2, '0')}`;

/**
 * payment/create's signature (PrivatBank "Оплата частинами" API v2, ADR 0098):
 * base64(sha1(password + storeId + orderId + amount + partsCount + merchantType + responseUrl +
 * redirectUrl + products + password)), amounts "without the floating point" — kopiyky as an
 * integer text — and each product as name + count + price.
 */
export function createSignature(
  password: string,
  r: {
    storeId: string;
    orderId: string;
    amount: number;
    partsCount: number;
    merchantType: string;
    responseUrl: string;
    redirectUrl: string;
    products: PrivatProduct[];
  },
): string {
  const products = r.products.map((p) => `${p.name}${p.count}${withoutPoint(p.price)}`).join('');
  return sha1Base64(
    `${password}${r.storeId}${r.orderId}${withoutPoint(r.amount)}${r.partsCount}${r.merchantType}${r.responseUrl}${r.redirectUrl}${products}${password}`,
  );
}

/** A callback's (and a state answer's) signature: base64(sha1(password + storeId + orderId + paymentState + message + password)). */
export function callbackSignature(
  password: string,
  c: { storeId: string; orderId: string; paymentState: string; message: string },
): string {
  return sha1Base64(`${password}${c.storeId}${c.orderId}${c.paymentState}${c.message}${password}`);
}

/** payment/state's request signature: base64(sha1(password + storeId + orderId + password)). */
export function stateSignature(password: string, storeId: string, orderId: string): string {
  return sha1Base64(`${password}${storeId}${orderId}${password}`);
}
