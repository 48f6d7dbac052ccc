import { batchesOf, kindHandlers, loadDictionaries, paceFor, type RunState } from '#core/imports';
import type { Ctx } from '#core/shared';
import { bulkWriteRows, vacuumAfterBulkWrite } from '#db/vacuum';
import {
  type CmlGood,
  type CmlNamed,
  type CmlOffer,
  goodOf,
  groupsOf,
  namedOf,
  offerOf,
  onlyChangesOf,
  propertiesOf,
} from './commerceml';
import { ExchangeJob, type ExchangeReport } from './exchange-job';
import { hideUnlisted } from './hide-unlisted';
import { type GoodsRun, importGoodsBatch } from './import-goods-batch';
import { importOffersBatch, type OffersRun } from './import-offers-batch';
import type { ExchangePictures } from './import-pictures';
import { describesVariant } from './import-variants';
import type { ListedIds } from './portions';
import { choosePriceType } from './price-types';
import { allRefused, ExchangeImportError } from './refused';
import { loadBrandCache } from './upsert-brands';
import { ungroupedCategory, upsertGroups } from './upsert-groups';
import { upsertProperties } from './upsert-properties';
import { splitWaiting, type WaitingOffers } from './waiting-offers';
import { totalStockStore, upsertWarehouses, warehouseNames, warehouseStores } from './warehouses';
import { readXmlUnits, type XUnit } from './xml-units';

export type ExchangeImportOptions = {
  fileName: string;
  /** The retail price type: its name or Ид (EXCHANGE_1C_PRICE_TYPE); unset: the one named retail (ADR 0118). */
  priceType?: string;
  /**
   * The price types the session's earlier files declared (UT 11 / 3.x packets declare them in the
   * classifier's `import___<guid>.xml`, prices come in `prices___<guid>.xml`).
   */
  sessionPriceTypes?: readonly CmlNamed[];
  /** The store (id or slug) for stock without a warehouse (EXCHANGE_1C_STOCK_STORE). */
  totalStockStore?: string;
  /**
   * What 1C's stock figures are (EXCHANGE_1C_RESTS, ADR 0120): `free` (the default) — its free rest,
   * which leaves out the orders it has taken, so their reservations stop counting; `total` — every
   * open order's reservation counts.
   */
  rests?: 'free' | 'total';
  /** Goods or offers a batch, always (tests); unset, the import core's pace (ADR 0125: ~80 ms slices on PGlite). */
  batchSize?: number;
  /** Where Картинка files are read (the upload's directory) and kept (the image store). */
  pictures?: ExchangePictures;
  /**
   * One portion of a full export 1C split into several files (`import0_1.xml`, `offers0_2.xml`…):
   * nothing is hidden here; the Ид a full portion listed come back in `listed`, and the exchange
   * hides what no portion listed when 1C says the export is complete (`hideUnlistedAfterPortions`).
   */
  portion?: boolean;
  /** Offers whose goods are not on the site yet wait for them in the session. */
  waiting?: WaitingOffers;
};

export type ExchangeImportResult = {
  jobs: { id: number; kind: string; report: ExchangeReport }[];
  /** Set for a full portion (`options.portion`): the Ид it listed, for the hiding at the end. */
  listed?: ListedIds;
  /** The price types this file declared: the session keeps them for its later files. */
  priceTypes: CmlNamed[];
  /** Offers kept waiting for their goods (`options.waiting.keep`). */
  waiting: number;
};

type Item = { kind: 'good'; good: CmlGood } | { kind: 'offer'; offer: CmlOffer };

/**
 * Imports one CommerceML file of a 1C exchange (ADR 0102), streamed: import.xml's
 * groups, properties and goods, offers.xml's price types, warehouses, prices and stock, in batches
 * of the import core (one transaction each), each kind recorded as an `import_jobs` row with its
 * report and audited under the 1C exchange. A full catalogue (not `СодержитТолькоИзменения`) hides
 * the exchange's goods it does not list. Idempotent: the same file again changes nothing.
 */
