import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { goods } from '#db/schema';
import { detectPictureType, maxPictureBytes, preparePicture } from './prepare-picture';

/** Where originals are kept (the image store of ADR 0063: `DATA_DIR/images/originals` or the bucket). */
export type PictureStore = {
  writeOriginal(path: string, bytes: Buffer, contentType: string): Promise<void>;
  deleteOriginal(path: string): Promise<void>;
};

/** Pictures one upload may carry, and a good may have. */
export const maxPicturesPerUpload = 10;
export const maxPicturesPerGood = 30;

export type AddGoodPicturesResult =
  | { ok: true; added: string[] }
  | { ok: false; error: 'good_not_found' | 'pictures_none' | 'pictures_too_many' }
  | { ok: false; error: 'picture_type' | 'picture_too_big' | 'picture_unreadable'; file: string };

/**
 * Adds uploaded pictures to the end of a good's gallery: each file is checked by size
 * and first bytes (JPEG, PNG, WebP; ≤ 15 MB) before any is decoded, then re-encoded and written
 * to the image store under its content hash, then the good's `images` and the audit record are
 * written in one transaction (files of a failed save are removed again). A picture the good has
 * already is not added twice. Content editors and admins only.
 */
export async function addGoodPictures(
  ctx: Ctx,
  actor: StaffView,
  goodId: number,
  files: readonly File[],
  store: PictureStore,
): Promise<AddGoodPicturesResult> {
  requireArea(actor, 'catalog');
  const uploads = files.filter((f) => f.size > 0);
  if (!uploads.length) return { ok: false, error: 'pictures_none' };
  if (uploads.length > maxPicturesPerUpload) return { ok: false, error: 'pictures_too_many' };
  for (const file of uploads) {
    if (file.size > maxPictureBytes) return { ok: false, error: 'picture_too_big', file: file.name };
    if (!detectPictureType(new Uint8Array(await file.slice(0, 16).arrayBuffer())))
      return { ok: false, error: 'picture_type', file: file.name };
  }
  const [good] = await ctx.db.select({ images: goods.images }).from(goods).where(eq(goods.id, goodId));
  if (!good) return { ok: false, error: 'good_not_found' };
  if (good.images.length + uploads.length > maxPicturesPerGood) return { ok: false, error: 'pictures_too_many' };
  const written: string[] = [];
  const addresses: string[] = [];
  const forget = () => Promise.all(written.map((path) => store.deleteOriginal(path).catch(() => undefined)));
  try {
    for (const file of uploads) {
      const picture = await preparePicture(goodId, Buffer.from(await file.arrayBuffer()));
      if (!picture) {
        await forget();
        return { ok: false, error: 'picture_unreadable', file: file.name };
      }
      const address = `/images/${picture.path}`;
      if (good.images.includes(address) || addresses.includes(address)) continue;
      await store.writeOriginal(picture.path, picture.bytes, 'image/jpeg');
      written.push(picture.path);
      addresses.push(address);
    }
    const result = await ctx.db.transaction(async (db) => {
      const [row] = await db.select({ images: goods.images }).from(goods).where(eq(goods.id, goodId)).for('update');
      if (!row) return null;
      const added = addresses.filter((a) => !row.images.includes(a));
      if (!added.length) return [];
      const images = [...row.images, ...added];
      await db.update(goods).set({ images }).where(eq(goods.id, goodId));
      await recordAudit(
        { ...ctx, db },
        { kind: 'staff', staff: actor },
        {
          action: 'good.pictures',
          entity: 'good',
          entityId: goodId,
          before: { images: row.images },
          after: { images },
        },
      );
      return added;
    });
    if (result === null) {
      await forget();
      return { ok: false, error: 'good_not_found' };
    }
    return { ok: true, added: result };
  } catch (error) {
    await forget();
    throw error;
  }
}
