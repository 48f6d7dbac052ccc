import { sql } from 'drizzle-orm';
import {
  kindHandlers,
  type Planned,
  planBatch,
  type RowIssue,
  type RunState,
  reportedPairs,
  rowsOf,
  type SourceRow,
  type StockRow,
  type StockState,
  textArray,
  writeStockRows,
} from '#core/imports';
import type { Ctx } from '#core/shared';
import { decimalUah } from '#core/shared';
import { recordAudits } from '#core/staff';
import { type RestsKind, settleRests } from '#core/stock';
import { hideParents } from './apply-variants';
import { type CmlOffer, quantityOf } from './commerceml';
import { deletedInExchange } from './deleted-marks';
import { type ExchangeJob, exchangeActor } from './exchange-job';
import { importVariants, type VariantsRun } from './import-variants';

/** What a run of offers.xml knows between batches. */
export type OffersRun = {
  prices: ExchangeJob;
  stock: ExchangeJob;
  /** The retail price type's Ид (a setting, else the one named retail; null: unsure, no prices). */
  priceType: () => string | null;
  /** Offers that carried prices none of which was imported (no retail type chosen). */
  unpriced: number;
  /** Warehouse Ид → store (null: not mapped, stock ignored). */
  warehouses: Map<string, number | null>;
  /** The store for stock without a warehouse (EXCHANGE_1C_STOCK_STORE), null: such stock is ignored. */
  totalStore: { id: number; title: string } | null;
  /** Offers that carried stock without a warehouse. */
  totalOffers: number;
  /** Warehouses met whose stock was ignored (mapped to no store). */
  unmapped: Set<string>;
  priceState: RunState;
  stockState: RunState;
  /** Characteristic offers (variants): set once the file carries one. */
  variants?: VariantsRun;
  /**
   * What 1C's stock figures leave out (EXCHANGE_1C_RESTS, ADR 0120): `free` — the orders 1C had
   * taken when this import started; `total` — none, every open order holds its pieces.
   */
  rests: RestsKind;
};

/** 1C's "1234.5" → kopiyky as the import core reads money ("1234.50"); null when it is no amount. */
function priceCell(raw: string): string | null {
  const n = Number(raw.replace(',', '.').replace(/\s/g, ''));
  if (!Number.isFinite(n) || n <= 0) return null;
  const kop = Math.round(n * 100);
  return decimalUah(kop);
}

/**
 * One batch of offers.xml in one transaction: each offer's retail price and its stock
 * per store (warehouses summed per mapped store) become the import core's price and stock rows,
 * planned and applied by its kinds (the pricing rules, the waiting list, per-row audit). A good
 * priced for the first time (it waited at price 0, hidden) goes on sale. Characteristic offers
 * first become variants (`importVariants`); a parent whose variants are on sale is hidden.
 */
