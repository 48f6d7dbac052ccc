import type { SceneName } from '../../../core/media';

/**
 * Promotions with days relative to `now`: active (start ≤ 0 < end), upcoming and expired. A
 * `discountPercent` makes the promotion drive its goods' prices (ADR 0081); the others only inform.
 */
export const promotionDefs: {
  ua: string;
  ru: string;
  aboutUa: string;
  aboutRu: string;
  online: boolean;
  scene: SceneName;
  startDay: number;
  endDay: number;
  leaves: string[];
  discountPercent: number | null;
}[] = [
  {
    ua: 'Спінінговий сезон: −20 % на спінінги та котушки',
    ru: 'Спиннинговый сезон: −20 % на спиннинги и катушки',
    aboutUa: 'Знижка 20 % на спінінги та безінерційні котушки учасників акції.',
    aboutRu: 'Скидка 20 % на спиннинги и безынерционные катушки участников акции.',
    online: false,
    scene: 'river',
    startDay: -10,
    endDay: 20,
    leaves: ['spinning-rods', 'spinning-reels'],
    discountPercent: 20,
  },
  {
    ua: 'Фідерний тиждень',
    ru: 'Фидерная неделя',
    aboutUa: 'Прикормка, годівниці та фідерні вудилища зі знижкою до 25 %.',
    aboutRu: 'Прикормка, кормушки и фидерные удилища со скидкой до 25 %.',
    online: true,
    scene: 'lake',
    startDay: -3,
    endDay: 4,
    leaves: ['feeder-rods', 'feeder-cages', 'groundbait'],
    discountPercent: 25,
  },
  {
    ua: 'Кемпінг усією родиною',
    ru: 'Кемпинг всей семьёй',
    aboutUa: 'Купуйте намет — отримайте знижку 15 % на спальники та килимки.',
    aboutRu: 'Покупайте палатку — получите скидку 15 % на спальники и коврики.',
    online: false,
    scene: 'camp',
    startDay: -20,
    endDay: 40,
    leaves: ['hiking-tents', 'camping-tents', 'blanket-bags', 'self-inflating-mats'],
    discountPercent: null,
  },
  {
    ua: 'Воблери 2+1',
    ru: 'Воблеры 2+1',
    aboutUa: 'Третій воблер у чеку — у подарунок.',
    aboutRu: 'Третий воблер в чеке — в подарок.',
    online: true,
    scene: 'sea',
    startDay: 7,
    endDay: 30,
    leaves: ['wobblers'],
    discountPercent: null,
  },
  {
    ua: 'Осінній похід: знижки на рюкзаки',
    ru: 'Осенний поход: скидки на рюкзаки',
    aboutUa: 'До −30 % на туристичні рюкзаки та трекінгові палиці.',
    aboutRu: 'До −30 % на туристические рюкзаки и треккинговые палки.',
    online: false,
    scene: 'forest',
    startDay: 25,
    endDay: 55,
    leaves: ['hiking-backpacks', 'trekking-poles'],
    discountPercent: 30,
  },
  {
    ua: 'Зимова риболовля: розпродаж',
    ru: 'Зимняя рыбалка: распродажа',
    aboutUa: 'Розпродаж зимових вудилищ, блешень і льодобурів.',
    aboutRu: 'Распродажа зимних удочек, блёсен и ледобуров.',
    online: false,
    scene: 'ice',
    startDay: -120,
    endDay: -60,
    leaves: ['ice-rods', 'ice-spoons', 'ice-augers'],
    discountPercent: 30,
  },
  {
    ua: 'Весняний старт сезону',
    ru: 'Весенний старт сезона',
    aboutUa: 'Знижки на волосінь і гачки до відкриття сезону.',
    aboutRu: 'Скидки на леску и крючки к открытию сезона.',
    online: true,
    scene: 'river',
    startDay: -75,
    endDay: -45,
    leaves: ['mono-lines', 'hooks'],
    discountPercent: 10,
  },
];
