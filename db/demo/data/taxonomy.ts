import { campingKit } from './taxonomy-camp-kit';
import { campingShelter } from './taxonomy-camping';
import { boats, electronics } from './taxonomy-electronics';
import { fishingWear } from './taxonomy-fishing-wear';
import { accessories } from './taxonomy-gear';
import { lines, lures } from './taxonomy-lines-lures';
import { reels, rods } from './taxonomy-rods';
import { bait, feeders, terminal } from './taxonomy-tackle';
import { tourism } from './taxonomy-tourism';
import type { Root } from './taxonomy-types';

export type { Branch, Leaf, Root } from './taxonomy-types';

/** The three top-level departments of the catalogue. */
export const taxonomy: Root[] = [
  {
    key: 'fishing',
    ua: 'Риболовля',
    ru: 'Рыбалка',
    kind: 'rod',
    children: [rods, reels, lines, lures, terminal, feeders, bait, electronics, boats, accessories, fishingWear],
  },
  { key: 'camping', ua: 'Кемпінг', ru: 'Кемпинг', kind: 'tent', children: [...campingShelter, ...campingKit] },
  { key: 'tourism', ua: 'Туризм', ru: 'Туризм', kind: 'backpack', children: tourism },
];
