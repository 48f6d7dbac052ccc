import { isOk, jsonData, ShopClient } from './client';
import type { Crowd } from './load-round';
import type { BenchOptions } from './options';
import { printTable } from './report';
import { type CartLine, orderFields, placeOrder } from './shop';
import { Stats } from './stats';
import type { Shop } from './with-shop';

/** One race: buyers placing their order at the same moment. */
export type RacePhase = {
  phase: 'plenty' | 'scarce';
  goods: number;
  buyers: number;
  /** Pieces the shoppers could buy of those goods just before (the stores' quantity − reserved). */
  piecesBefore: number;
  placed: number;
  piecesPlaced: number;
  /** Refusals by code (`stock_gone`, `checkout_disabled`…). */
  refused: Record<string, number>;
  /** Orders placed beyond the pieces there were, summed per good (target 0). */
  oversold: number;
  /** Pieces left afterwards ≠ pieces before − orders placed, summed per good (target 0). */
  drift: number;
  createP95: number;
  createP50: number;
};

export type ScarceFigures = { plenty: RacePhase; scarce: RacePhase; p95Ratio: number };

type ApiGood = { id: number; price: number; availability?: { quantity: number }[] };

/**
 * ADR 0120: racing buyers of scarce goods. After the load round, B guests (each from an address
 * of their own) place an order all at once — first one piece each of a different good (`plenty`,
 * no contention), then spread over the K goods with the fewest pieces left, each wanting a third
 * of them (`scarce`: at most three per good can win): the conditional update of store_stock
 * serialises them. Reports the orders placed per good against the pieces
 * there were (oversold must be 0), whether what is left adds up, and the create p95 of both races.
 */
export async function raceForScarceGoods(shop: Shop, crowd: Crowd, options: BenchOptions): Promise<ScarceFigures> {
  const buyers = options.quick ? 24 : 96;
  const scarceCount = options.quick ? 3 : 8;
  const setup = new ShopClient(shop.server.port, new Stats(), { a: 230, b: 1 }, shop.bindSource);
  // Goods one piece clears the 500 UAH minimum order with, in the harness's seeded order.
  const shuffle = crowd.random.fork();
  const candidates = crowd.catalogue.goods
    .filter((g) => g.price >= 50_000 && g.price <= 300_000)
    .map((g) => ({ g, r: shuffle.int(0, 1_000_000) }))
    .sort((a, b) => a.r - b.r)
    .map(({ g }) => g);
  const stock = async (ids: number[]) => {
    const left = new Map<number, number>();
    for (let i = 0; i < ids.length; i += 50) {
      const answer = await setup.get('api-read', `/api/goods/id/${ids.slice(i, i + 50).join(',')}/-`);
      for (const g of jsonData<ApiGood[]>(answer) ?? [])
        left.set(
          g.id,
          (g.availability ?? []).reduce((sum, s) => sum + s.quantity, 0),
        );
    }
    return left;
  };
  const known = await stock(candidates.slice(0, Math.max(200, buyers * 2)).map((g) => g.id));
  const inStock = candidates.filter((g) => (known.get(g.id) ?? 0) > 0);
  const scarce = [...inStock].sort((a, b) => (known.get(a.id) ?? 0) - (known.get(b.id) ?? 0)).slice(0, scarceCount);
  const plenty = inStock.filter((g) => !scarce.includes(g)).slice(0, buyers);
  setup.close();
  console.log(
    `\nracing buyers (ADR 0120): ${buyers} guests at once — first one piece each of ${plenty.length} different goods, ` +
      `then ${buyers / scarce.length} per good of the ${scarce.length} goods with the fewest pieces left ` +
      `(${scarce.map((g) => known.get(g.id)).join(', ')}), each wanting a third of them`,
  );
  const plentyRace = await race(
    shop,
    crowd,
    'plenty',
    plenty.map((g) => g.id),
    buyers,
    stock,
    231,
    () => 1,
  );
  // Each racer for a scarce good wants a third of its pieces: at most three of them can have it.
  const scarceRace = await race(
    shop,
    crowd,
    'scarce',
    scarce.map((g) => g.id),
    buyers,
    stock,
    232,
    (had) => Math.max(1, Math.ceil(had / 3)),
  );
  printTable(
    [plentyRace, scarceRace].map((r) => ({
      race: r.phase,
      goods: r.goods,
      buyers: r.buyers,
      'pieces before': r.piecesBefore,
      'orders placed': r.placed,
      'pieces ordered': r.piecesPlaced,
      refused: Object.entries(r.refused)
        .map(([code, n]) => `${n}× ${code}`)
        .join(', '),
      oversold: r.oversold,
      'left ≠ before − placed': r.drift,
      'create p50': `${r.createP50} ms`,
      'create p95': `${r.createP95} ms`,
    })),
  );
  const p95Ratio = plentyRace.createP95 > 0 ? scarceRace.createP95 / plentyRace.createP95 : Number.NaN;
  console.log(
    `create p95 racing for scarce goods / for plenty: ${p95Ratio.toFixed(2)}× ` +
      `(${scarceRace.createP95} ms vs ${plentyRace.createP95} ms); oversold pieces: ${plentyRace.oversold + scarceRace.oversold} (target 0)`,
  );
  return { plenty: plentyRace, scarce: scarceRace, p95Ratio };
}

