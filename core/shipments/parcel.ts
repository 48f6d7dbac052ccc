import type { Ctx } from '#core/shared';
import type { Parcel } from '../carriers/carrier';
import { loadBox, type ParcelBox, type ParcelItem, packBox } from '../carriers/parcel-box';

export { defaultGood, type ParcelItem } from '../carriers/parcel-box';

/** SPEC §9 parcel limits: a box 60×40×30 cm (a long parcel up to 120 cm), 20 kg, declared ≤ 6,000 UAH. */
export const parcelLimits = {
  maxWeightG: 20_000,
  /** Sorted sides, millimetres: the longest side may reach 120 cm (rods), the others 40 and 30 cm. */
  maxLongestMm: 1_200,
  maxMiddleMm: 400,
  maxShortestMm: 300,
  maxDeclaredValue: 600_000,
} as const;

/**
 * One parcel for the goods (issue 21, ADR 0105): the goods packed as `packBox` packs them (one
 * rule with the points' limits, issue 29). Null when it breaks a SPEC §9 limit: the shopper sees "за тарифами перевізника".
 */
export function buildParcel(
  items: readonly ParcelItem[],
  money: { declaredValue: number; cashOnDelivery: number | null },
): Parcel | null {
  const box = packBox(items);
  return box && withinLimits(box, money.declaredValue) ? { ...box, ...money } : null;
}

/** Whether a packed box and its declared value keep SPEC §9's limits. */
function withinLimits(box: ParcelBox, declaredValue: number): boolean {
  const l = parcelLimits;
  if (box.weightG > l.maxWeightG || declaredValue > l.maxDeclaredValue) return false;
  return box.lengthMm <= l.maxLongestMm && box.widthMm <= l.maxMiddleMm && box.heightMm <= l.maxShortestMm;
}

/** The parcel of cart or order lines, reading the goods' weights and sizes. */
export async function loadParcel(
  ctx: Ctx,
  lines: readonly { id: number; quantity: number }[],
  money: { declaredValue: number; cashOnDelivery: number | null },
): Promise<Parcel | null> {
  const box = await loadBox(ctx, lines);
  return box && withinLimits(box, money.declaredValue) ? { ...box, ...money } : null;
}
