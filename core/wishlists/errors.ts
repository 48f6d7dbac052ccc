import { registerErrors } from '#core/i18n';

registerErrors({
  good_not_found: { ua: 'Товар не знайдено', ru: 'Товар не найден' },
  // SPEC §5 / §8 texts.
  wishlist_choose: { ua: 'Виберіть список', ru: 'Выберите список' },
  wishlist_name_required: { ua: 'Введіть назву списку', ru: 'Введите название списка' },
  wishlist_name_too_long: {
    ua: 'Назва списку — не більше 100 символів',
    ru: 'Название списка — не более 100 символов',
  },
  wishlist_not_found: { ua: 'Список не знайдено', ru: 'Список не найден' },
  wishlist_limit: { ua: 'Можна мати не більше 50 списків', ru: 'Можно иметь не более 50 списков' },
  wishlist_full: { ua: 'У списку вже 500 товарів', ru: 'В списке уже 500 товаров' },
  wishlist_good_invalid: { ua: 'Невірний код товару', ru: 'Неверный код товара' },
  waitlist_full: { ua: 'У листі очікування вже 200 товарів', ru: 'В листе ожидания уже 200 товаров' },
  // Success messages of the wish-list flows (SPEC §7 data / data_ua, §8 "Товар вилучено").
  wishlist_good_added: { ua: 'Товар додано до списку «{title}»', ru: 'Товар добавлен в список «{title}»' },
  wishlist_good_removed: { ua: 'Товар вилучено', ru: 'Товар удалён' },
  wishlist_deleted: { ua: 'Список видалено', ru: 'Список удалён' },
  wishlist_renamed: { ua: 'Список перейменовано', ru: 'Список переименован' },
});
