import { sql } from 'drizzle-orm';
import { setGoodPrices } from '#core/pricing';
import { recordAudits } from '#core/staff';
import type { ColumnDef, RowIssue } from '../types';
import { extIdShape, parseMoney } from '../values';
import { difference, type ImportKindHandler, pages, rowsOf, textArray } from './kind';

/** A price row; `oldPrice` undefined when the file has no old-price column (kept), null when its cell is empty. */
export type PriceRow = { extId: string; price: number; oldPrice?: number | null };
export type PriceState = { id: number; price: number; oldPrice: number | null };

export const pricesColumns = [
  { name: 'ext_id', type: 'text', required: true, aliases: ['код', 'артикул', 'code'] },
  { name: 'price', type: 'money', required: true, aliases: ['ціна'] },
  { name: 'old_price', type: 'money', aliases: ['стара_ціна'] },
] as const satisfies readonly ColumnDef[];

/** Catalogue prices: always through the pricing rules, so a running promotion keeps its price (ADR 0081). */
export const pricesKind: ImportKindHandler<PriceRow, PriceState> = {
  columns: pricesColumns,
  needs: [],
  tables: ['goods'],
  parse(row) {
    const v = row.values;
    const issues: RowIssue[] = [];
    const extId = v.ext_id ?? '';
    if (!extId) issues.push({ line: row.line, code: 'required', column: 'ext_id' });
    else if (!extIdShape.test(extId))
      issues.push({ line: row.line, code: 'bad_ext_id', column: 'ext_id', value: extId });
    const price = v.price ? parseMoney(v.price) : null;
    if (!v.price) issues.push({ line: row.line, code: 'required', column: 'price' });
    else if (price === null) issues.push({ line: row.line, code: 'bad_price', column: 'price', value: v.price });
    let oldPrice: number | null | undefined;
    if (v.old_price !== undefined) {
      oldPrice = v.old_price ? parseMoney(v.old_price) : null;
      if (v.old_price && oldPrice === null)
        issues.push({ line: row.line, code: 'bad_price', column: 'old_price', value: v.old_price });
    }
    if (issues.length || price === null) return { ok: false, issues };
    return { ok: true, value: oldPrice === undefined ? { extId, price } : { extId, price, oldPrice } };
  },
  key: (row) => row.extId,
  async load(ctx, rows, forUpdate) {
    const result = await ctx.db.execute(sql`
      select id, ext_id as "extId", coalesce(regular_price, price) as price,
             case when regular_price is null then old_price else regular_old_price end as "oldPrice"
      from goods where ext_id = any(${textArray(rows.map((r) => r.extId))})
      ${forUpdate ? sql`for update` : sql``}`);
    return new Map(rowsOf<PriceState & { extId: string }>(result).map((g) => [g.extId, g]));
  },
  plan(line, row, current) {
    if (!current) return [{ line, code: 'unknown_good', column: 'ext_id', value: row.extId }];
    const oldPrice = row.oldPrice !== undefined ? row.oldPrice : current.oldPrice;
    const diff = difference(
      { price: current.price, old_price: current.oldPrice },
      { price: row.price, old_price: oldPrice },
    );
    if (!diff) return { line, key: row.extId, value: row, current, outcome: 'unchanged', before: null, after: {} };
    if (oldPrice != null && oldPrice <= row.price)
      return [{ line, code: 'old_price_not_above', column: 'old_price', value: String(oldPrice) }];
    return { line, key: row.extId, value: row, current, outcome: 'changed', ...diff };
  },
  async apply(ctx, rows, actor) {
    const changed = rows.filter((r) => r.outcome === 'changed' && r.current);
    await setGoodPrices(
      ctx,
      changed.map(({ value, current }) => ({
        goodId: current?.id ?? 0,
        price: value.price,
        oldPrice: value.oldPrice !== undefined ? value.oldPrice : (current?.oldPrice ?? null),
      })),
    );
    await recordAudits(
      ctx,
      actor,
      changed.map((r) => ({
        action: 'good.price',
        entity: 'good',
        entityId: r.current?.id ?? r.key,
        before: r.before,
        after: r.after,
      })),
    );
  },
  async *exportRows(ctx) {
    const rows = pages(async (after, size) =>
      rowsOf<PriceState & { extId: string }>(
        await ctx.db.execute(sql`
          select id, ext_id as "extId", coalesce(regular_price, price) as price,
                 case when regular_price is null then old_price else regular_old_price end as "oldPrice"
          from goods where id > ${after} order by id limit ${size}`),
      ),
    );
    for await (const g of rows) yield { ext_id: g.extId, price: g.price, old_price: g.oldPrice };
  },
};
