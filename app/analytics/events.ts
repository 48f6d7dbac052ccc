import { type AnalyticsGood, type AnalyticsLine, currency, linesValue, toGa4Item, toUah } from './items';

/** The placed order as the `purchase` event tells it (money in kopiyky, as the shop keeps it). */
export type PurchaseOrder = {
  id: number;
  lines: AnalyticsLine[];
  /** What the shopper pays: goods after discounts plus delivery and fees. */
  total: number;
  shipping: number;
  coupon: string | null;
  /** The affiliate cookie `sd_user` when the order was placed (SPEC §9, ADR 0055). */
  affiliate: string | null;
};

/** The shopper's contacts as they gave them (CustomerData, signed-in only). */
export type CustomerContact = { email: string | null; phone: string; firstName: string; lastName: string };

/** What happened in the shop; the bus turns each into dataLayer entries (GA4 and e-mail marketing). */
export type ShopEvent =
  | { type: 'view_item'; good: AnalyticsGood }
  | { type: 'add_to_cart'; lines: AnalyticsLine[] }
  | { type: 'remove_from_cart'; lines: AnalyticsLine[] }
  | { type: 'begin_checkout'; lines: AnalyticsLine[] }
  | { type: 'purchase'; order: PurchaseOrder }
  | { type: 'add_to_wishlist'; good: AnalyticsGood }
  /** The cart as it is now, after any change (StatusCart). */
  | { type: 'cart_status'; lines: AnalyticsLine[] }
  | { type: 'customer'; customer: CustomerContact };

export type DataLayerEntry = Record<string, unknown>;

/**
 * The dataLayer entries of one event. GA4 ecommerce events follow Google's shape (an
 * `{ ecommerce: null }` first, so a tag never sees the previous event's items); the e-mail
 * marketing events carry their payload under their own name, ready for the service's
 * `sendEvent(name, payload)` (ADR 0054). `guid` names this browser's cart (StatusCart).
 */
export function toDataLayer(event: ShopEvent, guid: string): DataLayerEntry[] {
  switch (event.type) {
    case 'view_item':
      return ga4('view_item', [{ good: event.good, quantity: 1 }]);
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'begin_checkout':
      return ga4(event.type, event.lines);
    case 'add_to_wishlist': {
      const { good } = event;
      return [
        ...ga4('add_to_wishlist', [{ good, quantity: 1 }]),
        {
          event: 'AddToWishlist',
          AddToWishlist: { productKey: String(good.id), price: toUah(good.price), isInStock: good.isAvailable ? 1 : 0 },
        },
      ];
    }
    case 'purchase': {
      const { order } = event;
      const entries = ga4('purchase', order.lines, {
        transaction_id: String(order.id),
        value: toUah(order.total),
        shipping: toUah(order.shipping),
        ...(order.coupon ? { coupon: order.coupon } : {}),
      });
      // For an affiliate network's tag (the cookie is HttpOnly: the page cannot read it itself).
      return order.affiliate ? entries.map((e) => ('event' in e ? { ...e, affiliate: order.affiliate } : e)) : entries;
    }
    case 'cart_status':
      return [
        {
          event: 'StatusCart',
          StatusCart: event.lines.map((l) => ({
            productKey: String(l.good.id),
            price: toUah(l.good.price),
            quantity: l.quantity,
            currency,
          })),
          GUID: guid,
        },
      ];
    case 'customer': {
      const { customer } = event;
      return [
        {
          event: 'CustomerData',
          CustomerData: {
            user_email: customer.email ?? '',
            user_phone: customer.phone,
            user_name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
          },
        },
      ];
    }
  }
}

function ga4(name: string, lines: readonly AnalyticsLine[], extra: Record<string, unknown> = {}): DataLayerEntry[] {
  return [
    { ecommerce: null },
    { event: name, ecommerce: { currency, value: linesValue(lines), ...extra, items: lines.map(toGa4Item) } },
  ];
}

/** A cart's content as one comparable string (StatusCart fires when it changes). */
export function cartSignature(lines: readonly AnalyticsLine[]): string {
  return lines.map((l) => `${l.good.id}:${l.quantity}:${l.good.price}`).join(',');
}

/** Contacts as one comparable string (CustomerData fires when they change). */
export function customerSignature(c: CustomerContact): string {
  return [c.email ?? '', c.phone, c.firstName, c.lastName].join('\n');
}
