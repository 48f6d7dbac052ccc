import { drawFish, fishLooks } from './fish';
import { fishingKinds } from './kinds-fishing';
import { gearKinds } from './kinds-gear';
import { outdoorKinds } from './kinds-outdoor';
import { lookBackdrop, lookLabel, lookTone, lookTransform, maxModelLook, modelLook } from './model-look';
import { drawScene, type SceneName, sceneNames } from './scenes';
import { brandColours, escapeXml, hash, linearGradient, palette, shade, svgDocument, tone } from './svg';

export { directoryStore } from './directory-store';
export type { ImageStore, Visibility, WritableImageStore } from './image-store';
export { isDemoImageUsed } from './is-demo-image-used';
export { maxModelLook, modelLook } from './model-look';
export { type OriginalsSettings, originalsStore } from './originals-store';
export { type S3StoreOptions, s3Store } from './s3-store';
export { type SceneName, sceneNames } from './scenes';
export { palette as demoColours } from './svg';

const kinds: Record<string, (c: ReturnType<typeof tone>) => string> = {
  ...fishingKinds,
  ...gearKinds,
  ...outdoorKinds,
};

/** Every product kind that has a drawing (rod, reel, wobbler, tent…). */
export const productKinds: readonly string[] = Object.keys(kinds);
export const fishImageNames: readonly string[] = Object.keys(fishLooks);

/** What a demo image shows; its name (and URL) is derived from this. */
export type DemoImage =
  /** `model` (0–999) makes one model of a kind look unlike the others (proportions, accent, backdrop, label). */
  | { type: 'product'; kind: string; colour: string; variant: number; model?: number }
  | { type: 'icon'; kind: string }
  | { type: 'category-banner'; kind: string; variant: number }
  | { type: 'category-mobile'; kind: string }
  | { type: 'scene'; scene: SceneName; variant: number }
  | { type: 'top'; variant: number }
  | { type: 'fish'; fish: string }
  | { type: 'logo'; slug: string };

const safeName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The file name (without `.svg`) of a demo image. */
export function demoImageName(image: DemoImage): string {
  switch (image.type) {
    case 'product':
      return image.model === undefined
        ? `p-${image.kind}-${image.colour}-${image.variant % 4}`
        : `p-${image.kind}-${image.colour}-m${image.model % (maxModelLook + 1)}-${image.variant % 4}`;
    case 'icon':
      return `i-${image.kind}`;
    case 'category-banner':
      return `cb-${image.kind}-${image.variant % 4}`;
    case 'category-mobile':
      return `cm-${image.kind}`;
    case 'scene':
      return `s-${image.scene}-${image.variant % 4}`;
    case 'top':
      return `top-${image.variant % 4}`;
    case 'fish':
      return `f-${image.fish}`;
    case 'logo':
      return `logo-${image.slug}`;
  }
}

const known = new Map<string, boolean>();

/** The URL the server serves the image at: `/images/demo/<name>.svg`; throws for an image that cannot be drawn. */
export function demoImageUrl(image: DemoImage): string {
  const name = demoImageName(image);
  let ok = known.get(name);
  if (ok === undefined) {
    ok = safeName.test(name) && renderDemoImage(name) !== null;
    known.set(name, ok);
  }
  if (!ok) throw new Error(`unknown demo image ${name}`);
  return `/images/demo/${name}.svg`;
}

function product(kind: string, colour: string, variant: number, model: number | null): string | null {
  const draw = kinds[kind];
  const hex = palette[colour];
  if (!draw || !hex) return null;
  const bgTop = ['#f5f8fa', '#eef6f4', '#fbf4ec', '#eef2f8'][variant] ?? '#f5f8fa';
  const transform = [
    '',
    'rotate(-10 200 200) translate(0 10)',
    'translate(-70 -70) scale(1.35)',
    'translate(400 0) scale(-1 1)',
  ][variant];
  const look = model === null ? null : modelLook(kind, model);
  const drawing = look ? `<g transform="${lookTransform(look)}">${draw(lookTone(hex, look))}</g>` : draw(tone(hex));
  const body =
    `<defs>${linearGradient('bg', bgTop, shade(hex, 0.82))}</defs><rect width="400" height="400" fill="url(#bg)"/>` +
    (look ? lookBackdrop(look, hex) : '') +
    `<ellipse cx="200" cy="365" rx="150" ry="14" fill="#000" opacity=".08"/>` +
    `<g transform="${transform}">${drawing}</g>` +
    // The tag stays upright and readable whatever the angle of this picture.
    (look && variant !== 2 ? lookLabel(look, hex) : '');
  return svgDocument(400, 400, look ? `${kind} ${colour} ${look.label}` : `${kind} ${colour}`, body);
}

