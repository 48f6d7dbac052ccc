import { isIdList, readPersonal, writePersonal } from '../personal-storage';
import { cartSignature, customerSignature, type DataLayerEntry, type ShopEvent, toDataLayer } from './events';

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** How many placed orders this browser remembers having reported (`purchase` once per order). */
const rememberedOrders = 20;
const isString = (v: unknown): v is string => typeof v === 'string';
/** Payloads already reported: an effect that runs again with the same data reports nothing new. */
const seen = new WeakSet<object>();
const payload = (e: ShopEvent): object =>
  'good' in e ? e.good : 'lines' in e ? e.lines : 'order' in e ? e.order : e.customer;

/**
 * The one way the shop reports what happened (ADR 0054): the event's entries go to
 * `window.dataLayer`, always (no network: a tag manager, when configured, reads them). Repeats are
 * dropped here, so a call site stays one line: the same good, lines or order object twice, a `purchase` of an
 * order already reported by this browser (reloads, other tabs), a StatusCart or CustomerData that
 * says what the last one said. No-op on the server.
 */
export function track(event: ShopEvent): void {
  if (typeof window === 'undefined' || seen.has(payload(event))) return;
  seen.add(payload(event));
  if (!isNew(event)) return;
  const layer = window.dataLayer ?? [];
  window.dataLayer = layer;
  for (const entry of toDataLayer(event, cartGuid())) layer.push(entry);
}

function isNew(event: ShopEvent): boolean {
  if (event.type === 'purchase') {
    const reported = readPersonal('purchases', [], isIdList);
    if (reported.includes(event.order.id)) return false;
    writePersonal('purchases', [event.order.id, ...reported].slice(0, rememberedOrders));
    return true;
  }
  if (event.type === 'cart_status') return changed('status-cart', cartSignature(event.lines));
  if (event.type === 'customer') return changed('customer-data', customerSignature(event.customer));
  return true;
}

/** Whether `signature` differs from the stored one (an empty cart is the starting state); stores it. */
function changed(key: 'status-cart' | 'customer-data', signature: string): boolean {
  if (readPersonal(key, '', isString) === signature) return false;
  writePersonal(key, signature);
  return true;
}

/** This browser's cart id for the e-mail marketing service (SPEC §7), made once and kept. */
export function cartGuid(): string {
  const kept = readPersonal('status-cart-guid', '', isString);
  if (kept) return kept;
  const guid = randomGuid();
  writePersonal('status-cart-guid', guid);
  return guid;
}

/** A version-4 UUID (crypto.randomUUID needs a secure context; a shop on plain http has none). */
export function randomGuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
