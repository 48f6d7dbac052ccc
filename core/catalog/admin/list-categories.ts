import { count } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods } from '#db/schema';
import { type AdminCategory, categoryRows } from './category-rows';

/** The whole category tree for the back office (hidden ones too), flat by depth, with goods counts. */
export async function listAdminCategories(ctx: Ctx, actor: StaffView): Promise<AdminCategory[]> {
  requireArea(actor, 'catalog');
  const [rows, counts] = await Promise.all([
    categoryRows(ctx),
    ctx.db.select({ id: goods.categoryId, n: count() }).from(goods).groupBy(goods.categoryId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({ ...row, goodsCount: byId.get(row.id) ?? 0 }));
}