export async function importExchangeFile(
  ctx: Ctx,
  input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: ExchangeImportOptions,
): Promise<ExchangeImportResult> {
  const pace = paceFor(ctx.db, { fixed: options.batchSize });
  let goodsRun: GoodsRun | null = null;
  let offersRun: OffersRun | null = null;
  let catalogOnlyChanges = false;
  let sawCatalog = false;
  let offersOnlyChanges = false;
  const groups: ReturnType<typeof groupsOf> = [];
  const properties: ReturnType<typeof propertiesOf> = [];
  let categories = new Map<string, number>();
  const priceTypes: CmlNamed[] = [];
  const jobs: ExchangeJob[] = [];
  const kinds: string[] = [];

  const startGoods = async (): Promise<GoodsRun> => {
    const job = await ExchangeJob.start(ctx, 'goods', options.fileName);
    jobs.push(job);
    kinds.push('goods');
    job.report.groups = { created: 0, updated: 0 };
    await ctx.db.transaction(async (tx) => {
      categories = await upsertGroups(
        { ...ctx, db: tx },
        groups,
        { kind: 'import', name: '1C' },
        job.report.groups ?? { created: 0, updated: 0 },
      );
    });
    // In transactions of their own, shoppers served between.
    const structure = { properties: await upsertProperties(ctx, properties, () => pace.after(0)) };
    let ungrouped: number | null = null;
    return {
      job,
      categories,
      ungrouped: async (txCtx) => {
        ungrouped ??= await ungroupedCategory(txCtx);
        return ungrouped;
      },
      brands: await loadBrandCache(ctx),
      properties: structure.properties,
      seen: new Map(),
      codesTaken: new Set(),
      ...(options.pictures ? { pictures: options.pictures } : {}),
    };
  };
  const startOffers = async (): Promise<OffersRun> => {
    const prices = await ExchangeJob.start(ctx, 'prices', options.fileName);
    const stock = await ExchangeJob.start(ctx, 'stock', options.fileName);
    jobs.push(prices, stock);
    kinds.push('prices', 'stock');
    const state = async (kind: 'prices' | 'stock'): Promise<RunState> => ({
      handler: kindHandlers[kind],
      dict: await loadDictionaries(ctx, kindHandlers[kind].needs),
      seen: new Map(),
    });
    const choice = choosePriceType([...(options.sessionPriceTypes ?? []), ...priceTypes], options.priceType);
    prices.report.priceType =
      choice.how === 'unsure' ? { how: 'unsure', declared: choice.declared } : { name: choice.name, how: choice.how };
    return {
      prices,
      stock,
      priceType: () => choice.id,
      unpriced: 0,
      warehouses: await warehouseStores(ctx),
      totalStore: await totalStockStore(ctx, options.totalStockStore),
      totalOffers: 0,
      unmapped: new Set(),
      priceState: await state('prices'),
      stockState: await state('stock'),
      // Orders 1C confirmed by the time this file's import started are in its free rests.
      rests: options.rests === 'total' ? { rests: 'total' } : { rests: 'free', takenBefore: ctx.now },
    };
  };

  const only = options.waiting?.only;
  async function* items(units: AsyncGenerator<XUnit>): AsyncGenerator<Item> {
    for await (const { parent, node } of units) {
      if (node.name === 'Предложение') {
        const offer = offerOf(node);
        if (!only || only.has(offer.id)) yield { kind: 'offer', offer };
      }
      // A pass over offers that waited for their goods reads nothing else of the file but price types,
      // warehouses and the packet's flags.
      else if (only && ['Товар', 'Группы', 'Свойства', 'Каталог'].includes(node.name)) continue;
      else if (node.name === 'Товар' && parent === 'Товары') yield { kind: 'good', good: goodOf(node) };
      else if (node.name === 'Группы') groups.push(...groupsOf(node));
      else if (node.name === 'Свойства') properties.push(...propertiesOf(node));
      else if (node.name === 'ТипыЦен') priceTypes.push(...namedOf(node, 'ТипЦены'));
      else if (node.name === 'Склады') await upsertWarehouses(ctx, namedOf(node, 'Склад'));
      else if (node.name === 'Каталог') {
        sawCatalog = true;
        catalogOnlyChanges ||= onlyChangesOf(node);
      } else if (node.name === 'ПакетПредложений') offersOnlyChanges ||= onlyChangesOf(node);
      else if (node.name === 'СодержитТолькоИзменения') {
        if (parent === 'Каталог') catalogOnlyChanges ||= onlyChangesOf(node);
        else offersOnlyChanges ||= onlyChangesOf(node);
      }
    }
  }

  let failure: string | undefined;
  let written = 0;
  let waiting = 0;
  const listed: ListedIds = {};
  try {
    for await (const batch of batchesOf(items(readXmlUnits(input)), pace.size)) {
      const goods = batch.flatMap((i) => (i.kind === 'good' ? [i.good] : []));
      // Split prices / rests files only price and stock offers: a name there describes no variant.
      const split = /^(?:prices|rests)/i.test(baseName(options.fileName));
      let offers = batch.flatMap((i) =>
        i.kind === 'offer' ? [split && !i.offer.characteristics.length ? { ...i.offer, name: '' } : i.offer] : [],
      );
      const keep = options.waiting?.keep;
      if (keep && offers.length) {
        // Offers whose goods have not come yet wait for them, on disk.
        const parts = await splitWaiting(ctx, offers);
        offers = parts.ready;
        if (parts.waiting.length) {
          await keep(parts.waiting.map((o) => o.id));
          waiting += parts.waiting.length;
          offersRun ??= await startOffers();
          offersRun.prices.report.waiting = waiting;
        }
      }
      if (goods.length) {
        goodsRun ??= await startGoods();
        await importGoodsBatch(ctx, goodsRun, goods);
      }
      if (offers.length) {
        offersRun ??= await startOffers();
        if (!offersRun.variants && offers.some(describesVariant)) {
          const job = await ExchangeJob.start(ctx, 'goods', options.fileName);
          jobs.push(job);
          kinds.push('variants');
          offersRun.variants = { job, seen: new Map(), ...(options.pictures ? { pictures: options.pictures } : {}) };
        }
        await importOffersBatch(ctx, offersRun, offers);
      }
      // Let the shop's own requests through between batches (one PGlite connection is shared).
      await pace.after(batch.length);
      // PGlite never vacuums nor analyzes: plans made for the empty catalogue went quadratic as it
      // grew, and each offer rewrites its good (ADR 0101). Every 10,000 goods or offers, a table and
      // a step at a time with a rest after each (ADR 0132), never a reason to shrink the batches.
      written += batch.length;
      if (written >= bulkWriteRows) {
        written = 0;
        await vacuumAfterBulkWrite(ctx.db, ['goods', 'good_attributes', 'store_stock'], () => pace.after(0));
      }
    }
    // A classifier without goods (a groups-only exchange) still builds the tree.
    if (!goodsRun && (groups.length || properties.length)) goodsRun = await startGoods();
    if (goodsRun) {
      goodsRun.job.report.onlyChanges = catalogOnlyChanges;
      if (sawCatalog && !catalogOnlyChanges) {
        if (options.portion) listed.goods = [...goodsRun.seen.keys()];
        // A full catalogue that lists no goods (UT 11's classifier packet) is no reason to hide any.
        else if (!goodsRun.seen.size) goodsRun.job.report.hideSkipped = true;
        else {
          const ids: number[] = [];
          goodsRun.job.report.hidden = await hideUnlisted(ctx, goodsRun.seen, { ids });
          if (ids.length) goodsRun.job.report.hiddenIds = ids;
        }
      }
    }
    if (offersRun) {
      offersRun.prices.report.onlyChanges = offersOnlyChanges;
      if (offersRun.totalOffers)
        offersRun.stock.report.totalStock = {
          store: offersRun.totalStore?.title ?? null,
          offers: offersRun.totalOffers,
        };
      if (offersRun.unmapped.size)
        offersRun.stock.report.unmappedWarehouses = await warehouseNames(ctx, offersRun.unmapped);
      // "No price imported" is news only when the file carried prices.
      if (offersRun.prices.report.priceType?.how === 'unsure' && !offersRun.unpriced)
        delete offersRun.prices.report.priceType;
      offersRun.stock.report.onlyChanges = offersOnlyChanges;
      const variants = offersRun.variants;
      if (variants) {
        variants.job.report.onlyChanges = offersOnlyChanges;
        // Only the file that describes characteristics hides the variants it does not list (2.08's
        // prices*.xml / rests*.xml carry none and hide nothing).
        if (!offersOnlyChanges && options.portion) listed.variants = [...variants.seen.keys()];
        // A pass over waiting offers saw a few of them only: never a reason to hide the rest.
        else if (!offersOnlyChanges && variants.seen.size && !only) {
          const ids: number[] = [];
          variants.job.report.hidden =
            (variants.job.report.hidden ?? 0) + (await hideUnlisted(ctx, variants.seen, { variantsOnly: true, ids }));
          if (ids.length) variants.job.report.hiddenIds = ids;
        }
      }
    }
  } catch (error) {
    failure = (error as Error).message || 'error';
  }
  // Every exchange file makes a job, failed or not: a file broken before its first
  // good or offer is a failed job of the kind its name says.
  if (failure && !jobs.length) {
    const kind = /^(?:offers|prices)/i.test(baseName(options.fileName))
      ? 'prices'
      : /^rests/i.test(baseName(options.fileName))
        ? 'stock'
        : 'goods';
    jobs.push(await ExchangeJob.start(ctx, kind, options.fileName));
    kinds.push(kind);
  }
  for (const job of jobs) {
    if (only) job.report.afterWaiting = true;
    await job.finish(ctx, failure);
  }
  if (failure) throw new ExchangeImportError(failure);
  // A file whose every row was refused is no success: 1C's operator must see why, in 1C (item 8).
  const refused = allRefused(jobs);
  if (refused) throw refused;
  return {
    jobs: jobs.map((job, i) => ({ id: job.id, kind: kinds[i] ?? '', report: job.report })),
    ...(listed.goods || listed.variants ? { listed } : {}),
    priceTypes,
    waiting,
  };
}

const baseName = (fileName: string) => fileName.split('/').at(-1) ?? fileName;
