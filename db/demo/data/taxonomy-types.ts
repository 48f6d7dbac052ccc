import type { Builder } from '../goods/types';

/** A category that holds goods (third level). */
export type Leaf = {
  key: string;
  ua: string;
  ru: string;
  /** Picture kind from core/media. */
  kind: string;
  /** Price range in whole UAH. */
  price: [number, number];
  /** Relative share of the catalogue. */
  weight: number;
  brands: string[];
  make: Builder;
  transport?: boolean;
};

export type Branch = { key: string; ua: string; ru: string; kind: string; children: Leaf[] };
export type Root = { key: string; ua: string; ru: string; kind: string; children: Branch[] };
