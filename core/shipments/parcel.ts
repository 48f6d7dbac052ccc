import { inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods } from '#db/schema';
import type { Parcel } from '../carriers/carrier';

/** SPEC §9 parcel limits: a box 60×40×30 cm (a long parcel up to 120 cm), 20 kg, declared ≤ 6,000 UAH. */
export const parcelLimits = {
  maxWeightG: 20_000,
  /** Sorted sides, millimetres: the longest side may reach 120 cm (rods), the others 40 and 30 cm. */
  maxLongestMm: 1_200,
  maxMiddleMm: 400,
  maxShortestMm: 300,
  maxDeclaredValue: 600_000,
} as const;

/** What a good without a weight or size is assumed to be (ADR 0105): 1 kg in a 30×20×10 cm box. */
export const defaultGood = { weightG: 1_000, lengthMm: 300, widthMm: 200, heightMm: 100 } as const;

export type ParcelItem = {
  quantity: number;
  weightG: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
};

const sides = (i: ParcelItem): [number, number, number] => {
  const known = i.lengthMm && i.widthMm && i.heightMm;
  const s = known
    ? [i.lengthMm ?? 0, i.widthMm ?? 0, i.heightMm ?? 0]
    : [defaultGood.lengthMm, defaultGood.widthMm, defaultGood.heightMm];
  return s.sort((a, b) => b - a) as [number, number, number];
};

/**
 * One parcel for the goods (issue 21, ADR 0105): weights summed (an unknown weight counts as
 * `defaultGood`), a box as long and wide as the largest good with every piece stacked on its
 * flattest side. Null when it breaks a SPEC §9 limit: the shopper sees "за тарифами перевізника".
 */
export function buildParcel(
  items: readonly ParcelItem[],
  money: { declaredValue: number; cashOnDelivery: number | null },
): Parcel | null {
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
  const l = parcelLimits;
  if (weightG > l.maxWeightG || money.declaredValue > l.maxDeclaredValue) return null;
  if (lengthMm > l.maxLongestMm || widthMm > l.maxMiddleMm || heightMm > l.maxShortestMm) return null;
  return { weightG, lengthMm, widthMm, heightMm, ...money };
}

/** The parcel of cart or order lines, reading the goods' weights and sizes. */
export async function loadParcel(
  ctx: Ctx,
  lines: readonly { id: number; quantity: number }[],
  money: { declaredValue: number; cashOnDelivery: number | null },
): Promise<Parcel | null> {
  if (!lines.length) return null;
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
        lines.map((l) => l.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = lines.map((l) => {
    const g = byId.get(l.id);
    return {
      quantity: l.quantity,
      weightG: g?.weightG ?? null,
      lengthMm: g?.lengthMm ?? null,
      widthMm: g?.widthMm ?? null,
      heightMm: g?.heightMm ?? null,
    };
  });
  return buildParcel(items, money);
}
