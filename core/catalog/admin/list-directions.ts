import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { directionCategories, directions } from '#db/schema';

export type AdminDirection = typeof directions.$inferSelect & { categoryIds: number[] };

/** Directions ("by direction" menu mode) for the back office in their order, each with its categories in order. */
export async function listAdminDirections(ctx: Ctx, actor: StaffView): Promise<AdminDirection[]> {
  requireArea(actor, 'catalog');
  const [rows, links] = await Promise.all([
    ctx.db.select().from(directions).orderBy(asc(directions.position), asc(directions.id)),
    ctx.db
      .select()
      .from(directionCategories)
      .orderBy(asc(directionCategories.position), asc(directionCategories.categoryId)),
  ]);
  return rows.map((row) => ({
    ...row,
    categoryIds: links.filter((l) => l.directionId === row.id).map((l) => l.categoryId),
  }));
}

/** One direction, or null. */
export async function getAdminDirection(ctx: Ctx, actor: StaffView, id: number): Promise<AdminDirection | null> {
  requireArea(actor, 'catalog');
  const [row] = await ctx.db.select().from(directions).where(eq(directions.id, id));
  if (!row) return null;
  const links = await ctx.db
    .select({ categoryId: directionCategories.categoryId })
    .from(directionCategories)
    .where(eq(directionCategories.directionId, id))
    .orderBy(asc(directionCategories.position), asc(directionCategories.categoryId));
  return { ...row, categoryIds: links.map((l) => l.categoryId) };
}
