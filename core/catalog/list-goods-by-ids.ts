import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods } from '#db/schema';
import { goodListColumns, listGoodOf } from './bilingual';
import type { CatalogGood } from './catalog-page';

/**
 * The listing fields (card and API list good) of active goods by id, in the order given; unknown
 * or hidden ids are skipped. One query: a search page's goods after the engine chose and ordered them.
 */
export async function listGoodsByIds(ctx: Ctx, ids: readonly number[]): Promise<CatalogGood[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .select(goodListColumns)
    .from(goods)
    .where(and(inArray(goods.id, wanted), eq(goods.isActive, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [listGoodOf(r)];
  });
}
