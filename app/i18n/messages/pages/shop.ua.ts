/** One shop's page (SPEC §2 /shops/{town_name}/{name}). */
export const ua = {
  'shop.description': '{shop}, {address}: години роботи, телефон, маршрут і товари в наявності.',
  'shop.hours': 'Години роботи',
  'shop.inStock': 'У наявності в цьому магазині',
  'shop.stockCount': 'Товарів у наявності: {count}',
  'shop.call': 'Зателефонувати',
  'shop.coordinates': 'Координати: {lat}, {lng}',
} as const;

export type Texts = Record<keyof typeof ua, string>;
