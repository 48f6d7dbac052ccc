import { colourNames, wearColours } from './colours';
import type { Builder, Draft } from './types';

const wearSeries = [
  'Nordic',
  'Active',
  'Trekker',
  'Storm',
  'Hunter',
  'Explorer',
  'Frost',
  'Aqua Pro',
  'Windblock',
  'Trail',
  'Pro Dry',
  'Cosmo',
  'Arctic',
  'Breeze',
];
export const wearSizes = ['s', 'm', 'l', 'xl', '2xl', '3xl'];

type WearSpec = {
  nounUa: string;
  nounRu: string;
  season: string[];
  material: string[];
  aboutUa: string;
  aboutRu: string;
};

/** Clothing: one colour per model, variants by size (S…3XL). */
export function wear(spec: WearSpec): Builder {
  return (rng, brand) => {
    const series = rng.pick(wearSeries);
    const colour = rng.pick(wearColours);
    const [cUa, cRu] = colourNames[colour] ?? [colour, colour];
    const season = rng.pick(spec.season);
    const material = rng.pick(spec.material);
    const start = rng.int(0, 2);
    const sizes = wearSizes.slice(start, start + rng.pick([1, 2, 3, 4]));
    const drafts: Draft[] = sizes.map((size, i) => ({
      ua: `${spec.nounUa} ${brand} ${series}, колір ${cUa}, ${size.toUpperCase()}`,
      ru: `${spec.nounRu} ${brand} ${series}, цвет ${cRu}, ${size.toUpperCase()}`,
      variantUa: size.toUpperCase(),
      variantRu: size.toUpperCase(),
      colour,
      attrs: { wear_size: size, colour, season, material },
      priceFactor: 1 + i * 0.03,
    }));
    return {
      groupUa: `${spec.nounUa} ${brand} ${series}, колір ${cUa}`,
      groupRu: `${spec.nounRu} ${brand} ${series}, цвет ${cRu}`,
      drafts,
      aboutUa: spec.aboutUa,
      aboutRu: spec.aboutRu,
    };
  };
}
