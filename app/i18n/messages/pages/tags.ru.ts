import type { Texts } from './tags.ua';

/** Russian texts of tags.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'tags.title': 'Подборки товаров',
  'tags.description': 'Хиты продаж, новинки и скидки в интернет-магазине Поплавок: снасти, туризм, кемпинг.',
  'tags.hits.description': 'Хиты продаж Поплавка: то, что рыбаки и туристы покупают чаще всего.',
  'tags.novelty.description': 'Новинки Поплавка: свежие поступления снастей, туристического и кемпингового снаряжения.',
  'tags.discounts.description': 'Скидки Поплавка: товары по сниженным ценам, пока они есть в наличии.',
  'tags.open': 'Смотреть все',
} as const satisfies Texts;
