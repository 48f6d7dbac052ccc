/** Cart popup, compare, wish lists, waiting list and viewed goods (SPEC §2, §3, §4, §5, §8). */
export const ua = {
  'lists.inCart': 'В кошику',
  'lists.decrease': 'Зменшити кількість',
  'lists.increase': 'Збільшити кількість',
  'lists.toFavourites': 'Додати в обране',
  'lists.signInNeeded': 'Щоб зберігати товари у списках бажань, увійдіть до профілю.',
  'lists.compareAdd': 'Додати до порівняння',
  'lists.compareIn': 'У порівнянні',
  'lists.compareAdded': 'Товар додано до порівняння',
  'lists.compareAlready': 'Товар уже є в порівнянні',
  'lists.compareOpen': 'Перейти до порівняння',
  'lists.wishAdd': 'Додати до списку бажань',
  'lists.wishIn': 'У списку бажань',
  'lists.waitAdd': 'Повідомити про наявність',
  'lists.waitIn': 'Чекаємо на надходження',
  'lists.waitAdded': 'Повідомимо, щойно товар з’явиться',
  'lists.viewedTitle': 'Ви переглядали',
} as const;

export type Texts = Record<keyof typeof ua, string>;
