import { eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type AuditActor, type AuditEntry, recordAudits } from '#core/staff';
import { categories } from '#db/schema';
import { slugify } from '#db/translit';
import type { CmlGroup } from './commerceml';

/** The category goods without a 1C group go to (created on first need, hidden until staff place it). */
export const ungroupedId = '__ungrouped';

export type GroupCounts = { created: number; updated: number };

/**
 * 1C's groups → the category tree: a group is found by its Ид (`exchange_id`), created
 * under its parent's category or renamed / moved when 1C changed it; categories 1C does not list
 * are left alone (staff may have their own). Returns every exchange category's id by Ид.
 */
export async function upsertGroups(
  ctx: Ctx,
  groups: readonly CmlGroup[],
  actor: AuditActor,
  counts: GroupCounts,
): Promise<Map<string, number>> {
  const known = new Map<string, { id: number; parentId: number | null; titleUa: string }>();
  for (const c of await ctx.db
    .select({
      id: categories.id,
      exchangeId: categories.exchangeId,
      parentId: categories.parentId,
      titleUa: categories.titleUa,
    })
    .from(categories)
    .where(isNotNull(categories.exchangeId)))
    if (c.exchangeId) known.set(c.exchangeId, c);
  const audits: AuditEntry[] = [];
  let position = 0;
  for (const group of groups) {
    position++;
    const parentId = group.parentId ? (known.get(group.parentId)?.id ?? null) : null;
    const title = group.name.slice(0, 255);
    const current = known.get(group.id);
    if (!current) {
      const [row] = await ctx.db
        .insert(categories)
        .values({
          exchangeId: group.id,
          parentId,
          slug: slugify(title) || 'category',
          titleUa: title,
          titleRu: title,
          position,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('category not created');
      known.set(group.id, { id: row.id, parentId, titleUa: title });
      counts.created++;
      audits.push({ action: 'category.create', entity: 'category', entityId: row.id, after: { title, parentId } });
    } else if (current.parentId !== parentId || current.titleUa !== title) {
      await ctx.db.update(categories).set({ parentId, titleUa: title }).where(eq(categories.id, current.id));
      counts.updated++;
      audits.push({
        action: 'category.update',
        entity: 'category',
        entityId: current.id,
        before: { title: current.titleUa, parentId: current.parentId },
        after: { title, parentId },
      });
      known.set(group.id, { ...current, parentId, titleUa: title });
    }
  }
  await recordAudits(ctx, actor, audits);
  return new Map([...known].map(([id, c]) => [id, c.id]));
}

/** The category of goods 1C puts in no group: one hidden category, made once. */
export async function ungroupedCategory(ctx: Ctx): Promise<number> {
  const [found] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.exchangeId, ungroupedId));
  if (found) return found.id;
  const title = 'Без групи (1С)';
  const [row] = await ctx.db
    .insert(categories)
    .values({
      exchangeId: ungroupedId,
      slug: 'bez-hrupy-1s',
      titleUa: title,
      titleRu: 'Без группы (1С)',
      isActive: false,
    })
    .onConflictDoNothing()
    .returning({ id: categories.id });
  if (row) return row.id;
  return ungroupedCategory(ctx);
}
