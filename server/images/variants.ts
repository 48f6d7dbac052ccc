import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type ImageFormat, type ImageWidth, imageVersion, isOriginalPath } from '#core/images';
import type { ImageStore } from '#core/media';
import { diskLru } from './disk-lru';

// Variants are cached on disk; libvips' own operation cache would only hold memory.
sharp.cache(false);

/** Originals larger than this many pixels are refused (a decompression bomb costs no memory). */
const maxInputPixels = 40_000_000;

export type ImageVariants = {
  /** The variant's bytes (from the disk cache or rendered now), or null when the original is unknown or unreadable. */
  get(originalPath: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | null>;
  /** The variant's bytes from the disk cache only; null when it would have to be rendered (a miss). */
  cached(originalPath: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | null>;
  /** Renders the variant now (or joins the render under way) and keeps it; null for an unknown original. */
  render(originalPath: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | null>;
};

/** A counting semaphore: at most `limit` renders at a time, the rest wait in order. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

async function render(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const meta = await sharp(original, { limitInputPixels: maxInputPixels }).metadata();
  const vector = meta.format === 'svg';
  // A drawing is rasterised at the density that gives the target width directly (crisp, not upscaled).
  const density = vector && meta.width ? Math.min(2400, Math.max(1, (72 * width) / meta.width)) : undefined;
  const pipeline = sharp(original, { limitInputPixels: maxInputPixels, density })
    .rotate()
    .resize({ width, withoutEnlargement: !vector });
  return format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 80, effort: 4 }).toBuffer();
}

/**
 * Resized variants of the store's originals, cached under `cacheDir`
 * (`v<version>/w<width>/<original path>.<format>`). Concurrent requests for one variant share one
 * render; at most `concurrency` renders run at once. The cache holds at most `maxBytes`: past it
 * the least recently used variants are deleted (ADR 0079).
 */
export function createImageVariants({
  store,
  cacheDir,
  concurrency = 2,
  maxBytes = Number.POSITIVE_INFINITY,
  onError,
}: {
  store: ImageStore;
  cacheDir: string;
  concurrency?: number;
  maxBytes?: number;
  onError?: (error: unknown, originalPath: string) => void;
}): ImageVariants {
  const base = path.resolve(cacheDir);
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const limit = limiter(concurrency);
  const lru = diskLru(base, maxBytes, (error) => onError?.(error, cacheDir));

  async function renderAndStore(file: string, originalPath: string, width: ImageWidth, format: ImageFormat) {
    return limit(async () => {
      const original = await store.readOriginal(originalPath);
      if (!original) return null;
      let bytes: Buffer;
      try {
        bytes = await render(original, width, format);
      } catch (error) {
        onError?.(error, originalPath);
        return null;
      }
      // Write beside and rename: a reader never sees half a file.
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
        await lru.add(file, bytes.length);
      } catch (error) {
        await rm(temporary, { force: true });
        onError?.(error, originalPath);
      }
      return bytes;
    });
  }

  const fileOf = (originalPath: string, width: ImageWidth, format: ImageFormat) => {
    if (!isOriginalPath(originalPath)) return null;
    const file = path.join(base, `v${imageVersion}`, `w${width}`, `${originalPath}.${format}`);
    return file.startsWith(base + path.sep) ? file : null;
  };
  const variants: ImageVariants = {
    async cached(originalPath, width, format) {
      const file = fileOf(originalPath, width, format);
      if (!file) return null;
      try {
        const bytes = await readFile(file);
        lru.touch(file, bytes.length);
        return bytes;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return null;
      }
    },
    async render(originalPath, width, format) {
      const file = fileOf(originalPath, width, format);
      if (!file) return null;
      let pending = inFlight.get(file);
      if (!pending) {
        pending = renderAndStore(file, originalPath, width, format).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      return pending;
    },
    async get(originalPath, width, format) {
      return (await variants.cached(originalPath, width, format)) ?? variants.render(originalPath, width, format);
    },
  };
  return variants;
}
