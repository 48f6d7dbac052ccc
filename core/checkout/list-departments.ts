import { and, asc, desc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { departments, stores } from '#db/schema';
import { findTown, offeredMethods } from './offered-methods';

export type DepartmentView = { code: string; titleUa: string; titleRu: string; storeId: number | null };

/**
 * Departments of a delivery method in a town (SPEC §7 placesMethod). Store pickup lists the
 * town's stores with `code` = the store id (ADR 0020); a courier has none (an address instead).
 * Departments a carrier no longer lists are kept inactive for old orders, never offered (ADR 0104).
 */
export async function listDepartments(
  ctx: Ctx,
  townCode: string,
  deliveryMethodId: number,
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
    .select({ code: departments.code, titleUa: departments.titleUa, titleRu: departments.titleRu })
    .from(departments)
    .where(
      and(
        eq(departments.deliveryMethodId, method.id),
        eq(departments.townCode, town.code),
        eq(departments.isActive, true),
      ),
    )
    .orderBy(asc(departments.id));
  return { ok: true, departments: rows.map((d) => ({ ...d, storeId: null })) };
}
