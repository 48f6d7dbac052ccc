import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Where review photos are kept (the image store of ADR 0063: a directory or an S3 bucket). */
export type ReviewPhotoStore = {
  readOriginal(path: string): Promise<Buffer | null>;
  writeOriginal(path: string, bytes: Buffer, contentType: string): Promise<void>;
  deleteOriginal(path: string): Promise<void>;
};

/** A stored photo's longest side and JPEG quality (ADR 0079): a 12 MP phone photo becomes ~0.3–1 MB. */
export const maxPhotoSide = 2000;
export const photoQuality = 85;
/** Larger pictures are refused unread (a decompression bomb costs no memory). */
const maxInputPixels = 40_000_000;

export type PreparedPhoto = { bytes: Buffer; width: number; height: number };

let queue: Promise<unknown> = Promise.resolve();

/** One photo at a time in this process, whoever sent it: decoding 5 parallel reviews at once is what ran out of memory. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A shopper's photo as the shop keeps it: decoded (first frame of a GIF), turned by its EXIF
 * orientation, shrunk to at most 2000 px on the longest side, flattened on white and re-encoded
 * as JPEG quality 85 without any metadata (no GPS, no camera). Null when it does not decode.
 */
export function preparePhoto(original: Buffer): Promise<PreparedPhoto | null> {
  return oneAtATime(async () => {
    try {
      const { data, info } = await sharp(original, { limitInputPixels: maxInputPixels })
        .rotate()
        .resize({ width: maxPhotoSide, height: maxPhotoSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: photoQuality })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    } catch {
      return null;
    }
  });
}

/** A new photo's path in the store: random, so neither guessable nor reachable but through its review. */
export function newPhotoKey(): string {
  return `reviews/${randomBytes(16).toString('hex')}.jpg`;
}
