/** Search: the header's live overlay (SPEC §2 Search overlay) and the search page (§2, §8). */
export const ua = {
  'search.title': 'Пошук «{query}»',
  'search.empty': 'Результатів пошуку не знайдено',
  'search.emptyHint': 'Перевірте написання або спробуйте коротший запит — назву моделі, бренд чи код товару.',
  'search.all': 'Усі',
  'search.didYouMean': 'Можливо, ви мали на увазі',
  'search.clear': 'Очистити запит',
  'search.close': 'Закрити пошук',
  'search.results': 'Результати пошуку',
  'search.loading': 'Шукаємо…',
} as const;

export type Texts = Record<keyof typeof ua, string>;
