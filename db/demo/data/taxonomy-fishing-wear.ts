import { piece } from '../goods/piece';
import { wear } from '../goods/wear';
import { brandPools as b } from './brands';
import type { Branch } from './taxonomy-types';

const s = (...names: string[]) => names;

const wearAbout: [string, string] = [
  'Мембрана не пропускає воду і вітер та виводить пару.',
  'Мембрана не пропускает воду и ветер и выводит пар.',
];

export const fishingWear: Branch = {
  key: 'fishing-clothing',
  ua: 'Одяг для риболовлі',
  ru: 'Одежда для рыбалки',
  kind: 'jacket',
  children: [
    {
      key: 'fishing-jackets',
      ua: 'Куртки',
      ru: 'Куртки',
      kind: 'jacket',
      price: [1200, 9000],
      weight: 2,
      brands: b.fishingWear,
      make: wear({
        nounUa: 'Куртка рибальська',
        nounRu: 'Куртка рыболовная',
        season: ['demi', 'three-season'],
        material: ['membrane', 'softshell'],
        aboutUa: wearAbout[0],
        aboutRu: wearAbout[1],
      }),
    },
    {
      key: 'winter-suits',
      ua: 'Зимові костюми',
      ru: 'Зимние костюмы',
      kind: 'jacket',
      price: [3000, 15000],
      weight: 2,
      brands: b.fishingWear,
      make: wear({
        nounUa: 'Костюм зимовий',
        nounRu: 'Костюм зимний',
        season: ['winter'],
        material: ['membrane', 'synthetic'],
        aboutUa: 'Утеплений плаваючий костюм для зимової риболовлі до −30 °C.',
        aboutRu: 'Утеплённый плавающий костюм для зимней рыбалки до −30 °C.',
      }),
    },
    {
      key: 'waders',
      ua: 'Вейдерси',
      ru: 'Вейдерсы',
      kind: 'waders',
      price: [1500, 8000],
      weight: 1,
      brands: b.fishingWear,
      make: wear({
        nounUa: 'Вейдерси',
        nounRu: 'Вейдерсы',
        season: ['all-season'],
        material: ['neoprene', 'membrane', 'pvc'],
        aboutUa: 'Для ловлі в проводку та нахлисту: заходьте у воду по груди.',
        aboutRu: 'Для ловли в проводку и нахлыста: заходите в воду по грудь.',
      }),
    },
    {
      key: 'fishing-boots',
      ua: 'Чоботи',
      ru: 'Сапоги',
      kind: 'boots',
      price: [500, 5000],
      weight: 2,
      brands: b.fishingWear,
      make: piece({
        nounUa: 'Чоботи',
        nounRu: 'Сапоги',
        series: s('EVA Light', 'Winter Snow', 'Hunter', 'Classic'),
        axis: { code: 'shoe_size', values: [40, 41, 42, 43, 44, 45, 46], unitUa: 'р.', unitRu: 'р.' },
        fixed: [{ code: 'material', values: ['eva', 'rubber'] }],
        colours: ['olive', 'green', 'black'],
        aboutUa: 'Легкі непромокальні чоботи зі знімним утеплювачем.',
        aboutRu: 'Лёгкие непромокаемые сапоги со съёмным утеплителем.',
      }),
    },
    {
      key: 'fishing-hats',
      ua: 'Головні убори',
      ru: 'Головные уборы',
      kind: 'hat',
      price: [150, 1200],
      weight: 1,
      brands: b.fishingWear,
      make: piece({
        nounUa: 'Панама',
        nounRu: 'Панама',
        series: s('Sun', 'Fisher', 'Boonie'),
        colours: ['khaki', 'olive', 'grey', 'navy'],
        colourInTitle: true,
        aboutUa: 'Захищає від сонця, швидко сохне.',
        aboutRu: 'Защищает от солнца, быстро сохнет.',
      }),
    },
    {
      key: 'thermal-underwear',
      ua: 'Термобілизна',
      ru: 'Термобельё',
      kind: 'shirt',
      price: [600, 3500],
      weight: 1,
      brands: b.fishingWear,
      make: wear({
        nounUa: 'Термобілизна',
        nounRu: 'Термобельё',
        season: ['winter', 'demi'],
        material: ['fleece', 'synthetic', 'cotton'],
        aboutUa: 'Відводить вологу від тіла і зберігає тепло.',
        aboutRu: 'Отводит влагу от тела и сохраняет тепло.',
      }),
    },
  ],
};
