import type { Texts } from './seo.ua';

/** Russian texts of seo.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'seo.page': 'страница {page}',
  'seo.category':
    '{category}: {count} в интернет-магазине Поплавок. Цены, отзывы, наличие в магазинах и доставка по Украине.',
  'seo.good': '{title} — {price}. Купить в интернет-магазине Поплавок: отзывы, характеристики, наличие в магазинах.',
  'seo.selection':
    '{title}: {count} в интернет-магазине Поплавок. Подборка по фильтру: цены, отзывы, наличие и доставка по Украине.',
  'seo.search': 'Результаты поиска «{query}» в интернет-магазине Поплавок.',
  'a11y.headerLinks': 'Быстрые ссылки',
} as const satisfies Texts;
