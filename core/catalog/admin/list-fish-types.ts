import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { fishCategories, fishTypes } from '#db/schema';

export type AdminFishType = typeof fishTypes.$inferSelect & { categoryIds: number[] };

/** Fish types for the back office in their order, each with its recommended categories in order. */
export async function listAdminFishTypes(ctx: Ctx, actor: StaffView): Promise<AdminFishType[]> {
  requireArea(actor, 'catalog');
  const [rows, links] = await Promise.all([
    ctx.db.select().from(fishTypes).orderBy(asc(fishTypes.position), asc(fishTypes.id)),
    ctx.db.select().from(fishCategories).orderBy(asc(fishCategories.position), asc(fishCategories.categoryId)),
  ]);
  return rows.map((row) => ({
    ...row,
    categoryIds: links.filter((l) => l.fishId === row.id).map((l) => l.categoryId),
  }));
}

/** One fish type, or null. */
export async function getAdminFishType(ctx: Ctx, actor: StaffView, id: number): Promise<AdminFishType | null> {
  requireArea(actor, 'catalog');
  const [row] = await ctx.db.select().from(fishTypes).where(eq(fishTypes.id, id));
  if (!row) return null;
  const links = await ctx.db
    .select({ categoryId: fishCategories.categoryId })
    .from(fishCategories)
    .where(eq(fishCategories.fishId, id))
    .orderBy(asc(fishCategories.position), asc(fishCategories.categoryId));
  return { ...row, categoryIds: links.map((l) => l.categoryId) };
}
