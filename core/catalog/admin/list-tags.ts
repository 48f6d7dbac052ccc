import { asc, count, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods, goodTags, tags } from '#db/schema';

export type AdminTag = typeof tags.$inferSelect & { goodsCount: number };

/** Tags (1 hits, 2 novelty, 3 discounts, and any added) with how many goods carry each. */
export async function listAdminTags(ctx: Ctx, actor: StaffView): Promise<AdminTag[]> {
  requireArea(actor, 'catalog');
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(tags).orderBy(asc(tags.id)),
    ctx.db.select({ id: goodTags.tagId, n: count() }).from(goodTags).groupBy(goodTags.tagId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({ ...row, goodsCount: byId.get(row.id) ?? 0 }));
}

/** One tag with its goods' codes in the tag's order (the home sections' order), or null. */
export async function getAdminTag(ctx: Ctx, actor: StaffView, id: number) {
  requireArea(actor, 'catalog');
  const [row] = await ctx.db.select().from(tags).where(eq(tags.id, id));
  if (!row) return null;
  const members = await ctx.db
    .select({ id: goods.id, extId: goods.extId, title: goods.titleUa })
    .from(goodTags)
    .innerJoin(goods, eq(goods.id, goodTags.goodId))
    .where(eq(goodTags.tagId, id))
    .orderBy(asc(goodTags.position), asc(goods.id));
  return { ...row, goods: members };
}
