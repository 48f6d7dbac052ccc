import type { Texts } from './search.ua';

/** Russian texts of search.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'search.title': 'Поиск «{query}»',
  'search.empty': 'Результаты поиска не найдены',
  'search.emptyHint': 'Проверьте написание или попробуйте запрос короче — название модели, бренд или код товара.',
  'search.all': 'Все',
  'search.didYouMean': 'Возможно, вы имели в виду',
  'search.clear': 'Очистить запрос',
  'search.close': 'Закрыть поиск',
  'search.results': 'Результаты поиска',
  'search.loading': 'Ищем…',
} as const satisfies Texts;
