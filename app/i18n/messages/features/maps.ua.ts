/** Store maps: the product page's availability dialog, shop and town pages, the phone buy bar (SPEC §2). */
export const ua = {
  'maps.dialog': 'Наявність у магазинах',
  'maps.label': 'Карта магазинів',
  'maps.tilesFailed': 'Підкладка карти не завантажилася: позначки магазинів є, адреси — у списку.',
  'maps.hours': 'Графік роботи',
  'maps.buyBar': 'Ціна і купівля',
} as const;

export type Texts = Record<keyof typeof ua, string>;
