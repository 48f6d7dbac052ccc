import { inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods } from '#db/schema';
import { type ParcelBox, type PointLimits, packBox, pointTakes } from './parcel-box';

/** SPEC §9 parcel limits, per parcel: a box 60×40×30 cm (a long parcel up to 120 cm), 20 kg, declared ≤ 6,000 UAH. */
export const parcelLimits = {
  maxWeightG: 20_000,
  /** Sorted sides, millimetres: the longest side may reach 120 cm (rods), the others 40 and 30 cm. */
  maxLongestMm: 1_200,
  maxMiddleMm: 400,
  maxShortestMm: 300,
  maxDeclaredValue: 600_000,
} as const;

/** Whether a packed box and its declared value keep SPEC §9's limits (one parcel). */
export function withinParcelLimits(box: ParcelBox, declaredValue: number): boolean {
  const l = parcelLimits;
  if (box.weightG > l.maxWeightG || declaredValue > l.maxDeclaredValue) return false;
  return box.lengthMm <= l.maxLongestMm && box.widthMm <= l.maxMiddleMm && box.heightMm <= l.maxShortestMm;
}

/** One good of an order or cart as packing reads it: sizes and weight (null = the defaults) and its value. */
export type PackGood = {
  goodId: number;
  quantity: number;
  weightG: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  /** The declared value of each piece, kopiyky (`unitValues.length === quantity`). */
  unitValues: number[];
};

/** A parcel (seat) of a shipment: which goods, how many, the packed box and its declared value. */
export type PackedParcel = {
  items: { goodId: number; quantity: number }[];
  box: ParcelBox;
  declaredValue: number;
};

export type PackResult =
  | { ok: true; parcels: PackedParcel[] }
  /** A single piece breaks a limit on its own: no packing ships it (`point` = only the point's). */
  | { ok: false; goodId: number; reason: 'over_limits' | 'point_too_small' };

/** What one parcel must keep: SPEC §9's limits and, when known, the recipient point's. */
export function parcelFits(box: ParcelBox, declaredValue: number, point: PointLimits | null): boolean {
  return withinParcelLimits(box, declaredValue) && (!point || pointTakes(point, box));
}

const boxOf = (goodsById: Map<number, PackGood>, items: PackedParcel['items']) =>
  packBox(
    items.map((i) => {
      const g = goodsById.get(i.goodId);
      return {
        quantity: i.quantity,
        weightG: g?.weightG ?? null,
        lengthMm: g?.lengthMm ?? null,
        widthMm: g?.widthMm ?? null,
        heightMm: g?.heightMm ?? null,
      };
    }),
  );

/**
 * Packs goods into as few parcels as a simple first-fit takes (ADR 0117): pieces the
 * longest and heaviest first, each into the first parcel it still fits (SPEC §9 per parcel — size,
 * weight, declared value — and the point's limits), else a new parcel. A piece that fits no parcel
 * on its own cannot ship by this carrier / to this point.
 */
export function packParcels(items: readonly PackGood[], point: PointLimits | null = null): PackResult {
  const goodsById = new Map(items.map((g) => [g.goodId, g]));
  const pieces = items.flatMap((g) => g.unitValues.slice(0, g.quantity).map((value) => ({ good: g, value })));
  const single = (g: PackGood) => boxOf(goodsById, [{ goodId: g.goodId, quantity: 1 }]);
  for (const { good, value } of pieces) {
    const box = single(good);
    if (!box) continue;
    if (!withinParcelLimits(box, value)) return { ok: false, goodId: good.goodId, reason: 'over_limits' };
    if (point && !pointTakes(point, box)) return { ok: false, goodId: good.goodId, reason: 'point_too_small' };
  }
  const size = (g: PackGood) => single(g) ?? { lengthMm: 0, weightG: 0, widthMm: 0, heightMm: 0 };
  pieces.sort(
    (a, b) =>
      size(b.good).lengthMm - size(a.good).lengthMm ||
      size(b.good).weightG - size(a.good).weightG ||
      b.value - a.value ||
      a.good.goodId - b.good.goodId,
  );
  const parcels: PackedParcel[] = [];
  for (const { good, value } of pieces) {
    let placed = false;
    for (const parcel of parcels) {
      const items = addItem(parcel.items, good.goodId);
      const box = boxOf(goodsById, items);
      if (box && parcelFits(box, parcel.declaredValue + value, point)) {
        Object.assign(parcel, { items, box, declaredValue: parcel.declaredValue + value });
        placed = true;
        break;
      }
    }
    if (!placed) {
      const items = [{ goodId: good.goodId, quantity: 1 }];
      const box = boxOf(goodsById, items);
      if (box) parcels.push({ items, box, declaredValue: value });
    }
  }
  return { ok: true, parcels };
}

