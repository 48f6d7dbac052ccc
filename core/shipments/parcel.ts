import type { Ctx } from '#core/shared';
import type { Parcel } from '../carriers/carrier';
import { parcelLimits, withinParcelLimits } from '../carriers/pack-parcels';
import { loadBox, type ParcelItem, packBox } from '../carriers/parcel-box';

export { defaultGood, type ParcelItem } from '../carriers/parcel-box';
export { parcelLimits };

/**
 * One parcel for the goods (ADR 0105): the goods packed as `packBox` packs them (one
 * rule with the points' limits). Null when it breaks a SPEC §9 limit (ADR 0117 packs
 * such goods into several parcels: `packParcels`).
 */
export function buildParcel(
  items: readonly ParcelItem[],
  money: { declaredValue: number; cashOnDelivery: number | null },
): Parcel | null {
  const box = packBox(items);
  return box && withinParcelLimits(box, money.declaredValue) ? { ...box, ...money } : null;
}

/** The parcel of cart or order lines, reading the goods' weights and sizes. */
export async function loadParcel(
  ctx: Ctx,
  lines: readonly { id: number; quantity: number }[],
  money: { declaredValue: number; cashOnDelivery: number | null },
): Promise<Parcel | null> {
  const box = await loadBox(ctx, lines);
  return box && withinParcelLimits(box, money.declaredValue) ? { ...box, ...money } : null;
}
