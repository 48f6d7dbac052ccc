import { registerErrors } from '#core/i18n';

registerErrors({
  good_not_found: { ua: 'Товар не знайдено', ru: 'Товар не найден' },
  goods_ids_invalid: { ua: 'Коди товарів — числа через кому', ru: 'Коды товаров — числа через запятую' },
  goods_ids_too_many: { ua: 'Не більше 100 товарів за раз', ru: 'Не более 100 товаров за раз' },
  good_fields_invalid: { ua: 'Невідоме поле товару', ru: 'Неизвестное поле товара' },
  category_not_found: { ua: 'Категорію не знайдено', ru: 'Категория не найдена' },
  catalog_filter_invalid: { ua: 'Невірний фільтр', ru: 'Неверный фильтр' },
});
