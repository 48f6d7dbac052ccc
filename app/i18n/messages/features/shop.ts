/** One shop's page (SPEC §2 /shops/{town_name}/{name}). */
export const ua = {
  'shop.description': '{shop}, {address}: години роботи, телефон, маршрут і товари в наявності.',
  'shop.hours': 'Години роботи',
  'shop.inStock': 'У наявності в цьому магазині',
  'shop.stockCount': 'Товарів у наявності: {count}',
  'shop.call': 'Зателефонувати',
  'shop.coordinates': 'Координати: {lat}, {lng}',
} as const;

export const ru = {
  'shop.description': '{shop}, {address}: часы работы, телефон, маршрут и товары в наличии.',
  'shop.hours': 'Часы работы',
  'shop.inStock': 'В наличии в этом магазине',
  'shop.stockCount': 'Товаров в наличии: {count}',
  'shop.call': 'Позвонить',
  'shop.coordinates': 'Координаты: {lat}, {lng}',
} as const satisfies Record<keyof typeof ua, string>;
