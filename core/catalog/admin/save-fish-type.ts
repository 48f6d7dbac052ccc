import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sanitizeRichText } from '#core/content';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { fishCategories, fishTypes } from '#db/schema';
import { categoriesExist } from './category-links';
import { fieldChanges } from './changes';
import { addressField, type DictionaryError, idList, positionField, slugField, titleField } from './dictionary-input';
import { getAdminFishType } from './list-fish-types';
import { noteEverythingChanged } from './note-everything';
import { uniqueSlug } from './unique-slug';

export const fishTypeInput = z.strictObject({
  id: idSchema().optional(),
  slug: slugField,
  titleUa: titleField,
  titleRu: titleField,
  image: addressField,
  descriptionUa: z.string().max(20_000).default(''),
  descriptionRu: z.string().max(20_000).default(''),
  position: positionField.default(0),
  /** Its recommended categories, in the order shown (`/{fish}/f{id}`). */
  categoryIds: idList.default([]),
});
export type FishTypeInput = z.input<typeof fishTypeInput>;

/**
 * Creates or edits a fish type with its recommended categories, audited. Fish types
 * have no cache trigger: the edit writes the `*` change itself (menu, fish pages; ADR 0080).
 * Content editors and admins only.
 */
export async function saveFishType(
  ctx: Ctx,
  actor: StaffView,
  input: FishTypeInput,
): Promise<{ ok: true; id: number } | DictionaryError> {
  requireArea(actor, 'catalog');
  const parsed = fishTypeInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, categoryIds, ...v } = parsed.data;
  return ctx.db.transaction(async (db): Promise<{ ok: true; id: number } | DictionaryError> => {
    const tx = { ...ctx, db };
    const before = id === undefined ? null : await getAdminFishType(tx, actor, id);
    if (id !== undefined && !before) return { ok: false, error: 'not_found' };
    if (!(await categoriesExist(tx, categoryIds))) return { ok: false, error: 'category_not_found' };
    const slug = await uniqueSlug(tx, fishTypes, id, v.slug, v.titleUa);
    if (!slug.ok) return slug;
    const fields = {
      ...v,
      slug: slug.slug,
      descriptionUa: sanitizeRichText(v.descriptionUa),
      descriptionRu: sanitizeRichText(v.descriptionRu),
    };
    const ordered = [...new Set(categoryIds)];
    const changes = fieldChanges(before ?? {}, { ...fields, categoryIds: ordered });
    if (!changes) return { ok: true, id: id as number };
    let savedId: number;
    if (!before) {
      const [row] = await db.insert(fishTypes).values(fields).returning({ id: fishTypes.id });
      if (!row) throw new Error('fish type not inserted');
      savedId = row.id;
    } else {
      savedId = before.id;
      await db.update(fishTypes).set(fields).where(eq(fishTypes.id, savedId));
      await db.delete(fishCategories).where(eq(fishCategories.fishId, savedId));
    }
    if (ordered.length)
      await db
        .insert(fishCategories)
        .values(ordered.map((categoryId, position) => ({ fishId: savedId, categoryId, position })));
    await noteEverythingChanged(tx);
    await recordAudit(
      tx,
      { kind: 'staff', staff: actor },
      {
        action: before ? 'fish_type.update' : 'fish_type.create',
        entity: 'fish_type',
        entityId: savedId,
        before: before ? changes.before : null,
        after: changes.after,
      },
    );
    return { ok: true, id: savedId };
  });
}
