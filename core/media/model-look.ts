import { escapeXml, hash, palette, shade, type Tone, tone } from './svg';

/**
 * What sets one demo model apart from the others of its kind: proportions, a second
 * colour, a backdrop and a model label, all derived from the model's number — deterministic, so a
 * model looks the same on every page and in every run, and two models of a category do not look
 * like clones.
 */
export type ModelLook = {
  /** Horizontal and vertical stretch of the drawing around its centre (0.8–1.14). */
  sx: number;
  sy: number;
  /** The colour of the parts drawn in the tone's light shade (spools, bands, handles…). */
  accent: string;
  /** 0 plain, 1 diagonal stripes, 2 dots, 3 a plate behind the goods. */
  backdrop: number;
  /** A model code such as `KX-240`, on a tag in the corner. */
  label: string;
  /** Degrees the goods lie turned (loose, long goods only: rods, lures, knives…; 0 for what stands). */
  tilt: number;
};

/** Goods that lie loose on a photo table: they may be turned; tents and chairs stand upright. */
const loose = new Set([
  'rod',
  'line',
  'wobbler',
  'spoon',
  'spinner',
  'soft-bait',
  'hook',
  'jig',
  'sinker',
  'float',
  'swivel',
  'oar',
  'landing-net',
  'net-handle',
  'knife',
  'multitool',
  'flashlight',
  'poles',
  'case',
  'baitcaster',
]);

/** Model numbers in picture names: `m0` … `m999`. */
export const maxModelLook = 999;

const accents = ['orange', 'yellow', 'teal', 'red', 'blue', 'green', 'purple', 'gold', 'silver', 'pink'];
const letters = 'ABCDEFGHKLMNPRSTVXZ';

export function modelLook(kind: string, model: number): ModelLook {
  const h = hash(`${kind}:${model}`);
  const byte = (shift: number) => ((h >>> shift) & 0xff) / 255;
  const h2 = hash(`${model}:${kind}:label`);
  return {
    sx: 0.8 + byte(0) * 0.34,
    sy: 0.8 + byte(8) * 0.34,
    accent: accents[(h >>> 16) % accents.length] as string,
    backdrop: (h >>> 24) % 4,
    label: `${letters[h2 % letters.length]}${letters[(h2 >>> 8) % letters.length]}-${10 + ((h2 >>> 16) % 90) * 10}`,
    tilt: loose.has(kind) ? ((h2 >>> 24) % 29) - 14 : 0,
  };
}

/** The goods' tone with the model's accent where the drawing uses its light shade. */
export function lookTone(hex: string, look: ModelLook): Tone {
  const base = tone(hex);
  const accent = palette[look.accent] ?? hex;
  // An accent equal to the body colour would vanish: keep the light shade then.
  return accent === hex ? base : { ...base, light: shade(accent, 0.15) };
}

/** The backdrop drawn over the background gradient, in the goods' colour at low opacity. */
export function lookBackdrop(look: ModelLook, hex: string): string {
  switch (look.backdrop) {
    case 1:
      return `<defs><pattern id="pt" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="10" height="28" fill="${hex}" opacity=".08"/></pattern></defs><rect width="400" height="400" fill="url(#pt)"/>`;
    case 2:
      return `<defs><pattern id="pt" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="3" fill="${hex}" opacity=".12"/></pattern></defs><rect width="400" height="400" fill="url(#pt)"/>`;
    case 3:
      return `<circle cx="200" cy="200" r="170" fill="#fff" opacity=".55"/>`;
    default:
      return '';
  }
}

/** The model's proportions: the drawing stretched around the canvas centre. */
export function lookTransform(look: ModelLook): string {
  const sx = look.sx.toFixed(3);
  const sy = look.sy.toFixed(3);
  return `translate(200 200) rotate(${look.tilt}) scale(${sx} ${sy}) translate(-200 -200)`;
}

/** The model's code on a tag in the lower right corner. */
export function lookLabel(look: ModelLook, hex: string): string {
  const width = 20 + look.label.length * 14;
  return (
    `<g transform="translate(${380 - width} 338)"><rect width="${width}" height="40" rx="8" fill="#fff" stroke="${shade(hex, -0.2)}" stroke-width="2"/>` +
    `<text x="${width / 2}" y="28" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="22" fill="${shade(hex, -0.45)}">${escapeXml(look.label)}</text></g>`
  );
}
