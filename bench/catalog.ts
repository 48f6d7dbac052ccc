import v8 from 'node:v8';
import vm from 'node:vm';
import { count, eq } from 'drizzle-orm';
import { priceCart } from '#core/cart';
import {
  type CategoryNode,
  getCategoryTree,
  getGoodsByIds,
  type ListingSort,
  listCatalog,
  listCategoryGoods,
  listingSorts,
  perPage,
  subtreeIds,
} from '#core/catalog';
import type { Ctx } from '#core/shared';
import type { Db } from '#db/client';
import { goods } from '#db/schema';
import type { BenchOptions } from './options';
import { printTable } from './report';
import { percentileMs } from './search/metrics';
import { ensureSeeded, openStore } from './seeded-store';
import type { DbKind } from './store';

/** Speed goal 6: p95 inside the server, ms. */
export const catalogTargets = { listing: 30, facets: 50, byIds: 10 };
const targets = catalogTargets;
const repeats = 15;
const cartLines = 20;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type Probe = { op: string; target: number; run: () => Promise<unknown> };
/** One probe's timings over every round, ms. */
export type CatalogRow = { db: DbKind; op: string; n: number; p50: number; p95: number; max: number; target: number };
export type CatalogFigures = { goods: number; rows: CatalogRow[] };

/**
 * `npm run bench catalog`: the catalogue's core functions in this process on the seeded demo shop
 * (100,000 goods by default): a category page (top-level, mid-level, leaf; every sort; page 1 and
 * page 50) without and with facets (`listCatalog`, the §7 catalogue endpoint and the storefront's
 * listing), and 20 goods by ids (the §7 goods-by-ids call and the cart's pricing). Several rounds,
 * with the process's memory after each, to show whether it creeps.
 */
export async function benchCatalog(options: BenchOptions): Promise<CatalogFigures> {
  const goodsWanted = options.goods ?? 100_000;
  console.log(`catalog: ${goodsWanted} demo goods on ${options.dbs.join(' and ')}, ${options.rounds ?? 3} rounds`);
  const rows: CatalogRow[] = [];
  for (const kind of options.dbs) rows.push(...(await benchOne(kind, goodsWanted, options)));
  console.log(`\nsummary (ms, every round together; targets are p95 inside the server):`);
  printTable(rows.map((r) => ({ ...r, target: `≤ ${r.target}`, met: r.p95 <= r.target ? 'yes' : 'NO' })));
  const missed = rows.filter((r) => r.p95 > r.target);
  console.log(missed.length ? `${missed.length} rows miss their target` : 'every row meets its target');
  return { goods: goodsWanted, rows };
}

async function benchOne(kind: DbKind, goodsWanted: number, options: BenchOptions): Promise<CatalogRow[]> {
  console.log(`\n== ${kind} ==`);
  const { database, store, where } = await openStore(kind, 'catalog', options);
  try {
    await ensureSeeded(database, where, goodsWanted);
    const ctx: Ctx = { db: database.db, locale: 'ua', now: new Date() };
    const probes = await buildProbes(ctx);
    const timings = new Map<string, number[]>();
    for (let round = 1; round <= (options.rounds ?? 3); round++) {
      const started = performance.now();
      for (const probe of probes) {
        await probe.run(); // warm: plans, caches
        const list = timings.get(probe.op) ?? [];
        for (let i = 0; i < repeats; i++) {
          const t = performance.now();
          await probe.run();
          list.push(performance.now() - t);
        }
        timings.set(probe.op, list);
      }
      await settle();
      const m = process.memoryUsage();
      const mb = (n: number) => (n / 2 ** 20).toFixed(1);
      console.log(
        `round ${round}: ${probes.length} probes × ${repeats + 1} in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
          `after gc: rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB, external+arrayBuffers ${mb(m.external + m.arrayBuffers)} MB` +
          (kind === 'pglite' ? ' (PGlite lives in this process)' : ''),
      );
    }
    return probes.map((probe) => {
      const sorted = [...(timings.get(probe.op) ?? [])].sort((a, b) => a - b);
      return {
        db: kind,
        op: probe.op,
        n: sorted.length,
        p50: percentileMs(sorted, 0.5),
        p95: percentileMs(sorted, 0.95),
        max: percentileMs(sorted, 1),
        target: probe.target,
      };
    });
  } finally {
    await database.close();
    if (store && !options.keep) await store.remove();
  }
}

/** The categories, sorts, pages and ids measured; chosen from the seeded data, the same every run. */
async function buildProbes(ctx: Ctx): Promise<Probe[]> {
  const tree = await getCategoryTree(ctx);
  const sizes = await goodsPerCategory(ctx.db);
  const size = (node: CategoryNode) => subtreeIds(node).reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  const biggest = (nodes: CategoryNode[]) => [...nodes].sort((a, b) => size(b) - size(a))[0];
  const top = biggest(tree);
  const mid = top && biggest(top.children.filter((c) => c.children.length > 0));
  const leaf = mid && biggest(mid.children.filter((c) => c.children.length === 0));
  if (!top || !mid || !leaf) throw new Error('the catalogue has no three-level branch: is it seeded?');
  const probes: Probe[] = [];
  for (const [level, node] of [
    ['top', top],
    ['mid', mid],
    ['leaf', leaf],
  ] as const) {
    const lastPage = Math.max(1, Math.ceil(size(node) / perPage));
    console.log(`${level}: c${node.id} "${node.title}", ${size(node)} goods, ${subtreeIds(node).length} categories`);
    for (const page of [1, Math.min(50, lastPage)])
      for (const sort of listingSorts as readonly ListingSort[]) {
        const label = `c${node.id} ${level} ${sort} p${page}`;
        probes.push({
          op: `listing ${label}`,
          target: targets.listing,
          run: () => listCategoryGoods(ctx, node.id, { sort, page }),
        });
        probes.push({
          op: `facets  ${label}`,
          target: targets.facets,
          run: () => listCatalog(ctx, node.id, {}, { sort, page, perPage }),
        });
      }
  }
  // Twenty goods spread over the catalogue, as a cart holds them.
  const ids = (await ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.isActive, true))).map((r) => r.id);
  const step = Math.floor(ids.length / cartLines);
  const cart = Array.from({ length: cartLines }, (_, i) => ids[i * step] ?? 1);
  probes.push({
    op: `by ids  ${cartLines} goods, all parts (API)`,
    target: targets.byIds,
    run: () => getGoodsByIds(ctx, cart),
  });
  probes.push({
    op: `by ids  ${cartLines} goods, no parts (lists)`,
    target: targets.byIds,
    run: () => getGoodsByIds(ctx, cart, new Set()),
  });
  probes.push({
    op: `cart    ${cartLines} lines priced`,
    target: targets.byIds,
    run: () =>
      priceCart(
        ctx,
        cart.map((goodId) => ({ goodId, quantity: 1, isDeleted: false, isChecked: true })),
      ),
  });
  return probes;
}

async function goodsPerCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: goods.categoryId, n: count() })
    .from(goods)
    .where(eq(goods.isActive, true))
    .groupBy(goods.categoryId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Garbage collected twice, with the event loop let through, so memory figures compare. */
async function settle() {
  for (let i = 0; i < 2; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