const addItem = (items: PackedParcel['items'], goodId: number) =>
  items.some((i) => i.goodId === goodId)
    ? items.map((i) => (i.goodId === goodId ? { ...i, quantity: i.quantity + 1 } : i))
    : [...items, { goodId, quantity: 1 }];

/**
 * The declared value of each piece (kopiyky): `total` (what the shopper pays for the goods, after
 * discounts) shared over the pieces by their prices, largest remainder first, so the pieces sum to
 * `total` exactly and a parcel is declared at what its goods cost.
 */
export function pieceValues(lines: readonly { quantity: number; price: number }[], total: number): number[][] {
  // Without prices (or all free), the pieces share the value equally.
  const priced = lines.every((l) => Number.isFinite(l.price) && l.price >= 0) && lines.some((l) => l.price > 0);
  const weight = (l: { price: number }) => (priced ? l.price : 1);
  const gross = lines.reduce((s, l) => s + weight(l) * l.quantity, 0);
  const exact = lines.flatMap((l, li) =>
    Array.from({ length: l.quantity }, () => ({ li, v: gross > 0 ? (weight(l) * total) / gross : 0 })),
  );
  const floors = exact.map((e) => Math.floor(e.v));
  let rest = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e.v - Math.floor(e.v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    rest--;
  }
  const out: number[][] = lines.map(() => []);
  exact.forEach((e, i) => {
    out[e.li]?.push(floors[i] ?? 0);
  });
  return out;
}

/** The goods of cart or order lines (`id` = good id, price per piece), with sizes read from the catalogue. */
export async function loadPackGoods(
  ctx: Ctx,
  lines: readonly { id: number; quantity: number; price: number }[],
  declaredValue: number,
): Promise<PackGood[]> {
  const live = lines.filter((l) => l.quantity > 0);
  if (!live.length) return [];
  const rows = await ctx.db
    .select({
      id: goods.id,
      weightG: goods.weightG,
      lengthMm: goods.lengthMm,
      widthMm: goods.widthMm,
      heightMm: goods.heightMm,
    })
    .from(goods)
    .where(
      inArray(
        goods.id,
        live.map((l) => l.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const values = pieceValues(live, declaredValue);
  return live.map((l, i) => {
    const g = byId.get(l.id);
    return {
      goodId: l.id,
      quantity: l.quantity,
      weightG: g?.weightG ?? null,
      lengthMm: g?.lengthMm ?? null,
      widthMm: g?.widthMm ?? null,
      heightMm: g?.heightMm ?? null,
      unitValues: values[i] ?? [],
    };
  });
}

/**
 * Parcels packed by hand (the back office): each one's box and declared value, a good's
 * pieces taken in turn, so the parcels' values still sum to the goods' declared value. Null when
 * the items do not add up to the goods (a good missing, too many or too few pieces).
 */
export function describePacking(
  goodsList: readonly PackGood[],
  parcels: readonly PackedParcel['items'][],
): PackedParcel[] | null {
  const byId = new Map(goodsList.map((g) => [g.goodId, g]));
  const taken = new Map<number, number>();
  const out: PackedParcel[] = [];
  for (const items of parcels) {
    const kept = items.filter((i) => i.quantity > 0);
    let declaredValue = 0;
    for (const i of kept) {
      const g = byId.get(i.goodId);
      const from = taken.get(i.goodId) ?? 0;
      if (!g || from + i.quantity > g.quantity) return null;
      declaredValue += g.unitValues.slice(from, from + i.quantity).reduce((a, b) => a + b, 0);
      taken.set(i.goodId, from + i.quantity);
    }
    const box = boxOf(byId, kept);
    if (box) out.push({ items: kept, box, declaredValue });
  }
  return goodsList.every((g) => (taken.get(g.goodId) ?? 0) === g.quantity) ? out : null;
}
