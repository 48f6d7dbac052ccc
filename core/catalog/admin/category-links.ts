import { inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { categories } from '#db/schema';

/** Whether every id names a category. */
export async function categoriesExist(ctx: Ctx, ids: readonly number[]): Promise<boolean> {
  if (!ids.length) return true;
  const found = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return found.length === new Set(ids).size;
}
