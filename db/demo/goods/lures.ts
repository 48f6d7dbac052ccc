import { colourNames, lureColours } from './colours';
import type { Builder, Draft } from './types';
import { num } from './types';

const lureSeries = [
  'Hornet',
  'Minnow',
  'Shad',
  'Crank',
  'Jerk',
  'Popper',
  'Aglia',
  'Comet',
  'Syclops',
  'Killer',
  'Vibro',
  'Twister',
  'Slug',
  'Craw',
  'Classic',
  'Fry',
  'Perch',
  'Rattlin',
];

type LureSpec = {
  nounUa: string;
  nounRu: string;
  /** Lengths in mm and weights in g are tied: weight grows with length. */
  length?: [number, number];
  weight: [number, number];
  pack?: number[];
  wobbler?: boolean;
  aboutUa: string;
  aboutRu: string;
};

const colourCodes: Record<string, string> = {
  red: 'RD',
  orange: 'OR',
  yellow: 'YL',
  green: 'GR',
  olive: 'OL',
  silver: 'SL',
  gold: 'GD',
  pink: 'PK',
  purple: 'PR',
  black: 'BK',
  white: 'WH',
  blue: 'BL',
};

function colourCode(colour: string): string {
  return colourCodes[colour] ?? colour.slice(0, 2).toUpperCase();
}

/** Weights as tackle makers list them: halves below 10 g, whole grams above. */
function roundWeight(grams: number): number {
  if (grams < 1) return Number(grams.toFixed(1));
  return grams < 10 ? Math.round(grams * 2) / 2 : Math.round(grams);
}

/** Lures: one size per model, variants are colours (as tackle shops list them). */
export function lure(spec: LureSpec): Builder {
  return (rng, brand) => {
    const series = rng.pick(lureSeries);
    const weight = roundWeight(rng.logUniform(spec.weight[0], spec.weight[1]));
    const length = spec.length
      ? Math.round(
          spec.length[0] +
            ((weight - spec.weight[0]) / (spec.weight[1] - spec.weight[0])) * (spec.length[1] - spec.length[0]),
        )
      : undefined;
    const buoyancy = rng.pick(['floating', 'sinking', 'suspending']);
    const depth = Number(rng.logUniform(0.3, 4).toFixed(1));
    const pack = spec.pack ? rng.pick(spec.pack) : undefined;
    const colours = rng.sample(lureColours, rng.pick([1, 2, 3, 4]));
    const model = spec.wobbler
      ? `${series} ${length ?? ''}${buoyancy === 'floating' ? 'F' : buoyancy === 'sinking' ? 'S' : 'SP'}`
      : `${series}${length ? ` ${length}` : ''}`;
    const sizeUa = `${length ? `${num((length ?? 0) / 10, 1)} см ` : ''}${num(weight, 1)} г`;
    const packUa = pack ? ` (${pack} шт)` : '';
    const drafts: Draft[] = colours.map((colour) => {
      const [cUa, cRu] = colourNames[colour] ?? [colour, colour];
      return {
        ua: `${spec.nounUa} ${brand} ${model} ${sizeUa}${packUa} колір ${colourCode(colour)}`,
        ru: `${spec.nounRu} ${brand} ${model} ${sizeUa}${packUa} цвет ${colourCode(colour)}`,
        variantUa: cUa,
        variantRu: cRu,
        colour,
        attrs: {
          lure_weight: weight,
          ...(length ? { lure_length: length } : {}),
          ...(spec.wobbler ? { buoyancy, diving_depth: depth } : {}),
          ...(pack ? { pack_qty: pack } : {}),
          colour,
        },
      };
    });
    return {
      groupUa: `${spec.nounUa} ${brand} ${model}`,
      groupRu: `${spec.nounRu} ${brand} ${model}`,
      drafts,
      aboutUa: spec.aboutUa,
      aboutRu: spec.aboutRu,
    };
  };
}
