import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { storeStock, stores } from '#db/schema';

/**
 * What the chain can deliver of each good: its stock summed over the active stores (ADR 0083).
 * What open orders hold is not counted (ADR 0120). A good without stock rows has 0. Stores are where the chain keeps goods; there is no other
 * warehouse table, so this sum is the most any order can take.
 */
export async function chainStock(ctx: Pick<Ctx, 'db'>, goodIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(goodIds.map((id) => [id, 0]));
  if (!goodIds.length) return out;
  const rows = await ctx.db
    .select({
      goodId: storeStock.goodId,
      quantity: sql<number>`sum(greatest(${storeStock.quantity} - ${storeStock.reserved}, 0))::int`,
    })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .where(and(inArray(storeStock.goodId, [...goodIds]), eq(stores.isActive, true)))
    .groupBy(storeStock.goodId);
  for (const r of rows) out.set(r.goodId, Math.max(0, Number(r.quantity)));
  return out;
}

/** The message code when an order wants more than the chain's `held` pieces. */
export const shortfallCode = (held: number) => (held === 0 ? ('stock_none' as const) : ('stock_short' as const));