function icon(kind: string): string | null {
  const draw = kinds[kind];
  if (!draw) return null;
  const body = `<circle cx="200" cy="200" r="196" fill="${shade(brandColours.teal, 0.8)}"/><g transform="translate(30 30) scale(.85)">${draw(tone(brandColours.deep))}</g>`;
  return svgDocument(48, 48, kind, body).replace('viewBox="0 0 48 48"', 'viewBox="0 0 400 400"');
}

function categoryBanner(kind: string, variant: number, width: number, height: number): string | null {
  const draw = kinds[kind];
  if (!draw) return null;
  const accent = [brandColours.orange, '#f2c14e', '#e07a9a', '#9fd3c7'][variant] ?? brandColours.orange;
  const r = height * 0.38;
  const cx = width - r - height * 0.15;
  const scale = (r * 1.6) / 400;
  const body =
    `<defs>${linearGradient('bg', brandColours.deep, brandColours.teal, false)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<path d="M0 ${height * 0.75} Q ${width * 0.25} ${height * 0.55} ${width * 0.5} ${height * 0.72} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#fff" opacity=".12"/>` +
    `<circle cx="${width * 0.2}" cy="${height * 0.3}" r="${height * 0.12}" fill="${accent}" opacity=".8"/>` +
    `<circle cx="${cx}" cy="${height / 2}" r="${r}" fill="#fff" opacity=".92"/>` +
    `<g transform="translate(${cx - 200 * scale} ${height / 2 - 200 * scale}) scale(${scale.toFixed(3)})">${draw(tone(accent === '#9fd3c7' ? brandColours.orange : accent))}</g>`;
  return svgDocument(width, height, kind, body);
}

function topStrip(variant: number): string {
  let fish = '';
  for (let i = 0; i < 6; i++) {
    const x = 90 + i * 200 + variant * 20;
    fish += `<path d="M${x} 30 c 15 -12 35 -12 45 0 c -10 12 -30 12 -45 0 Z M${x + 45} 30 l 10 -8 v16 Z" fill="#fff" opacity=".35"/>`;
  }
  const body = `<defs>${linearGradient('bg', brandColours.deep, variant % 2 ? brandColours.orange : brandColours.teal, false)}</defs><rect width="1200" height="60" fill="url(#bg)"/>${fish}`;
  return svgDocument(1200, 60, 'banner', body);
}

function logo(slug: string): string {
  const text = slug.replace(/-/g, ' ').toUpperCase().slice(0, 18);
  const hue = hash(slug) % 360;
  const body = `<rect width="240" height="120" rx="12" fill="#fff"/><rect x="8" y="8" width="224" height="104" rx="8" fill="none" stroke="hsl(${hue} 55% 40%)" stroke-width="3"/><text x="120" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${text.length > 10 ? 18 : 26}" fill="hsl(${hue} 55% 30%)">${escapeXml(text)}</text>`;
  return svgDocument(240, 120, text, body);
}

/** SVG markup of a demo image by name (as in `/images/demo/<name>.svg`), or null when unknown. */
export function renderDemoImage(name: string): string | null {
  if (!safeName.test(name) || name.length > 80) return null;
  const variantOf = (text: string | undefined) => (text && /^[0-3]$/.test(text) ? Number(text) : null);
  const parts = name.split('-');
  const head = parts[0];
  const rest = parts.slice(1);
  switch (head) {
    case 'p': {
      // p-<kind>-<colour>-<variant> or p-<kind>-<colour>-m<model>-<variant>
      const variant = variantOf(rest.at(-1));
      const modelText = /^m(0|[1-9]\d{0,2})$/.exec(rest.at(-2) ?? '');
      const body = modelText ? rest.slice(0, -2) : rest.slice(0, -1);
      const colour = body.at(-1);
      if (variant === null || !colour) return null;
      return product(body.slice(0, -1).join('-'), colour, variant, modelText ? Number(modelText[1]) : null);
    }
    case 'i':
      return icon(rest.join('-'));
    case 'cb': {
      const variant = variantOf(rest.at(-1));
      return variant === null ? null : categoryBanner(rest.slice(0, -1).join('-'), variant, 1200, 300);
    }
    case 'cm':
      return categoryBanner(rest.join('-'), 0, 600, 400);
    case 's': {
      const variant = variantOf(rest[1]);
      const scene = sceneNames.find((s) => s === rest[0]);
      if (rest.length !== 2 || variant === null || !scene) return null;
      return svgDocument(1200, 400, scene, drawScene(scene, variant));
    }
    case 'top': {
      const variant = variantOf(rest[0]);
      return rest.length === 1 && variant !== null ? topStrip(variant) : null;
    }
    case 'f': {
      const look = fishLooks[rest.join('-')];
      if (!look) return null;
      const body = `<defs>${linearGradient('bg', '#eaf5f8', '#bfe0e8')}</defs><rect width="400" height="240" fill="url(#bg)"/>${drawFish(look)}`;
      return svgDocument(400, 240, rest.join(' '), body);
    }
    case 'logo':
      return rest.length > 0 ? logo(rest.join('-')) : null;
    default:
      return null;
  }
}