export async function importOffersBatch(ctx: Ctx, run: OffersRun, batch: readonly CmlOffer[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (run.variants) await importVariants(txCtx, run.variants, batch);
    const found = rowsOf<{ id: number; extId: string; exchangeId: string; price: number; isActive: boolean }>(
      await tx.execute(sql`
        select id, ext_id as "extId", exchange_id as "exchangeId", coalesce(regular_price, price) as price,
               is_active as "isActive"
        from goods where exchange_id = any(${textArray(batch.map((o) => o.id))})`),
    );
    const goods = new Map(found.map((g) => [g.exchangeId, g]));
    const unknown: RowIssue[] = [];
    const priceRows: SourceRow[] = [];
    const stockRows: SourceRow[] = [];
    const type = run.priceType();
    for (const offer of batch) {
      const good = goods.get(offer.id);
      if (!good) {
        unknown.push({ line: offer.line, code: 'unknown_good', column: 'Ид', value: offer.id });
        continue;
      }
      const raw = type ? offer.prices.get(type) : undefined;
      if (!type && offer.prices.size) run.unpriced++;
      if (raw !== undefined) {
        const price = priceCell(raw);
        priceRows.push({ line: offer.line, values: { ext_id: good.extId, price: price ?? raw } });
      }
      if (offer.stock) {
        const perStore = new Map<number, number>();
        for (const [warehouse, quantity] of offer.stock) {
          const store = run.warehouses.get(warehouse);
          if (store == null) {
            run.stock.report.unmappedStock = (run.stock.report.unmappedStock ?? 0) + 1;
            run.unmapped.add(warehouse);
            continue;
          }
          perStore.set(store, (perStore.get(store) ?? 0) + (quantityOf(quantity) ?? 0));
        }
        // A mapped store the offer does not name has none of it.
        for (const store of new Set(run.warehouses.values()))
          if (store != null && !perStore.has(store)) perStore.set(store, 0);
        for (const [store, quantity] of perStore)
          stockRows.push({
            line: offer.line,
            values: { ext_id: good.extId, store: String(store), quantity: String(quantity) },
          });
      } else if (offer.total !== null) {
        // The chain's total without warehouses: on the store the setting names.
        run.totalOffers++;
        if (run.totalStore)
          stockRows.push({
            line: offer.line,
            values: {
              ext_id: good.extId,
              store: String(run.totalStore.id),
              quantity: String(quantityOf(offer.total) ?? 0),
            },
          });
      }
    }
    const prices = await planBatch(txCtx, run.priceState, priceRows, true);
    const changedPrices = prices.planned.filter((p) => p.outcome !== 'unchanged');
    await kindHandlers.prices.apply(txCtx, changedPrices, exchangeActor);
    const stock = await planBatch(txCtx, run.stockState, stockRows, true);
    const plannedStock = stock.planned as Planned<StockRow, StockState>[];
    await writeStockRows(
      txCtx,
      plannedStock.filter((p) => p.outcome !== 'unchanged'),
      exchangeActor,
    );
    // Every pair 1C reported, changed or not: its figure says whether it holds our orders (ADR 0120).
    const settled = await settleRests(txCtx, reportedPairs(plannedStock), run.rests);
    if (settled.inRests)
      run.stock.report.reservationsInRests = (run.stock.report.reservationsInRests ?? 0) + settled.inRests;
    const byId = new Map(found.map((g) => [g.id, g]));
    const offerDeleted = new Set(batch.filter((o) => o.deleted).map((o) => o.id));
    const candidates = changedPrices
      .filter((p) => p.current?.price === 0)
      .map((p) => byId.get(p.current?.id ?? 0))
      .filter((g) => g && !g.isActive && g.price === 0 && !offerDeleted.has(g.exchangeId))
      .map((g) => g?.id ?? 0);
    // A good 1C deleted stays hidden though priced.
    const deleted = await deletedInExchange(txCtx, candidates);
    const firstPriced = candidates.filter((id) => !deleted.has(id));
    if (firstPriced.length) {
      await tx.execute(sql`
        update goods set is_active = true
        where id = any(array(select jsonb_array_elements_text(${JSON.stringify(firstPriced)}::jsonb)::int))`);
      await recordAudits(
        txCtx,
        exchangeActor,
        firstPriced.map((id) => ({
          action: 'good.update',
          entity: 'good',
          entityId: id,
          before: { active: false },
          after: { active: true },
        })),
      );
    }
    const hidden = await hideParents(
      txCtx,
      batch.map((o) => o.id.split('#')[0] ?? o.id),
    );
    if (hidden.length && run.variants)
      run.variants.job.report.hidden = (run.variants.job.report.hidden ?? 0) + hidden.length;
    run.prices.add(
      batch.length,
      prices.planned,
      [...unknown, ...prices.issues].sort((a, b) => a.line - b.line),
    );
    run.stock.add(stockRows.length, stock.planned, stock.issues);
    await run.prices.beat(txCtx);
    await run.stock.beat(txCtx);
  });
}
