/** Tag landing pages (SPEC §2: /hits tag 1, /novelty 2, /discounts 3, and /tags). */
export const ua = {
  'tags.title': 'Добірки товарів',
  'tags.description': 'Хіти продажу, новинки та знижки в інтернет-магазині Поплавок: снасті, туризм, кемпінг.',
  'tags.hits.description': 'Хіти продажу Поплавка: те, що рибалки й туристи купують найчастіше.',
  'tags.novelty.description': 'Новинки Поплавка: свіжі надходження снастей, туристичного та кемпінгового спорядження.',
  'tags.discounts.description': 'Знижки Поплавка: товари за зниженими цінами, поки вони є в наявності.',
  'tags.open': 'Дивитися всі',
} as const;

export const ru = {
  'tags.title': 'Подборки товаров',
  'tags.description': 'Хиты продаж, новинки и скидки в интернет-магазине Поплавок: снасти, туризм, кемпинг.',
  'tags.hits.description': 'Хиты продаж Поплавка: то, что рыбаки и туристы покупают чаще всего.',
  'tags.novelty.description': 'Новинки Поплавка: свежие поступления снастей, туристического и кемпингового снаряжения.',
  'tags.discounts.description': 'Скидки Поплавка: товары по сниженным ценам, пока они есть в наличии.',
  'tags.open': 'Смотреть все',
} as const satisfies Record<keyof typeof ua, string>;
