import type { Texts } from './filters.ua';

/** Russian texts of filters.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'filters.title': 'Фильтры',
  'filters.open': 'Фильтры ({count})',
  'filters.close': 'Закрыть фильтры',
  'filters.show': 'Показать {count}',
  'filters.price': 'Цена',
  'filters.from': 'от',
  'filters.to': 'до',
  'filters.apply': 'Применить',
  'filters.available': 'Есть в наличии',
  'filters.availability': 'Наличие',
  'filters.brands': 'Бренды',
  'filters.brandSearch': 'Поиск бренда',
  'filters.selected': 'Выбранные фильтры',
  'filters.remove': 'Убрать фильтр «{label}»',
  'filters.clear': 'Очистить все',
  'filters.more': 'Ещё {count}',
  'filters.empty': 'Нет товаров, подходящих под выбранные фильтры',
  'filters.emptyHint': 'Уберите часть фильтров или начните сначала.',
  'filters.clearLink': 'Сбросить фильтры',
  'filters.showMore': 'Показать ещё',
  'filters.loading': 'Загрузка…',
  'filters.pages': 'Страницы',
  'filters.pageN': 'Страница {page}',
  'listing.sort.discount': 'Со скидкой',
} as const satisfies Texts;
