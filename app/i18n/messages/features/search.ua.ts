/** Search: the header's live overlay (SPEC §2 Search overlay) and the search page (§2, §8). */
export const ua = {
  'search.title': 'Пошук «{query}»',
  'search.found': 'Знайдено: {count}',
  'search.empty': 'Результатів пошуку не знайдено',
  'search.emptyHint': 'Перевірте написання або спробуйте коротший запит — назву моделі, бренд чи код товару.',
  'search.all': 'Усі',
  'search.didYouMean': 'Можливо, ви мали на увазі',
  'search.clear': 'Очистити запит',
  'search.close': 'Закрити пошук',
  'search.results': 'Результати пошуку',
  'search.suggestions': 'Можливо, ви шукаєте',
  'search.categories': 'Категорії',
  'search.brands': 'Популярні бренди',
  'search.goods': 'Товари',
  'search.viewAll': 'Усі результати ({count})',
  'search.loading': 'Шукаємо…',
  'search.failed': 'Пошук зараз недоступний. Натисніть «Знайти», щоб відкрити сторінку результатів.',
  'search.hint': 'Стрілки — перехід по результатах, Enter — відкрити, Esc — закрити',
} as const;

export type Texts = Record<keyof typeof ua, string>;
