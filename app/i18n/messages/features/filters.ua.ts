/** Listing filters, facets, sort and paging (SPEC §2 `{filter}` segment; ADR 0058). */
export const ua = {
  'filters.title': 'Фільтри',
  'filters.open': 'Фільтри ({count})',
  'filters.close': 'Закрити фільтри',
  'filters.show': 'Показати {count}',
  'filters.price': 'Ціна',
  'filters.from': 'від',
  'filters.to': 'до',
  'filters.apply': 'Застосувати',
  'filters.available': 'Є в наявності',
  'filters.availability': 'Наявність',
  'filters.brands': 'Бренди',
  'filters.brandSearch': 'Пошук бренду',
  'filters.selected': 'Обрані фільтри',
  'filters.remove': 'Прибрати фільтр «{label}»',
  'filters.clear': 'Очистити все',
  'filters.more': 'Ще {count}',
  'filters.empty': 'Немає товарів, що відповідають обраним фільтрам',
  'filters.emptyHint': 'Приберіть частину фільтрів або почніть спочатку.',
  'filters.clearLink': 'Скинути фільтри',
  'filters.showMore': 'Показати ще',
  'filters.loading': 'Завантаження…',
  'filters.pages': 'Сторінки',
  'filters.pageN': 'Сторінка {page}',
  'listing.sort.discount': 'Зі знижкою',
} as const;

export type Texts = Record<keyof typeof ua, string>;
