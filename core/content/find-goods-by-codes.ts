import { inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods } from '#db/schema';

/** Goods by their codes (SPEC §3 ext_id) for the promotion form's "add by codes" (area `promotions`): code → id. */
export async function findGoodsByCodes(ctx: Ctx, actor: StaffView, codes: string[]): Promise<Map<string, number>> {
  requireArea(actor, 'promotions');
  const wanted = [...new Set(codes.map((c) => c.trim()).filter(Boolean))].slice(0, 10_000);
  if (!wanted.length) return new Map();
  const rows = await ctx.db
    .select({ id: goods.id, extId: goods.extId })
    .from(goods)
    .where(inArray(goods.extId, wanted));
  return new Map(rows.map((r) => [r.extId, r.id]));
}
