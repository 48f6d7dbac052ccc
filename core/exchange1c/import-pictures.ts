import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { detectPictureType, maxPictureBytes, type PictureStore, preparePicture } from '#core/catalog/admin';
import type { Ctx } from '#core/shared';
import { exchangeGoodPictures, goods } from '#db/schema';

/** Where the pictures of an exchange come from (the session's directory) and go (the image store). */
export type ExchangePictures = { dir: string; store: PictureStore };

/**
 * The goods' pictures from the upload (Картинка): when the paths 1C lists for a good
 * differ from the last exchange's, each file (inside the session's directory, JPEG / PNG / WebP,
 * ≤ 15 MB) becomes an original as the back office makes them (`preparePicture`), and the good's
 * gallery is 1C's pictures followed by those staff added (a variant's own pictures replace the
 * parent's it was made with). Missing or unreadable files are skipped
 * and counted. Returns how many goods' galleries changed and how many files were missing.
 */
export async function importPictures(
  ctx: Ctx,
  pictures: ExchangePictures,
  wanted: readonly { goodId: number; sources: readonly string[]; replaces?: readonly string[] }[],
): Promise<{ changed: number; missing: number }> {
  const out = { changed: 0, missing: 0 };
  if (!wanted.length) return out;
  const ids = wanted.map((w) => w.goodId);
  const last = new Map(
    (await ctx.db.select().from(exchangeGoodPictures).where(inArray(exchangeGoodPictures.goodId, ids))).map((p) => [
      p.goodId,
      p,
    ]),
  );
  const galleries = new Map(
    (await ctx.db.select({ id: goods.id, images: goods.images }).from(goods).where(inArray(goods.id, ids))).map((g) => [
      g.id,
      g.images,
    ]),
  );
  const base = path.resolve(pictures.dir);
  for (const { goodId, sources, replaces = [] } of wanted) {
    const joined = sources.join('\n');
    const before = last.get(goodId);
    if ((before?.sources ?? '') === joined) continue;
    const made: string[] = [];
    for (const source of sources) {
      const file = path.resolve(base, source);
      const size = file.startsWith(base + path.sep) ? (await stat(file).catch(() => null))?.size : undefined;
      if (!size || size > maxPictureBytes) {
        out.missing++;
        continue;
      }
      const bytes = await readFile(file);
      const picture = detectPictureType(bytes) ? await preparePicture(goodId, bytes) : null;
      if (!picture) {
        out.missing++;
        continue;
      }
      await pictures.store.writeOriginal(picture.path, picture.bytes, 'image/jpeg');
      const address = `/images/${picture.path}`;
      if (!made.includes(address)) made.push(address);
    }
    // `replaces`: pictures a variant was made with (its parent's), which its own replace.
    const own = (galleries.get(goodId) ?? []).filter(
      (a) => !(before?.images ?? []).includes(a) && !made.includes(a) && !(made.length && replaces.includes(a)),
    );
    await ctx.db.execute(
      sql`update goods set images = ${JSON.stringify([...made, ...own])}::jsonb where id = ${goodId}`,
    );
    await ctx.db
      .insert(exchangeGoodPictures)
      .values({ goodId, sources: joined, images: made })
      .onConflictDoUpdate({ target: exchangeGoodPictures.goodId, set: { sources: joined, images: made } });
    out.changed++;
  }
  return out;
}
