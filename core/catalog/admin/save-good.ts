import { and, eq, ne } from 'drizzle-orm';
import { richTextToStore } from '#core/content';
import { setGoodPrice } from '#core/pricing';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { notifyBackInStock } from '#core/wishlists';
import { goods } from '#db/schema';
import { fieldChanges } from './changes';
import { type GoodInput, goodInput, type SaveGoodError } from './good-input';
import { checkGoodRefs, writeGoodLinks } from './good-links';
import { goodSnapshot } from './good-snapshot';
import { isRoutableSlug, slugOf } from './slugs';

export type SaveGoodResult =
  | { ok: true; id: number; created: boolean; changed: boolean; notified: number }
  | SaveGoodError;

/**
 * Creates (`id` absent) or edits a good from the back office, in one transaction with
 * its audit record (changed fields only). The catalogue price goes through `setGoodPrice`, so
 * while a promotion runs the shopper's price stays the promotion's and the regular pair changes
 * (ADR 0081). A stock, status or visibility change tells the waiting list in the same
 * transaction (`notifyBackInStock`). Caches and search follow through the tables' triggers (ADR
 * 0064, 0080). Content editors and admins only.
 */
export async function saveGood(ctx: Ctx, actor: StaffView, input: GoodInput): Promise<SaveGoodResult> {
  requireArea(actor, 'catalog');
  const parsed = goodInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const v = parsed.data;
  const slug = slugOf(v.slug, v.titleUa);
  if (!isRoutableSlug(slug)) return { ok: false, error: 'slug_invalid' };
  return ctx.db.transaction(async (db): Promise<SaveGoodResult> => {
    const tx = { ...ctx, db };
    const before = v.id === undefined ? null : await goodSnapshot(tx, v.id, true);
    if (v.id !== undefined && !before) return { ok: false, error: 'good_not_found' };
    const refError = await checkGoodRefs(tx, v);
    if (refError) return { ok: false, error: refError };
    const [clash] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.extId, v.extId), v.id === undefined ? undefined : ne(goods.id, v.id)));
    if (clash) return { ok: false, error: 'ext_id_taken' };
    const fields = {
      extId: v.extId,
      slug,
      titleUa: v.titleUa,
      titleRu: v.titleRu,
      variantUa: v.variantUa || null,
      variantRu: v.variantRu || null,
      descriptionUa: richTextToStore(before?.descriptionUa, v.descriptionUa),
      descriptionRu: richTextToStore(before?.descriptionRu, v.descriptionRu),
      metaTitleUa: v.metaTitleUa || null,
      metaTitleRu: v.metaTitleRu || null,
      metaDescriptionUa: v.metaDescriptionUa || null,
      metaDescriptionRu: v.metaDescriptionRu || null,
      sellStatus: v.sellStatus,
      isActive: v.isActive,
      categoryId: v.categoryId,
      brandId: v.brandId,
      ...(v.parcel ?? {}),
    };
    let id: number;
    if (!before) {
      const [row] = await db
        .insert(goods)
        .values({ ...fields, price: v.price, oldPrice: v.oldPrice, createdAt: ctx.now })
        .onConflictDoNothing({ target: goods.extId })
        .returning({ id: goods.id });
      if (!row) return { ok: false, error: 'ext_id_taken' };
      id = row.id;
    } else {
      id = v.id as number;
      const { images: _images, attributes: _a, tagIds: _t, stock: _s, price: _p, oldPrice: _o, ...was } = before;
      if (fieldChanges(was, fields)) await db.update(goods).set(fields).where(eq(goods.id, id));
      if (before.price !== v.price || before.oldPrice !== v.oldPrice) await setGoodPrice(tx, id, v.price, v.oldPrice);
    }
    const { stockChanged } = await writeGoodLinks(tx, id, v, before);
    const after = await goodSnapshot(tx, id);
    if (!after) throw new Error(`good ${id} vanished while saved`);
    const changes = fieldChanges(before ?? {}, after);
    if (changes)
      await recordAudit(
        tx,
        { kind: 'staff', staff: actor },
        {
          action: before ? 'good.update' : 'good.create',
          entity: 'good',
          entityId: id,
          before: before ? changes.before : null,
          after: changes.after,
        },
      );
    const sellable =
      !before || stockChanged || before.sellStatus !== after.sellStatus || before.isActive !== after.isActive;
    const notified = sellable ? await notifyBackInStock(tx, [id]) : 0;
    return { ok: true, id, created: !before, changed: changes !== null, notified };
  });
}
