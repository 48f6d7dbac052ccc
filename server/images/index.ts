import path from 'node:path';
import { Hono } from 'hono';
import { type ImageFormat, type ImageWidth, imageFormats, imageVersion, imageWidths } from '#core/images';
import { type ImageStore, originalsStore } from '#core/media';
import { clientIp, createLimit } from '#server/http/rate-limit';
import type { Services } from '../context';
import { withDemoImages, withReviewPhotos } from './store';
import { createImageVariants } from './variants';

export { withDemoImages, withReviewPhotos } from './store';
export { createImageVariants, type ImageVariants } from './variants';

const immutable = 'public, max-age=31536000, immutable';
/** A variant of an original that moderation can withdraw (review photos): kept a day, not a year. */
const withdrawable = 'public, max-age=86400';
const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' };
const variantPath = /^\/images\/v([1-9]\d*)\/w\/([1-9]\d*)\/(.+)\.(webp|avif)$/;

/**
 * `GET /images/v<version>/w/<width>/<original>.<webp|avif>` (ADR 0063): a resized variant of an
 * original from `DATA_DIR/images/originals` or the S3 bucket of `IMAGES_S3_URL` (or a demo drawing), cached in `DATA_DIR/images/cache`.
 * Only the current version, the fixed widths and known originals answer; everything else is a 404.
 * The cache is bounded by `IMAGE_CACHE_MB` (least recently used go) and renders per client address
 * by `IMAGE_MISSES_PER_MINUTE` (then 429 with Retry-After, nothing rendered; ADR 0079).
 */
export function imageRoutes(services: Services, store?: ImageStore) {
  const imagesDir = path.resolve(services.env.DATA_DIR, 'images');
  const chosen = store ?? withReviewPhotos(withDemoImages(originalsStore(services.env), services.db), services.db);
  const variants = createImageVariants({
    store: chosen,
    cacheDir: path.join(imagesDir, 'cache'),
    maxBytes: services.env.IMAGE_CACHE_MB * 1024 * 1024,
    onError: (err, original) => services.log.warn({ err, original }, 'image variant failed'),
  });
  // A miss (a variant to render) costs CPU and disk: each client address has its own budget (ADR 0079).
  const perMinute = services.env.IMAGE_MISSES_PER_MINUTE;
  const missLimit = createLimit(`image-miss-${perMinute}`, perMinute, 60);
  const routes = new Hono();
  routes.get('/images/:variant{v[0-9]+/w/.+}', async (c) => {
    const match = variantPath.exec(c.req.path);
    if (!match) return c.notFound();
    const [, version, widthText, originalPath, formatText] = match;
    const width = Number(widthText) as ImageWidth;
    const format = formatText as ImageFormat;
    if (Number(version) !== imageVersion || !imageWidths.includes(width) || !imageFormats.includes(format)) {
      return c.notFound();
    }
    const original = originalPath as string;
    const visibility = chosen.visibility ? await chosen.visibility(original) : 'permanent';
    if (visibility === 'hidden') return c.notFound();
    let bytes: Buffer | null;
    try {
      bytes = await variants.cached(original, width, format);
      if (!bytes) {
        const limit = await missLimit(clientIp(c));
        if (!limit.ok)
          return c.body(null, 429, { 'Retry-After': String(limit.retryAfter), 'Cache-Control': 'no-store' });
        bytes = await variants.render(original, width, format);
      }
    } catch (err) {
      // The store failed (a bucket down, a disk error): a short 503, never a cached "no picture".
      services.log.warn({ err, original }, 'image original unavailable');
      return c.body(null, 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' });
    }
    if (!bytes) return c.notFound();
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentTypes[format],
      'Cache-Control': visibility === 'permanent' ? immutable : withdrawable,
    });
  });
  return routes;
}
