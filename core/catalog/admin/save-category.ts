import { eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { categories } from '#db/schema';
import { fieldChanges } from './changes';
import {
  addressField,
  type DictionaryError,
  linkField,
  positionField,
  slugField,
  titleField,
} from './dictionary-input';
import { isRoutableSlug, slugOf } from './slugs';

export const categoryInput = z.strictObject({
  id: idSchema().optional(),
  parentId: idSchema().nullable(),
  slug: slugField,
  titleUa: titleField,
  titleRu: titleField,
  /** Order among its siblings (menu and lists); absent on create: after the last one. */
  position: positionField.optional(),
  icon: addressField,
  banner: addressField,
  bannerLink: linkField,
  imageMobile: addressField,
  needsTransportPackage: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInput>;

export type SaveCategoryResult = { ok: true; id: number } | DictionaryError | { ok: false; error: 'parent_loop' };

/**
 * Creates or edits a category: titles, slug, parent (never itself or one of its own
 * subcategories), order, menu banner and icon, transport-package flag, visibility; audited. The
 * table's triggers drop every cache and rebuild the search index (a dictionary edit: `*`, ADR 0080;
 * `catalog_rev`, ADR 0064). Content editors and admins only.
 */
export async function saveCategory(ctx: Ctx, actor: StaffView, input: CategoryInput): Promise<SaveCategoryResult> {
  requireArea(actor, 'catalog');
  const parsed = categoryInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, ...v } = parsed.data;
  const slug = slugOf(v.slug, v.titleUa);
  if (!isRoutableSlug(slug)) return { ok: false, error: 'slug_invalid' };
  return ctx.db.transaction(async (db): Promise<SaveCategoryResult> => {
    const [before] =
      id === undefined ? [] : await db.select().from(categories).where(eq(categories.id, id)).for('update');
    if (id !== undefined && !before) return { ok: false, error: 'not_found' };
    if (v.parentId !== null) {
      const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, v.parentId));
      if (!parent) return { ok: false, error: 'category_not_found' };
      if (id !== undefined) {
        // The new parent's ancestors (itself included) must not contain the category.
        const result = await db.execute(sql`
          with recursive up(id, parent_id) as (
            select id, parent_id from categories where id = ${v.parentId}
            union select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
          select exists(select 1 from up where id = ${id}) as loop`);
        if ((result as unknown as { rows: { loop: boolean }[] }).rows[0]?.loop)
          return { ok: false, error: 'parent_loop' };
      }
    }
    let position = v.position;
    if (position === undefined) {
      if (before && before.parentId === v.parentId) position = before.position;
      else {
        const [last] = await db
          .select({ max: sql<number | null>`max(${categories.position})` })
          .from(categories)
          .where(v.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, v.parentId));
        position = Number(last?.max ?? 0) + 1;
      }
    }
    const fields = { ...v, slug, position };
    let savedId: number;
    if (!before) {
      const [row] = await db.insert(categories).values(fields).returning({ id: categories.id });
      if (!row) throw new Error('category not inserted');
      savedId = row.id;
    } else {
      savedId = before.id;
      if (fieldChanges(before, fields)) await db.update(categories).set(fields).where(eq(categories.id, savedId));
    }
    const changes = fieldChanges(before ?? {}, fields);
    if (changes)
      await recordAudit(
        { ...ctx, db },
        { kind: 'staff', staff: actor },
        {
          action: before ? 'category.update' : 'category.create',
          entity: 'category',
          entityId: savedId,
          before: before ? changes.before : null,
          after: changes.after,
        },
      );
    return { ok: true, id: savedId };
  });
}
