import type { SearchDoc } from '../types';

type Spec = {
  id: number;
  code: string;
  ua: string;
  ru: string;
  brand?: string;
  cats: [string, string][];
  chars?: [string, string][];
  about?: [string, string];
  available?: boolean;
  popularity?: number;
};

function doc(spec: Spec): SearchDoc {
  return {
    id: spec.id,
    code: spec.code,
    title: { ua: spec.ua, ru: spec.ru },
    brand: spec.brand ?? null,
    categories: spec.cats.map(([ua, ru]) => ({ ua, ru })),
    characteristics: (spec.chars ?? []).map(([ua, ru]) => ({ ua, ru })),
    description: { ua: spec.about?.[0] ?? '', ru: spec.about?.[1] ?? '' },
    available: spec.available ?? true,
    popularity: spec.popularity ?? 0,
  };
}

const reels: [string, string] = ['Котушки', 'Катушки'];
const rods: [string, string] = ['Вудилища', 'Удилища'];
const boats: [string, string] = ['Надувні човни', 'Надувные лодки'];

/** A small hand-made catalogue for the matching rules (unit tests construct goods directly). */
export const testDocs: SearchDoc[] = [
  doc({
    id: 1,
    code: '1234567',
    ua: 'Котушка Shimano Stradic FL 2500',
    ru: 'Катушка Shimano Stradic FL 2500',
    brand: 'Shimano',
    cats: [reels],
    chars: [['2500', '2500']],
    popularity: 50,
  }),
  doc({
    id: 2,
    code: '1234600',
    ua: 'Котушка Daiwa Ninja LT 3000',
    ru: 'Катушка Daiwa Ninja LT 3000',
    brand: 'Daiwa',
    cats: [reels],
    chars: [['3000', '3000']],
    popularity: 40,
  }),
  doc({
    id: 3,
    code: '765432',
    ua: 'Котушка Okuma Ceymar FX-2500',
    ru: 'Катушка Okuma Ceymar FX-2500',
    brand: 'Okuma',
    cats: [reels],
    chars: [['2500', '2500']],
    popularity: 30,
  }),
  doc({
    id: 4,
    code: '555001',
    ua: 'Спінінг Shimano Catana 2,4 м',
    ru: 'Спиннинг Shimano Catana 2,4 м',
    brand: 'Shimano',
    cats: [['Спінінги', 'Спиннинги'], rods],
    chars: [['2,4 м', '2,4 м']],
    popularity: 60,
  }),
  doc({
    id: 5,
    code: '555002',
    ua: 'Фідерне вудлище Salmo Sniper Feeder 3,6 м',
    ru: 'Фидерное удилище Salmo Sniper Feeder 3,6 м',
    brand: 'Salmo',
    cats: [['Фідерні вудилища', 'Фидерные удилища'], rods],
    popularity: 20,
  }),
  doc({
    id: 6,
    code: '600100',
    ua: 'Kolibri K-280 зелений',
    ru: 'Kolibri K-280 зелёный',
    brand: 'Kolibri',
    cats: [boats, ['Човни', 'Лодки']],
    chars: [['ПВХ', 'ПВХ']],
    about: ['Надувний човен для риболовлі на озері.', 'Надувная лодка для рыбалки на озере.'],
    popularity: 10,
  }),
  doc({
    id: 7,
    code: '600200',
    ua: 'Намет тримісний Tramp Lite',
    ru: 'Палатка трёхместная Tramp Lite',
    brand: 'Tramp',
    cats: [['Намети', 'Палатки']],
    popularity: 15,
  }),
  doc({
    id: 8,
    code: '700300',
    ua: 'Волосінь монофільна Sufix 0,25 мм',
    ru: 'Леска монофильная Sufix 0,25 мм',
    brand: 'Sufix',
    cats: [['Волосінь', 'Леска']],
    about: ['Мʼякий і міцний моноліт.', 'Мягкая и прочная леска.'],
    popularity: 25,
  }),
  doc({
    id: 9,
    code: '700400',
    ua: 'Ліхтарик налобний Fenix HL60R',
    ru: 'Фонарик налобный Fenix HL60R',
    brand: 'Fenix',
    cats: [['Ліхтарі', 'Фонари']],
    popularity: 5,
    available: false,
  }),
  doc({
    id: 10,
    code: '700500',
    ua: 'Сумка для котушок Shimano',
    ru: 'Сумка для катушек Shimano',
    brand: 'Shimano',
    cats: [['Сумки', 'Сумки']],
    about: ['Сумка для зберігання котушок.', 'Сумка для хранения катушек.'],
    popularity: 8,
  }),
];
