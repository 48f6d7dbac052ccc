import { and, asc, desc, eq } from 'drizzle-orm';
import { loadPieceBoxes, type PointLimits, pointTakes } from '#core/carriers';
import type { Ctx } from '#core/shared';
import { departments, stores } from '#db/schema';
import { findTown, offeredMethods } from './offered-methods';

/** A carrier's point the cart's parcel does not fit: its kind and what it takes. */
export type PointTooSmall = { kind: 'department' | 'parcel_locker' } & PointLimits;

export type DepartmentView = {
  code: string;
  titleUa: string;
  titleRu: string;
  storeId: number | null;
  /** Set when the cart's parcel cannot go to this point: listed, not choosable. */
  tooSmall?: PointTooSmall;
};

/** The limit columns of a point, as `pointTakes` reads them. */
export const pointLimitColumns = {
  kind: departments.kind,
  maxWeightG: departments.maxWeightG,
  maxLengthMm: departments.maxLengthMm,
  maxWidthMm: departments.maxWidthMm,
  maxHeightMm: departments.maxHeightMm,
};

/**
 * Departments of a delivery method in a town (SPEC §7 placesMethod). Store pickup lists the
 * town's stores with `code` = the store id (ADR 0020); a courier has none (an address instead).
 * Departments a carrier no longer lists are kept inactive for old orders, never offered (ADR 0104).
 * Given the cart, a point one of its pieces does not fit (a rod and a locker's cells) is marked `tooSmall`.
 */
export async function listDepartments(
  ctx: Ctx,
  townCode: string,
  deliveryMethodId: number,
  cart: readonly { id: number; quantity: number }[] = [],
): Promise<
  { ok: true; departments: DepartmentView[] } | { ok: false; error: 'town_not_found' | 'delivery_not_found' }
> {
  const town = await findTown(ctx, townCode);
  if (!town) return { ok: false, error: 'town_not_found' };
  const method = (await offeredMethods(ctx, town.code)).find((m) => m.id === deliveryMethodId);
  if (!method) return { ok: false, error: 'delivery_not_found' };
  if (method.kind === 'courier') return { ok: true, departments: [] };
  if (method.kind === 'pickup') {
    const rows = await ctx.db
      .select({
        id: stores.id,
        titleUa: stores.titleUa,
        titleRu: stores.titleRu,
        addressUa: stores.addressUa,
        addressRu: stores.addressRu,
      })
      .from(stores)
      .where(and(eq(stores.townCode, town.code), eq(stores.isActive, true)))
      .orderBy(desc(stores.hasServiceCentre), asc(stores.id));
    return {
      ok: true,
      departments: rows.map((s) => ({
        code: String(s.id),
        titleUa: `${s.titleUa} (${s.addressUa})`,
        titleRu: `${s.titleRu} (${s.addressRu})`,
        storeId: s.id,
      })),
    };
  }
  const rows = await ctx.db
    .select({
      code: departments.code,
      titleUa: departments.titleUa,
      titleRu: departments.titleRu,
      ...pointLimitColumns,
    })
    .from(departments)
    .where(
      and(
        eq(departments.deliveryMethodId, method.id),
        eq(departments.townCode, town.code),
        eq(departments.isActive, true),
      ),
    )
    .orderBy(asc(departments.id));
  const pieces = await loadPieceBoxes(ctx, cart);
  return {
    ok: true,
    departments: rows.map(({ code, titleUa, titleRu, ...limits }) => ({
      code,
      titleUa,
      titleRu,
      storeId: null,
      ...(pieces.some((box) => !pointTakes(limits, box)) ? { tooSmall: limits } : {}),
    })),
  };
}

/**
 * What stops the chosen carrier point from taking the lines' goods: its kind and
 * limits when one piece does not fit it (several pieces go as several parcels), or null
 * when it takes them (or is not a known point, or says no limits).
 */
export async function pointTooSmall(
  ctx: Ctx,
  point: { deliveryMethodId: number; townCode: string; code: string },
  lines: readonly { id: number; quantity: number }[],
): Promise<PointTooSmall | null> {
  const [limits] = await ctx.db
    .select(pointLimitColumns)
    .from(departments)
    .where(
      and(
        eq(departments.deliveryMethodId, point.deliveryMethodId),
        eq(departments.townCode, point.townCode),
        eq(departments.code, point.code),
      ),
    )
    .limit(1);
  if (!limits) return null;
  const pieces = await loadPieceBoxes(ctx, lines);
  return pieces.some((box) => !pointTakes(limits, box)) ? limits : null;
}
