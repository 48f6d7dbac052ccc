/** The page chrome (SPEC §2 header, catalogue menu, mobile bottom menu, floating buttons). */
export const ua = {
  'chrome.menuLoading': 'Завантажуємо каталог…',
  'chrome.bottomMenu': 'Мобільне меню',
  'chrome.tabHome': 'Головна',
  'chrome.tabCatalog': 'Каталог',
  'chrome.tabCart': 'Кошик',
  'chrome.tabCabinet': 'Кабінет',
  'chrome.tabMore': 'Ще',
  'chrome.callback': 'Замовити дзвінок',
  /** The home hero slider. */
  'hero.label': 'Пропозиції магазину',
  'hero.slide': 'Слайд {n} з {count}',
  'hero.prev': 'Попередній слайд',
  'hero.next': 'Наступний слайд',
  'hero.pause': 'Зупинити прокручування',
  'hero.play': 'Увімкнути прокручування',
  'hero.cta': 'Детальніше',
} as const;

export type Texts = Record<keyof typeof ua, string>;
