/** Store maps: the product page's availability dialog, shop and town pages, the phone buy bar (SPEC §2). */
export const ua = {
  'maps.open': 'Показати на карті',
  'maps.dialog': 'Наявність у магазинах',
  'maps.label': 'Карта магазинів',
  'maps.tilesFailed': 'Підкладка карти не завантажилася: позначки магазинів є, адреси — у списку.',
  'maps.hours': 'Графік роботи',
  'maps.shop': 'Сторінка магазину',
  'maps.buyBar': 'Ціна і купівля',
} as const;

export const ru = {
  'maps.open': 'Показать на карте',
  'maps.dialog': 'Наличие в магазинах',
  'maps.label': 'Карта магазинов',
  'maps.tilesFailed': 'Подложка карты не загрузилась: отметки магазинов есть, адреса — в списке.',
  'maps.hours': 'График работы',
  'maps.shop': 'Страница магазина',
  'maps.buyBar': 'Цена и покупка',
} as const satisfies Record<keyof typeof ua, string>;
