import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { goods } from '#db/schema';
import type { PictureStore } from './add-good-pictures';

export const arrangePictureInput = z.strictObject({
  /** `first` makes it the main picture (cards, listings); `up` / `down` move it by one. */
  move: z.enum(['first', 'up', 'down', 'remove']),
  image: z.string().min(1).max(300),
});
export type ArrangePictureInput = z.output<typeof arrangePictureInput>;

/**
 * Reorders or removes one of a good's pictures, audited. A removed original uploaded
 * for this good (`/images/goods/<id>/…`) is deleted from the store once the change is saved;
 * demo drawings and others' originals are only unlinked. Content editors and admins only.
 */
export async function arrangeGoodPictures(
  ctx: Ctx,
  actor: StaffView,
  goodId: number,
  input: ArrangePictureInput,
  store: Pick<PictureStore, 'deleteOriginal'>,
): Promise<{ ok: true; images: string[] } | { ok: false; error: 'good_not_found' | 'picture_not_found' }> {
  requireArea(actor, 'catalog');
  const { move, image } = arrangePictureInput.parse(input);
  const result = await ctx.db.transaction(async (db) => {
    const [row] = await db.select({ images: goods.images }).from(goods).where(eq(goods.id, goodId)).for('update');
    if (!row) return { ok: false, error: 'good_not_found' } as const;
    const at = row.images.indexOf(image);
    if (at < 0) return { ok: false, error: 'picture_not_found' } as const;
    const images = [...row.images];
    images.splice(at, 1);
    if (move === 'first') images.unshift(image);
    else if (move === 'up') images.splice(Math.max(0, at - 1), 0, image);
    else if (move === 'down') images.splice(Math.min(images.length, at + 1), 0, image);
    if (JSON.stringify(images) === JSON.stringify(row.images)) return { ok: true, images } as const;
    await db.update(goods).set({ images }).where(eq(goods.id, goodId));
    await recordAudit(
      { ...ctx, db },
      { kind: 'staff', staff: actor },
      { action: 'good.pictures', entity: 'good', entityId: goodId, before: { images: row.images }, after: { images } },
    );
    return { ok: true, images } as const;
  });
  const own = `/images/goods/${goodId}/`;
  if (result.ok && move === 'remove' && image.startsWith(own))
    await store.deleteOriginal(image.slice('/images/'.length)).catch(() => undefined);
  return result;
}
