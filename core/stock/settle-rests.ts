import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { orderExports, stockReservations } from '#db/schema';
import { recountReserved } from './reservations';

/** How a stock figure from outside relates to the orders we hold (ADR 0120, EXCHANGE_1C_RESTS). */
export type RestsKind =
  /**
   * 1C's free rest ("свободный остаток"): it already leaves out the orders 1C has taken — those
   * confirmed by `mode=success` (`order_exports.exported_at`, ADR 0103) at or before `takenBefore`
   * (the import's start), and only the rows that existed when 1C took the order.
   */
  | { rests: 'free'; takenBefore: Date }
  /** A total (1C's `total`, a shelf count): every open order still holds its pieces. */
  | { rests: 'total' };

export type StockPair = { goodId: number; storeId: number };

/**
 * After stock figures from outside overwrote `store_stock.quantity` of these (good, store) pairs,
 * makes `reserved` count each open order exactly once against them: with 1C's free rests the rows
 * of orders 1C has taken stop counting (`in_rests`); with a total every row counts again. Set-based
 * (one statement per call, whatever the number of pairs), then `recountReserved` of the goods that
 * hold reservations at all — usually few, so a 100,000-good import recounts only those. Returns the
 * rows that stopped counting (`inRests`) and those that counted again (`counted`).
 */
export async function settleRests(
  ctx: Pick<Ctx, 'db'>,
  pairs: readonly StockPair[],
  kind: RestsKind,
): Promise<{ inRests: number; counted: number }> {
  if (!pairs.length) return { inRests: 0, counted: 0 };
  const payload = JSON.stringify(pairs.map((p) => ({ good_id: p.goodId, store_id: p.storeId })));
  const reported = sql`(select distinct good_id, store_id
    from jsonb_to_recordset(${payload}::jsonb) as p(good_id int, store_id int))`;
  let inRests = 0;
  let counted = 0;
  if (kind.rests === 'free') {
    const marked = rowsOf(
      await ctx.db.execute(sql`
        update ${stockReservations} r set in_rests = true
        from ${reported} p, ${orderExports} e
        where r.good_id = p.good_id and r.store_id = p.store_id and not r.in_rests
          and e.order_id = r.order_id and e.exported_at is not null
          and e.exported_at <= ${kind.takenBefore.toISOString()}::timestamptz and r.created_at <= e.exported_at
        returning r.good_id`),
    );
    inRests = marked.length;
  } else {
    const unmarked = rowsOf(
      await ctx.db.execute(sql`
        update ${stockReservations} r set in_rests = false
        from ${reported} p
        where r.good_id = p.good_id and r.store_id = p.store_id and r.in_rests
        returning r.good_id`),
    );
    counted = unmarked.length;
  }
  // Goods whose reservations meet the new figures: their `reserved` and `reserved_out` follow.
  const held = rowsOf<{ goodId: number }>(
    await ctx.db.execute(sql`
      select distinct r.good_id as "goodId" from ${stockReservations} r
      where r.good_id in (select good_id from ${reported} p)`),
  );
  await recountReserved(
    ctx,
    held.map((h) => h.goodId),
  );
  return { inRests, counted };
}

/** Rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;