async function race(
  shop: Shop,
  crowd: Crowd,
  phase: RacePhase['phase'],
  goods: number[],
  buyers: number,
  stock: (ids: number[]) => Promise<Map<number, number>>,
  block: number,
  wants: (piecesBefore: number) => number,
): Promise<RacePhase> {
  const before = await stock(goods);
  const stats = new Stats();
  /** Pieces ordered per good. */
  const placed = new Map<number, number>();
  let ordersPlaced = 0;
  const refused: Record<string, number> = {};
  const random = crowd.random.fork();
  const clients = Array.from(
    { length: buyers },
    (_, i) => new ShopClient(shop.server.port, stats, { a: block, b: 1 + (i % 250) }, shop.bindSource),
  );
  await Promise.all(
    clients.map(async (client, i) => {
      const good = goods[i % goods.length];
      if (good === undefined) return;
      const cart: CartLine[] = [{ id: good, quantity: wants(before.get(good) ?? 1) }];
      const key = `${shop.prefix}${phase}-${i}`;
      const account = { phone: crowd.nextPhone(), password: '', firstName: 'Бенч', lastName: 'Покупець' };
      shop.ledger.unanswered.add(key);
      const { answer, placed: order } = await placeOrder(
        client,
        orderFields(crowd.catalogue, cart, random),
        account,
        key,
      );
      if (typeof answer.status === 'number') shop.ledger.unanswered.delete(key);
      if (order) {
        ordersPlaced++;
        shop.ledger.acknowledge({ key, orderId: order.orderId, total: order.total, cart });
        placed.set(good, (placed.get(good) ?? 0) + (cart[0]?.quantity ?? 1));
        return;
      }
      const code = (isOk(answer) ? null : codeOf(answer.body)) ?? String(answer.status);
      refused[code] = (refused[code] ?? 0) + 1;
    }),
  );
  for (const client of clients) client.close();
  const after = await stock(goods);
  let oversold = 0;
  let drift = 0;
  for (const id of goods) {
    const had = before.get(id) ?? 0;
    const took = placed.get(id) ?? 0;
    oversold += Math.max(0, took - had);
    drift += Math.abs((after.get(id) ?? 0) - Math.max(0, had - took));
  }
  const latencies = stats.table().find((r) => r.kind === 'order');
  return {
    phase,
    goods: goods.length,
    buyers,
    piecesBefore: goods.reduce((sum, id) => sum + (before.get(id) ?? 0), 0),
    placed: ordersPlaced,
    piecesPlaced: [...placed.values()].reduce((a, b) => a + b, 0),
    refused,
    oversold,
    drift,
    createP50: latencies?.p50 ?? 0,
    createP95: latencies?.p95 ?? 0,
  };
}

function codeOf(body: string): string | null {
  try {
    return String((JSON.parse(body) as { code?: string }).code ?? '') || null;
  } catch {
    return null;
  }
}
