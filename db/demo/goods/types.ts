import type { Rng } from '../random';

/** Characteristic values of one good: numbers, or option slugs (see data/attributes.ts). */
export type AttrValues = Record<string, number | string>;

/** One sellable variant of a model. */
export type Draft = {
  ua: string;
  ru: string;
  variantUa?: string;
  variantRu?: string;
  /** A palette name from core/media (drives the picture and the colour attribute). */
  colour: string;
  attrs: AttrValues;
  /** Price multiplier against the model's base price (bigger size, longer rod…). */
  priceFactor?: number;
};

/** A model: its variants share a good_groups row when there are several. */
export type Model = { groupUa: string; groupRu: string; drafts: Draft[]; aboutUa: string; aboutRu: string };

export type Builder = (rng: Rng, brand: string) => Model;

/** "2.29", "0.165", "12" — dot decimals without trailing zeros. */
export function num(value: number, decimals = 2): string {
  return String(Number(value.toFixed(decimals)));
}

/** Numbers between min and max (inclusive) from a list of standard sizes. */
export function within(values: readonly number[], min: number, max: number): number[] {
  return values.filter((v) => v >= min && v <= max);
}

/** Picks 1–`max` sorted variant values; most models come in one or two. */
export function variantValues(rng: Rng, values: readonly number[], max = 4): number[] {
  const count = rng.pick([1, 1, 1, 2, 2, 3, max]);
  return rng.sample(values, Math.min(count, values.length)).sort((a, b) => a - b);
}
