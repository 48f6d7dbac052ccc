import type { Texts } from './shop.ua';

/** Russian texts of shop.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'shop.description': '{shop}, {address}: часы работы, телефон, маршрут и товары в наличии.',
  'shop.hours': 'Часы работы',
  'shop.inStock': 'В наличии в этом магазине',
  'shop.stockCount': 'Товаров в наличии: {count}',
  'shop.call': 'Позвонить',
  'shop.coordinates': 'Координаты: {lat}, {lng}',
} as const satisfies Texts;
