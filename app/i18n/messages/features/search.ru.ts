import type { Texts } from './search.ua';

/** Russian texts of search.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'search.title': 'Поиск «{query}»',
  'search.found': 'Найдено: {count}',
  'search.empty': 'Результаты поиска не найдены',
  'search.emptyHint': 'Проверьте написание или попробуйте запрос короче — название модели, бренд или код товара.',
  'search.all': 'Все',
  'search.didYouMean': 'Возможно, вы имели в виду',
  'search.clear': 'Очистить запрос',
  'search.close': 'Закрыть поиск',
  'search.results': 'Результаты поиска',
  'search.suggestions': 'Возможно, вы ищете',
  'search.categories': 'Категории',
  'search.brands': 'Популярные бренды',
  'search.goods': 'Товары',
  'search.viewAll': 'Все результаты ({count})',
  'search.loading': 'Ищем…',
  'search.failed': 'Поиск сейчас недоступен. Нажмите «Найти», чтобы открыть страницу результатов.',
  'search.hint': 'Стрелки — переход по результатам, Enter — открыть, Esc — закрыть',
} as const satisfies Texts;
