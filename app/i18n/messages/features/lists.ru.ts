import type { Texts } from './lists.ua';

/** Russian texts of lists.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'lists.inCart': 'В корзине',
  'lists.decrease': 'Уменьшить количество',
  'lists.increase': 'Увеличить количество',
  'lists.toFavourites': 'Добавить в избранное',
  'lists.signInNeeded': 'Чтобы сохранять товары в списках желаний, войдите в профиль.',
  'lists.compareAdd': 'Добавить к сравнению',
  'lists.compareIn': 'В сравнении',
  'lists.compareAdded': 'Товар добавлен к сравнению',
  'lists.compareAlready': 'Товар уже есть в сравнении',
  'lists.compareOpen': 'Перейти к сравнению',
  'lists.wishAdd': 'Добавить в список желаний',
  'lists.wishIn': 'В списке желаний',
  'lists.waitAdd': 'Сообщить о наличии',
  'lists.waitIn': 'Ждём поступления',
  'lists.waitAdded': 'Сообщим, как только товар появится',
  'lists.viewedTitle': 'Вы просматривали',
} as const satisfies Texts;
