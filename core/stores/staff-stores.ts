import { asc, desc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { stores, towns } from '#db/schema';

/** Every store (open and closed) with its town, for the back office (area `content`). */
export async function listStaffStores(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'content');
  return ctx.db
    .select({
      id: stores.id,
      slug: stores.slug,
      titleUa: stores.titleUa,
      addressUa: stores.addressUa,
      phone: stores.phone,
      isActive: stores.isActive,
      town: towns.titleUa,
      townSlug: towns.slug,
    })
    .from(stores)
    .innerJoin(towns, eq(towns.code, stores.townCode))
    .orderBy(desc(towns.population), asc(towns.code), asc(stores.id));
}

/** One store for its form (area `content`), or null. */
export async function getStaffStore(ctx: Ctx, actor: StaffView, id: number) {
  requireArea(actor, 'content');
  const [row] = await ctx.db.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
}

/** Towns a store may be in, biggest first (the form's choice). */
export async function listStoreTowns(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'content');
  return ctx.db
    .select({ code: towns.code, titleUa: towns.titleUa, regionUa: towns.regionUa })
    .from(towns)
    .orderBy(desc(towns.population), asc(towns.code))
    .limit(500);
}
