import type { CartItem } from '#core/cart';
import type { GoodDetails } from '#core/catalog';
import type { Locale } from '../i18n/locale';

/**
 * A good as the analytics events describe it, whatever screen it comes from: names in the page's
 * language, `price` in kopiyky (as everywhere in the shop; UAH only in the pushed events).
 */
export type AnalyticsGood = {
  id: number;
  name: string;
  price: number;
  brand: string | null;
  /** The category path from the top (the breadcrumbs), top-level first. */
  categories: readonly string[];
  isAvailable: boolean;
};

/** A good and how many pieces an event is about (added, removed, in the cart, ordered). */
export type AnalyticsLine = { good: AnalyticsGood; quantity: number };

/** GA4's item (ecommerce events): https://developers.google.com/analytics/devguides/collection/ga4/ecommerce */
export type Ga4Item = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  affiliation?: string;
};

export const currency = 'UAH';

/** Kopiyky → UAH as a number with two decimals at most (the events' money). */
export const toUah = (kopiyky: number) => Math.round(kopiyky) / 100;

const categoryKeys = ['item_category', 'item_category2', 'item_category3', 'item_category4'] as const;

/** The one mapping from a good to a GA4 item: the first four levels of its category path (SPEC §7). */
export function toGa4Item({ good, quantity }: AnalyticsLine): Ga4Item {
  const item: Ga4Item = { item_id: String(good.id), item_name: good.name, price: toUah(good.price), quantity };
  if (good.brand) item.item_brand = good.brand;
  good.categories.slice(0, categoryKeys.length).forEach((title, index) => {
    const key = categoryKeys[index];
    if (key) item[key] = title;
  });
  return item;
}

/** Σ price × quantity of the lines, in UAH (GA4's `value`). */
export function linesValue(lines: readonly AnalyticsLine[]): number {
  return toUah(lines.reduce((sum, l) => sum + l.good.price * l.quantity, 0));
}

/** The product page's good. */
export function fromGoodDetails(good: GoodDetails): AnalyticsGood {
  return {
    id: good.id,
    name: good.title,
    price: good.price,
    brand: good.brand?.title ?? null,
    categories: good.breadcrumbs.map((c) => c.title),
    isAvailable: good.isAvailable,
  };
}

/** A line of the cart (checkout page, `/personal`), in the page's language. */
export function fromCartItem(item: CartItem, locale: Locale): AnalyticsGood {
  const lang = locale === 'ru' ? 'ru' : 'ua';
  return {
    id: item.id,
    name: item.title[lang],
    price: item.price,
    brand: item.producer,
    categories: item.breadcrumbs.map((c) => c.title[lang]),
    isAvailable: item.isAvailable,
  };
}

/** The lines of a cart that count (removed lines wait for undo and are not in the cart). */
export function cartLines(items: readonly CartItem[], locale: Locale): AnalyticsLine[] {
  return items.filter((i) => !i.isDeleted).map((i) => ({ good: fromCartItem(i, locale), quantity: i.quantity }));
}
