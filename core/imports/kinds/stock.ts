import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type AuditActor, recordAudits } from '#core/staff';
import { type StockPair, settleRests } from '#core/stock';
import { notifyBackInStock } from '#core/wishlists';
import type { ColumnDef, RowIssue } from '../types';
import { extIdShape, parseQuantity } from '../values';
import { type ImportKindHandler, type Planned, pages, rowsOf, textArray } from './kind';

export type StockRow = { extId: string; storeId: number; quantity: number };
/** The good's id and its stock in the row's store (0 without a row). */
export type StockState = { goodId: number; quantity: number };

export const stockColumns = [
  { name: 'ext_id', type: 'text', required: true, aliases: ['код', 'артикул', 'code'] },
  { name: 'store', type: 'ref', required: true, aliases: ['store_id', 'магазин'] },
  { name: 'quantity', type: 'int', required: true, aliases: ['кількість', 'залишок', 'qty'] },
] as const satisfies readonly ColumnDef[];

/**
 * Stock per store: absolute quantities of 1C's figure (`quantity`; what orders hold stays in
 * `reserved`); a good that comes back tells its waiting list (`notifyBackInStock`) and a good whose
 * pieces orders now hold all, or no longer, flips `reserved_out`, in the batch's transaction.
 */
export const stockKind: ImportKindHandler<StockRow, StockState> = {
  columns: stockColumns,
  needs: ['stores'],
  tables: ['store_stock'],
  parse(row, dict) {
    const v = row.values;
    const issues: RowIssue[] = [];
    const extId = v.ext_id ?? '';
    if (!extId) issues.push({ line: row.line, code: 'required', column: 'ext_id' });
    else if (!extIdShape.test(extId))
      issues.push({ line: row.line, code: 'bad_ext_id', column: 'ext_id', value: extId });
    const storeId = v.store ? dict.stores.get(v.store.toLowerCase()) : undefined;
    if (!v.store) issues.push({ line: row.line, code: 'required', column: 'store' });
    else if (storeId === undefined)
      issues.push({ line: row.line, code: 'unknown_store', column: 'store', value: v.store });
    const quantity = v.quantity ? parseQuantity(v.quantity) : null;
    if (!v.quantity) issues.push({ line: row.line, code: 'required', column: 'quantity' });
    else if (quantity === null)
      issues.push({ line: row.line, code: 'bad_quantity', column: 'quantity', value: v.quantity });
    if (issues.length || storeId === undefined || quantity === null) return { ok: false, issues };
    return { ok: true, value: { extId, storeId, quantity } };
  },
  key: (row) => `${row.extId}\u0000${row.storeId}`,
  async load(ctx, rows, forUpdate) {
    const result = await ctx.db.execute(sql`
      select g.id as "goodId", g.ext_id as "extId", s.store_id as "storeId", s.quantity
      from goods g left join store_stock s on s.good_id = g.id
      where g.ext_id = any(${textArray(rows.map((r) => r.extId))})
      ${forUpdate ? sql`for update of g` : sql``}`);
    const found = rowsOf<{ goodId: number; extId: string; storeId: number | null; quantity: number | null }>(result);
    const goods = new Map(found.map((r) => [r.extId, r.goodId]));
    const held = new Map(found.map((r) => [`${r.extId}\u0000${r.storeId}`, r.quantity ?? 0]));
    const out = new Map<string, StockState>();
    for (const row of rows) {
      const goodId = goods.get(row.extId);
      const key = `${row.extId}\u0000${row.storeId}`;
      if (goodId !== undefined) out.set(key, { goodId, quantity: held.get(key) ?? 0 });
    }
    return out;
  },
  plan(line, row, current): Planned<StockRow, StockState> | RowIssue[] {
    const key = `${row.extId}\u0000${row.storeId}`;
    if (!current) return [{ line, code: 'unknown_good', column: 'ext_id', value: row.extId }];
    if (current.quantity === row.quantity)
      return { line, key, value: row, current, outcome: 'unchanged', before: null, after: {} };
    return {
      line,
      key,
      value: row,
      current,
      outcome: 'changed',
      before: { store: row.storeId, quantity: current.quantity },
      after: { store: row.storeId, quantity: row.quantity },
    };
  },
  /**
   * The stock spreadsheet is a shelf count: pieces held for open orders are still on the shelf, so
   * every reservation of the rows counts again (ADR 0120) — 1C's free rests mark theirs on their own
   * path (`writeStockRows` then `settleRests` with EXCHANGE_1C_RESTS).
   */
  async apply(ctx, rows, actor) {
    await writeStockRows(ctx, rows, actor);
    await settleRests(ctx, reportedPairs(rows), { rests: 'total' });
  },
  async *exportRows(ctx) {
    // Keyset by (good, store) folded into one increasing number: store ids stay below 1e6.
    const rows = pages(async (after, size) =>
      rowsOf<{ id: number; extId: string; storeId: number; quantity: number }>(
        await ctx.db.execute(sql`
          select (s.good_id::bigint * 1000000 + s.store_id)::float8 as id, g.ext_id as "extId",
                 s.store_id as "storeId", s.quantity
          from store_stock s join goods g on g.id = s.good_id
          where (s.good_id, s.store_id) > (${Math.floor(after / 1_000_000)}::int, ${after % 1_000_000}::int)
          order by s.good_id, s.store_id limit ${size}`),
      ),
    );
    for await (const r of rows) yield { ext_id: r.extId, store: r.storeId, quantity: r.quantity };
  },
};

/**
 * Writes planned stock rows (absolute quantities) with their audit; a good that comes back tells its
 * waiting list. Reservations are the caller's: `stockKind.apply` counts them all again, the 1C
 * exchange settles them as its rests say.
 */
export async function writeStockRows(
  ctx: Ctx,
  rows: readonly Planned<StockRow, StockState>[],
  actor: AuditActor,
): Promise<void> {
  const changed = rows.filter((r) => r.outcome === 'changed' && r.current);
  if (!changed.length) return;
  const payload = changed.map(({ value, current }) => ({
    good_id: current?.goodId,
    store_id: value.storeId,
    quantity: value.quantity,
  }));
  await ctx.db.execute(sql`
    insert into store_stock (good_id, store_id, quantity)
    select good_id, store_id, quantity
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(good_id int, store_id int, quantity int)
    -- Rows locked in the order checkout reserves them (good, then store): no deadlock with an order.
    order by good_id, store_id
    on conflict (good_id, store_id) do update set quantity = excluded.quantity
    where store_stock.quantity is distinct from excluded.quantity`);
  const restocked = [...new Set(changed.filter((r) => r.value.quantity > 0).map((r) => r.current?.goodId ?? 0))];
  await notifyBackInStock(ctx, restocked);
  await recordAudits(
    ctx,
    actor,
    changed.map((r) => ({
      action: 'good.stock',
      entity: 'good',
      entityId: r.current?.goodId ?? r.key,
      before: r.before,
      after: r.after,
    })),
  );
}

/** The (good, store) pairs planned rows report, whatever their outcome. */
export const reportedPairs = (rows: readonly Planned<StockRow, StockState>[]): StockPair[] =>
  rows.flatMap((r) => (r.current ? [{ goodId: r.current.goodId, storeId: r.value.storeId }] : []));
