import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** An uploaded picture at most this big (bytes), and this many pixels (a decompression bomb costs nothing). */
export const maxPictureBytes = 15 * 1024 * 1024;
const maxInputPixels = 40_000_000;
/** Kept originals: at most this many pixels on the longest side (the gallery's zoom asks for 1200). */
export const pictureMaxSide = 2400;
const quality = 90;

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The picture's type by its first bytes (never by its name or declared type): JPEG, PNG or WebP. */
export function detectPictureType(bytes: Uint8Array): PictureType | null {
  const at = (i: number, ...magic: number[]) => magic.every((b, k) => bytes[i + k] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * A good's picture as the shop keeps it (ADR 0063 originals): decoded, turned by its EXIF
 * orientation, shrunk to at most 2400 px on the longest side, flattened on white and written as
 * JPEG quality 90 without metadata; named by the hash of those bytes under the good
 * (`goods/<id>/<hash>.jpg`), so an original never changes under its name. One at a time in the
 * process; null when the bytes do not decode.
 */
export function preparePicture(goodId: number, original: Buffer): Promise<{ path: string; bytes: Buffer } | null> {
  const run = queue.then(async () => {
    try {
      const bytes = await sharp(original, { limitInputPixels: maxInputPixels })
        .rotate()
        .resize({ width: pictureMaxSide, height: pictureMaxSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality })
        .toBuffer();
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
      return { path: `goods/${goodId}/${hash}.jpg`, bytes };
    } catch {
      return null;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
