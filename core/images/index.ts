/**
 * The address scheme of resized pictures (ADR 0063), shared by the components that write
 * `srcset` and the server route that answers it. No dependencies: the client bundle imports it.
 *
 * An original `/images/<path>` (e.g. `/images/demo/p-reel-blue-1.svg`) has variants at
 * `/images/v<version>/w/<width>/<path>.<format>`: only the widths below, only WebP and AVIF.
 */

/** The only widths the server renders: anything else is a 404 (no disk or CPU for strangers). */
export const imageWidths = [160, 320, 480, 800, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];

export const imageFormats = ['webp', 'avif'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * Bumped when a variant of the same original changes (encoder settings, the demo drawings), so
 * the immutable URLs change with it. Originals themselves never change under one name.
 */
export const imageVersion = 1;

/** A path of an original: lowercase segments of letters, digits, `.`, `_`, `-`; no `..`, no hidden files. */
const originalPath =
  /^(?:[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|avif)$/;

export function isOriginalPath(path: string): boolean {
  return path.length <= 200 && originalPath.test(path);
}

/** The original's path of a picture address (`/images/demo/x.svg` → `demo/x.svg`), or null for foreign ones. */
export function originalOf(src: string): string | null {
  if (!src.startsWith('/images/')) return null;
  const path = src.slice('/images/'.length);
  return isOriginalPath(path) && !/^v\d+\//.test(path) ? path : null;
}

/** The address of one variant of a picture; a foreign address comes back unchanged. */
export function imageVariantUrl(src: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  const path = originalOf(src);
  return path ? `/images/v${imageVersion}/w/${width}/${path}.${format}` : src;
}

/** `srcset` over the given widths (all of them by default); null for a foreign address. */
export function imageSrcSet(src: string, widths: readonly ImageWidth[] = imageWidths): string | null {
  if (!originalOf(src)) return null;
  return widths.map((width) => `${imageVariantUrl(src, width)} ${width}w`).join(', ');
}

/**
 * The original's address of a review photo (kept in the database, served while its review is
 * published): `/images/reviews/<photo id>.jpg`, whatever its real type (sharp reads the bytes).
 */
export function reviewPhotoImage(photoId: number): string {
  return `/images/reviews/${photoId}.jpg`;
}

/** The photo id of a review photo's original path (`reviews/12.jpg` → 12), or null. */
export function reviewPhotoIdOf(originalPath: string): number | null {
  const match = /^reviews\/([1-9]\d{0,9})\.jpg$/.exec(originalPath);
  return match ? Number(match[1]) : null;
}
