import { colourNames } from './colours';
import type { AttrValues, Builder, Draft } from './types';
import { num, variantValues } from './types';

export type PieceSpec = {
  nounUa: string;
  nounRu: string;
  /** Model names, or model names per brand title. */
  series: string[] | Record<string, string[]>;
  /** The variant axis: a number attribute shown in the title ("№6", "60 г", "3.5 м"). */
  axis?: {
    code: string;
    values: number[];
    prefix?: string;
    /** A unit starting with "-" is glued to the number ("3-місний"). */
    unitUa?: string;
    unitRu?: string;
    decimals?: number;
    signed?: boolean;
  };
  /** Attributes fixed per model: a number picked from a list, or an option slug. */
  fixed?: { code: string; values: (number | string)[] }[];
  pack?: number[];
  colours?: string[];
  /** Show the colour in the title and make colour variants when there is no axis. */
  colourInTitle?: boolean;
  /** Bilingual option titles shown in the title (e.g. flavours): code → slug → [ua, ru]. */
  named?: { code: string; options: Record<string, [string, string]> };
  aboutUa: string;
  aboutRu: string;
};

/** A generic builder for simple goods: noun, brand, series, one size axis, optional pack. */
export function piece(spec: PieceSpec): Builder {
  return (rng, brand) => {
    const series = rng.pick(
      Array.isArray(spec.series) ? spec.series : (spec.series[brand] ?? Object.values(spec.series).flat()),
    );
    const fixed: AttrValues = {};
    for (const f of spec.fixed ?? []) fixed[f.code] = rng.pick(f.values);
    const pack = spec.pack ? rng.pick(spec.pack) : undefined;
    if (pack) fixed.pack_qty = pack;
    let namedUa = '';
    let namedRu = '';
    if (spec.named) {
      const slug = rng.pick(Object.keys(spec.named.options));
      const [ua, ru] = spec.named.options[slug] ?? [slug, slug];
      fixed[spec.named.code] = slug;
      namedUa = ` ${ua}`;
      namedRu = ` ${ru}`;
    }
    const colours = spec.colours ?? ['green'];
    const baseColour = rng.pick(colours);
    const packPart = pack ? ` (${pack} шт)` : '';
    const head = `${brand} ${series}`;
    const make = (value: number | undefined, colour: string, factor: number): Draft => {
      const axis = spec.axis;
      const unit = (u: string | undefined) => (!u ? '' : u.startsWith('-') ? u : ` ${u}`);
      const shown =
        value === undefined ? '' : `${axis?.signed && value > 0 ? '+' : ''}${num(value, axis?.decimals ?? 2)}`;
      const sizeUa = axis && value !== undefined ? ` ${axis.prefix ?? ''}${shown}${unit(axis.unitUa)}` : '';
      const sizeRu = axis && value !== undefined ? ` ${axis.prefix ?? ''}${shown}${unit(axis.unitRu)}` : '';
      const [cUa, cRu] = colourNames[colour] ?? [colour, colour];
      const colourUa = spec.colourInTitle ? `, колір ${cUa}` : '';
      const colourRu = spec.colourInTitle ? `, цвет ${cRu}` : '';
      return {
        ua: `${spec.nounUa} ${head}${namedUa}${sizeUa}${colourUa}${packPart}`,
        ru: `${spec.nounRu} ${head}${namedRu}${sizeRu}${colourRu}${packPart}`,
        variantUa: axis ? sizeUa.trim() : cUa,
        variantRu: axis ? sizeRu.trim() : cRu,
        colour,
        attrs: {
          ...fixed,
          ...(axis && value !== undefined ? { [axis.code]: value } : {}),
          ...(spec.colours ? { colour } : {}),
        },
        priceFactor: factor,
      };
    };
    let drafts: Draft[];
    if (spec.axis) {
      const values = variantValues(rng, spec.axis.values, 4);
      drafts = values.map((v, i) => make(v, baseColour, 1 + i * 0.1));
    } else if (spec.colourInTitle && spec.colours) {
      drafts = rng.sample(spec.colours, rng.pick([1, 1, 2, 3])).map((c) => make(undefined, c, 1));
    } else {
      drafts = [make(undefined, baseColour, 1)];
    }
    return {
      groupUa: `${spec.nounUa} ${head}${namedUa}`,
      groupRu: `${spec.nounRu} ${head}${namedRu}`,
      drafts,
      aboutUa: spec.aboutUa,
      aboutRu: spec.aboutRu,
    };
  };
}
