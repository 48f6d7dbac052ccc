import { asc, count, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { brands, goods } from '#db/schema';

export type AdminBrand = typeof brands.$inferSelect & { goodsCount: number };

/** Every brand for the back office, by title, with how many goods carry it. */
export async function listAdminBrands(ctx: Ctx, actor: StaffView): Promise<AdminBrand[]> {
  requireArea(actor, 'catalog');
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(brands).orderBy(asc(brands.title), asc(brands.id)),
    ctx.db.select({ id: goods.brandId, n: count() }).from(goods).groupBy(goods.brandId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({ ...row, goodsCount: byId.get(row.id) ?? 0 }));
}

/** One brand, or null. */
export async function getAdminBrand(ctx: Ctx, actor: StaffView, id: number) {
  requireArea(actor, 'catalog');
  const [row] = await ctx.db.select().from(brands).where(eq(brands.id, id));
  return row ?? null;
}
