import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';

/** Where originals are kept (the image store of ADR 0063: a directory or an S3 bucket). */
export type ContentImageStore = {
  writeOriginal(path: string, bytes: Buffer, contentType: string): Promise<void>;
};

/** Uploads larger than this are refused unread. */
export const maxContentImageBytes = 10 * 1024 * 1024;
/** The longest side kept: a banner is shown at most 1200 px wide (two for sharp screens). */
const maxSide = 2400;
const maxInputPixels = 40_000_000;

export type UploadContentImageResult =
  | { ok: true; image: string }
  | { ok: false; error: 'image_too_large' | 'image_invalid' };

/**
 * A banner's or a promotion's picture uploaded by staff (areas `content`, `promotions`): decoded
 * (a picture of at most 40 MP), turned by its EXIF orientation, shrunk to 2400 px at most and
 * re-encoded without metadata — PNG when it has transparency, else JPEG quality 85 — then kept in
 * the image store under its content hash (`content/<sha256>.jpg`: an original never changes under
 * its name, ADR 0063). Answers the picture's address for the record's form; the record's save is
 * what the audit log records.
 */
export async function uploadContentImage(
  _ctx: Ctx,
  actor: StaffView,
  area: 'content' | 'promotions',
  store: ContentImageStore,
  original: Buffer,
): Promise<UploadContentImageResult> {
  requireArea(actor, area);
  if (original.length > maxContentImageBytes) return { ok: false, error: 'image_too_large' };
  let bytes: Buffer;
  let format: 'png' | 'jpg';
  try {
    const image = sharp(original, { limitInputPixels: maxInputPixels }).rotate();
    const meta = await image.metadata();
    const resized = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (meta.hasAlpha) {
      format = 'png';
      bytes = await resized.png({ compressionLevel: 9 }).toBuffer();
    } else {
      format = 'jpg';
      bytes = await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    }
  } catch {
    return { ok: false, error: 'image_invalid' };
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const path = `content/${hash}.${format}`;
  await store.writeOriginal(path, bytes, format === 'png' ? 'image/png' : 'image/jpeg');
  return { ok: true, image: `/images/${path}` };
}
