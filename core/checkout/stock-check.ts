import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { chainStock, shortfallCode } from '#core/stores';
import { storeStock, stores } from '#db/schema';
import type { CheckMessage } from './check-message';
import type { CheckedLine } from './load-lines';

/**
 * A message for every line wanting more than the chain's stores hold (ADR 0083):
 * `stock_short` with `available`, or `stock_none`. Each blocks the order.
 */
export async function shortfalls(ctx: Ctx, lines: CheckedLine[]): Promise<CheckMessage[]> {
  const held = await chainStock(
    ctx,
    lines.map((l) => l.id),
  );
  return lines.flatMap((l) => {
    const n = held.get(l.id) ?? 0;
    return l.quantity > n ? [{ code: shortfallCode(n), goodId: l.id, params: { available: n } }] : [];
  });
}

/** Per store of the town, the goods it holds free of open orders (ADR 0120) in the wanted quantity. */
export async function townStock(ctx: Ctx, townCode: string, lines: CheckedLine[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  const townStores = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.townCode, townCode), eq(stores.isActive, true)));
  for (const s of townStores) out.set(s.id, new Set());
  if (!lines.length || !townStores.length) return out;
  const rows = await ctx.db
    .select()
    .from(storeStock)
    .where(
      and(
        inArray(
          storeStock.storeId,
          townStores.map((s) => s.id),
        ),
        inArray(
          storeStock.goodId,
          lines.map((l) => l.id),
        ),
      ),
    );
  const wanted = new Map(lines.map((l) => [l.id, l.quantity]));
  for (const r of rows)
    if (r.quantity - r.reserved >= (wanted.get(r.goodId) ?? Infinity)) out.get(r.storeId)?.add(r.goodId);
  return out;
}
