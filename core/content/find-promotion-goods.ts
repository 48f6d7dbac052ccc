import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods } from '#db/schema';

export type PickedGood = { id: number; extId: string; titleUa: string; price: number; isActive: boolean };

/**
 * The promotion form's goods picker (area `promotions`): goods whose code is `q` or starts with it,
 * then goods whose Ukrainian or Russian title contains it; at most `limit`.
 */
export async function findPromotionGoods(ctx: Ctx, actor: StaffView, q: string, limit = 20): Promise<PickedGood[]> {
  requireArea(actor, 'promotions');
  const term = q.trim().slice(0, 100);
  if (!term) return [];
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return ctx.db
    .select({
      id: goods.id,
      extId: goods.extId,
      titleUa: goods.titleUa,
      price: goods.price,
      isActive: goods.isActive,
    })
    .from(goods)
    .where(
      or(
        eq(goods.extId, term),
        ilike(goods.extId, `${escaped}%`),
        ilike(goods.titleUa, `%${escaped}%`),
        ilike(goods.titleRu, `%${escaped}%`),
      ),
    )
    .orderBy(sql`${goods.extId} = ${term} desc`, desc(goods.isActive), desc(goods.popularity), asc(goods.id))
    .limit(Math.min(Math.max(limit, 1), 50));
}
