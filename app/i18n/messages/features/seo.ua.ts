/** Titles and descriptions search engines show (ADR 0060); `{page}` is a listing's later page. */
export const ua = {
  'seo.page': 'сторінка {page}',
  'seo.category':
    '{category}: {count} в інтернет-магазині Поплавок. Ціни, відгуки, наявність у магазинах і доставка по Україні.',
  'seo.good': '{title} — {price}. Купити в інтернет-магазині Поплавок: відгуки, характеристики, наявність у магазинах.',
  'seo.selection':
    '{title}: {count} в інтернет-магазині Поплавок. Добірка за фільтром: ціни, відгуки, наявність і доставка по Україні.',
  'seo.search': 'Результати пошуку «{query}» в інтернет-магазині Поплавок.',
  /** Names of landmarks that would otherwise repeat another's (axe landmark-unique). */
  'a11y.headerLinks': 'Швидкі посилання',
} as const;

export type Texts = Record<keyof typeof ua, string>;
