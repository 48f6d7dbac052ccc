import type { Texts } from './chrome.ua';

/** Russian texts of chrome.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'chrome.menuLoading': 'Загружаем каталог…',
  'chrome.bottomMenu': 'Мобильное меню',
  'chrome.tabHome': 'Главная',
  'chrome.tabCatalog': 'Каталог',
  'chrome.tabCart': 'Корзина',
  'chrome.tabCabinet': 'Кабинет',
  'chrome.tabMore': 'Ещё',
  'chrome.callback': 'Заказать звонок',
  'hero.label': 'Предложения магазина',
  'hero.slide': 'Слайд {n} из {count}',
  'hero.prev': 'Предыдущий слайд',
  'hero.next': 'Следующий слайд',
  'hero.pause': 'Остановить прокрутку',
  'hero.play': 'Включить прокрутку',
  'hero.cta': 'Подробнее',
} as const satisfies Texts;
