import { type Builder, type Draft, num, variantValues, within } from './types';

const rodSeries = [
  'X1',
  'Arena',
  'Nautilus',
  'Tornado',
  'Pro Spin',
  'Shadow',
  'Arrow',
  'Stinger',
  'Legend',
  'Fury',
  'Aero',
  'Vortex',
  'Hunter',
  'Nova',
  'Impulse',
  'Sirius',
  'Black Swan',
  'Cayman',
];
const rodLengths = [
  0.45, 0.5, 0.6, 0.7, 0.8, 1.68, 1.8, 1.98, 2.1, 2.13, 2.29, 2.44, 2.59, 2.7, 2.74, 3.0, 3.3, 3.6, 3.66, 3.9, 4.0, 4.2,
  4.5, 5.0, 6.0,
];

function powerCode(maxTest: number): string {
  if (maxTest <= 7) return 'UL';
  if (maxTest <= 12) return 'L';
  if (maxTest <= 21) return 'ML';
  if (maxTest <= 30) return 'M';
  if (maxTest <= 45) return 'MH';
  return 'H';
}

type RodSpec = {
  nounUa: string;
  nounRu: string;
  length: [number, number];
  tests: [number, number][];
  unit?: 'g' | 'lb';
  sections?: number[];
  aboutUa: string;
  aboutRu: string;
};

/** Rods: model code like 762ML from length in feet/inches, sections and power (Favorite style). */
export function rod(spec: RodSpec): Builder {
  return (rng, brand) => {
    const series = rng.pick(rodSeries);
    const test = rng.pick(spec.tests);
    const action = rng.pick(['fast', 'extra-fast', 'moderate', 'fast']);
    const material = rng.pick(['carbon', 'carbon', 'composite', 'fiberglass']);
    const sections = rng.pick(spec.sections ?? [2]);
    const lengths = variantValues(rng, within(rodLengths, spec.length[0], spec.length[1]), 3);
    const testUa = spec.unit === 'lb' ? `${num(test[1])} lb` : `${test[0]}–${test[1]} г`;
    const testRu = spec.unit === 'lb' ? `${num(test[1])} lb` : `${test[0]}-${test[1]} г`;
    const drafts: Draft[] = lengths.map((length) => {
      const feet = length / 0.3048;
      const inches = Math.round((feet - Math.floor(feet)) * 12);
      const code =
        spec.unit === 'lb'
          ? `${Math.round(feet)}ft`
          : length < 1
            ? `${Math.round(length * 100)}`
            : `${Math.floor(feet)}${inches === 12 ? 11 : inches}${sections}${powerCode(test[1])}`;
      const name = `${brand} ${series} ${code} ${num(length)} м`;
      return {
        ua: `${spec.nounUa} ${name} ${testUa}`,
        ru: `${spec.nounRu} ${name} ${testRu}`,
        variantUa: `${num(length)} м`,
        variantRu: `${num(length)} м`,
        colour: rng.pick(['black', 'navy', 'grey', 'green', 'red', 'blue']),
        attrs: {
          length,
          ...(spec.unit === 'lb' ? { test_lb: test[1] } : { cast_min: test[0], cast_max: test[1] }),
          action,
          sections,
          rod_material: material,
        },
        priceFactor: 1 + (length - spec.length[0]) * 0.12,
      };
    });
    return {
      groupUa: `${spec.nounUa} ${brand} ${series}`,
      groupRu: `${spec.nounRu} ${brand} ${series}`,
      drafts,
      aboutUa: spec.aboutUa,
      aboutRu: spec.aboutRu,
    };
  };
}

const reelSeries = [
  'Sienna FG',
  'Ninja LT',
  'Exceler',
  'Nexave',
  'Revros',
  'Fenix',
  'Cruiser',
  'Blaze',
  'Iris',
  'Spirit',
  'Ultegra',
  'Legalis',
  'Titan',
  'Carbon Feeder',
  'Neo',
];

type ReelSpec = { nounUa: string; nounRu: string; sizes: number[]; ratio: number[]; aboutUa: string; aboutRu: string };

/** Reels: size, bearings "5+1BB", gear ratio; variants by size. */
export function reel(spec: ReelSpec): Builder {
  return (rng, brand) => {
    const series = rng.pick(reelSeries);
    const bearings = rng.int(3, 10);
    const ratio = rng.pick(spec.ratio);
    const sizes = variantValues(rng, spec.sizes, 3);
    const drafts: Draft[] = sizes.map((size, i) => {
      const name = `${brand} ${series} ${size} ${bearings}+1BB`;
      return {
        ua: `${spec.nounUa} ${name}`,
        ru: `${spec.nounRu} ${name}`,
        variantUa: String(size),
        variantRu: String(size),
        colour: rng.pick(['black', 'silver', 'gold', 'blue', 'red', 'grey']),
        attrs: {
          reel_size: size,
          bearings: bearings + 1,
          gear_ratio: ratio,
          max_drag: Number((3 + (size / 1000) * 1.6 + i * 0.5).toFixed(1)),
        },
        priceFactor: 1 + i * 0.08,
      };
    });
    return {
      groupUa: `${spec.nounUa} ${brand} ${series}`,
      groupRu: `${spec.nounRu} ${brand} ${series}`,
      drafts,
      aboutUa: spec.aboutUa,
      aboutRu: spec.aboutRu,
    };
  };
}

type LineSpec = {
  series: string[];
  nounUa: string;
  nounRu: string;
  diameters: number[];
  lengths: number[];
  /** Breaking load in kg per mm² of diameter. */
  strength: number;
  colours: string[];
  aboutUa: string;
  aboutRu: string;
};

/** Lines: length, diameter and breaking load (derived from the diameter); variants by diameter. */
export function line(spec: LineSpec): Builder {
  return (rng, brand) => {
    const series = rng.pick(spec.series);
    const length = rng.pick(spec.lengths);
    const colour = rng.pick(spec.colours);
    const diameters = variantValues(rng, spec.diameters, 4);
    const drafts: Draft[] = diameters.map((d) => {
      const load = Number((spec.strength * d * d).toFixed(1));
      const name = `${brand} ${series} ${length} м ${num(d, 3)} мм ${num(load, 1)} кг`;
      return {
        ua: `${spec.nounUa} ${name}`,
        ru: `${spec.nounRu} ${name}`,
        variantUa: `${num(d, 3)} мм`,
        variantRu: `${num(d, 3)} мм`,
        colour,
        attrs: { line_length: length, diameter: d, breaking_load: load, colour },
        priceFactor: 1 + d,
      };
    });
    return {
      groupUa: `${spec.nounUa} ${brand} ${series}`,
      groupRu: `${spec.nounRu} ${brand} ${series}`,
      drafts,
      aboutUa: spec.aboutUa,
      aboutRu: spec.aboutRu,
    };
  };
}
