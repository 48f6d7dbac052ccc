import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { directionCategories, directions } from '#db/schema';
import { categoriesExist } from './category-links';
import { fieldChanges } from './changes';
import { addressField, type DictionaryError, idList, positionField, slugField, titleField } from './dictionary-input';
import { getAdminDirection } from './list-directions';
import { noteEverythingChanged } from './note-everything';
import { uniqueSlug } from './unique-slug';

export const directionInput = z.strictObject({
  id: idSchema().optional(),
  /** The direction's page is `/{slug}`: a fixed screen's first segment is refused. */
  slug: slugField,
  titleUa: titleField,
  titleRu: titleField,
  icon: addressField,
  position: positionField.default(0),
  /** Its categories, in the order shown. */
  categoryIds: idList.default([]),
});
export type DirectionInput = z.input<typeof directionInput>;

/**
 * Creates or edits a direction ("by direction" menu mode: fishing styles, camping…) with its
 * categories, audited. Directions have no cache trigger: the edit writes the `*`
 * change itself (menu, direction pages; ADR 0080). Content editors and admins only.
 */
export async function saveDirection(
  ctx: Ctx,
  actor: StaffView,
  input: DirectionInput,
): Promise<{ ok: true; id: number } | DictionaryError> {
  requireArea(actor, 'catalog');
  const parsed = directionInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, categoryIds, ...v } = parsed.data;
  return ctx.db.transaction(async (db): Promise<{ ok: true; id: number } | DictionaryError> => {
    const tx = { ...ctx, db };
    const before = id === undefined ? null : await getAdminDirection(tx, actor, id);
    if (id !== undefined && !before) return { ok: false, error: 'not_found' };
    if (!(await categoriesExist(tx, categoryIds))) return { ok: false, error: 'category_not_found' };
    const slug = await uniqueSlug(tx, directions, id, v.slug, v.titleUa);
    if (!slug.ok) return slug;
    const fields = { ...v, slug: slug.slug };
    const ordered = [...new Set(categoryIds)];
    const changes = fieldChanges(before ?? {}, { ...fields, categoryIds: ordered });
    if (!changes) return { ok: true, id: id as number };
    let savedId: number;
    if (!before) {
      const [row] = await db.insert(directions).values(fields).returning({ id: directions.id });
      if (!row) throw new Error('direction not inserted');
      savedId = row.id;
    } else {
      savedId = before.id;
      await db.update(directions).set(fields).where(eq(directions.id, savedId));
      await db.delete(directionCategories).where(eq(directionCategories.directionId, savedId));
    }
    if (ordered.length)
      await db
        .insert(directionCategories)
        .values(ordered.map((categoryId, position) => ({ directionId: savedId, categoryId, position })));
    await noteEverythingChanged(tx);
    await recordAudit(
      tx,
      { kind: 'staff', staff: actor },
      {
        action: before ? 'direction.update' : 'direction.create',
        entity: 'direction',
        entityId: savedId,
        before: before ? changes.before : null,
        after: changes.after,
      },
    );
    return { ok: true, id: savedId };
  });
}
