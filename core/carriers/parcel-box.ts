import { inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods } from '#db/schema';

/** What a good without a weight or size is assumed to be (ADR 0105): 1 kg in a 30×20×10 cm box. */
export const defaultGood = { weightG: 1_000, lengthMm: 300, widthMm: 200, heightMm: 100 } as const;

export type ParcelItem = {
  quantity: number;
  weightG: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
};

/** A packed parcel's weight and sides (grams, millimetres; sides sorted longest first). */
export type ParcelBox = { weightG: number; lengthMm: number; widthMm: number; heightMm: number };

/**
 * What a carrier's point can take (ADR 0104 amendment): one parcel's heaviest weight
 * and its largest sides, any order; null = no limit known (the carrier's general rules apply).
 */
export type PointLimits = {
  maxWeightG: number | null;
  maxLengthMm: number | null;
  maxWidthMm: number | null;
  maxHeightMm: number | null;
};

const sides = (i: ParcelItem): [number, number, number] => {
  const known = i.lengthMm && i.widthMm && i.heightMm;
  const s = known
    ? [i.lengthMm ?? 0, i.widthMm ?? 0, i.heightMm ?? 0]
    : [defaultGood.lengthMm, defaultGood.widthMm, defaultGood.heightMm];
  return s.sort((a, b) => b - a) as [number, number, number];
};

/**
 * One box for the goods (ADR 0105), before any carrier's limit: weights summed (an unknown weight
 * counts as `defaultGood`), a box as long and wide as the largest good with every piece stacked on
 * its flattest side. Null for no goods.
 */
export function packBox(items: readonly ParcelItem[]): ParcelBox | null {
  const pieces = items.filter((i) => i.quantity > 0);
  if (!pieces.length) return null;
  let weightG = 0;
  let longest = 0;
  let middle = 0;
  let stacked = 0;
  for (const item of pieces) {
    const [a, b, c] = sides(item);
    weightG += (item.weightG && item.weightG > 0 ? item.weightG : defaultGood.weightG) * item.quantity;
    longest = Math.max(longest, a);
    middle = Math.max(middle, b);
    stacked += c * item.quantity;
  }
  const [lengthMm, widthMm, heightMm] = [longest, middle, stacked].sort((x, y) => y - x) as [number, number, number];
  return { weightG, lengthMm, widthMm, heightMm };
}

/** The goods' weights and sizes, by id: one query. */
async function loadSizes(ctx: Ctx, ids: number[]) {
  const rows = await ctx.db
    .select({
      id: goods.id,
      weightG: goods.weightG,
      lengthMm: goods.lengthMm,
      widthMm: goods.widthMm,
      heightMm: goods.heightMm,
    })
    .from(goods)
    .where(inArray(goods.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id: number, quantity: number) => {
    const g = byId.get(id);
    return {
      quantity,
      weightG: g?.weightG ?? null,
      lengthMm: g?.lengthMm ?? null,
      widthMm: g?.widthMm ?? null,
      heightMm: g?.heightMm ?? null,
    };
  };
}

/** The box of cart or order lines, reading the goods' weights and sizes. */
export async function loadBox(ctx: Ctx, lines: readonly { id: number; quantity: number }[]): Promise<ParcelBox | null> {
  if (!lines.length) return null;
  const size = await loadSizes(
    ctx,
    lines.map((l) => l.id),
  );
  return packBox(lines.map((l) => size(l.id, l.quantity)));
}

/**
 * Each good's single piece as its own box, in the lines' order (lines of no pieces left out), from
 * one query: it runs inside checkout's transaction, where one connection runs one query at a time.
 */
export async function loadPieceBoxes(
  ctx: Ctx,
  lines: readonly { id: number; quantity: number }[],
): Promise<ParcelBox[]> {
  const live = lines.filter((l) => l.quantity > 0);
  if (!live.length) return [];
  const size = await loadSizes(
    ctx,
    live.map((l) => l.id),
  );
  return live.flatMap((l) => packBox([size(l.id, 1)]) ?? []);
}

/**
 * Whether a point can take the box: its weight within the point's, and its sides,
 * sorted, each within the point's sides, sorted — a 125 cm rod does not go into a locker whose
 * cells are 60 cm at most, whichever way it is turned. An unknown limit does not refuse.
 */
export function pointTakes(limits: PointLimits, box: ParcelBox): boolean {
  if (limits.maxWeightG !== null && box.weightG > limits.maxWeightG) return false;
  const cell = [limits.maxLengthMm, limits.maxWidthMm, limits.maxHeightMm];
  if (cell.some((s) => s === null)) return true;
  const [a, b, c] = (cell as number[]).sort((x, y) => y - x);
  const [x, y, z] = [box.lengthMm, box.widthMm, box.heightMm].sort((p, q) => q - p);
  return (x ?? 0) <= (a ?? 0) && (y ?? 0) <= (b ?? 0) && (z ?? 0) <= (c ?? 0);
}
