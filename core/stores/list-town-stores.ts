import { and, asc, eq } from 'drizzle-orm';
import { noteCacheTags } from '#core/cache-tags';
import { type Ctx, loc } from '#core/shared';
import { stores, towns, type WeekHours } from '#db/schema';

export type StoreCard = {
  id: number;
  slug: string;
  title: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  hours: WeekHours;
  hasServiceCentre: boolean;
};

/** The columns of a StoreCard in the request's language (town list and shop page). */
export const storeCardColumns = (ctx: Ctx) => ({
  id: stores.id,
  slug: stores.slug,
  title: loc(ctx, stores.titleUa, stores.titleRu),
  address: loc(ctx, stores.addressUa, stores.addressRu),
  phone: stores.phone,
  lat: stores.lat,
  lng: stores.lng,
  hours: stores.hours,
  hasServiceCentre: stores.hasServiceCentre,
});

export type TownWithStores = { code: string; slug: string; title: string; stores: StoreCard[] };

/** A town's active stores for /shops/{town_name} (SPEC §2 store locator), or null for an unknown town. */
export async function listTownStores(ctx: Ctx, townSlug: string): Promise<TownWithStores | null> {
  noteCacheTags(['stores']);
  const [town] = await ctx.db
    .select({ code: towns.code, slug: towns.slug, title: loc(ctx, towns.titleUa, towns.titleRu) })
    .from(towns)
    .where(eq(towns.slug, townSlug));
  if (!town) return null;
  const rows = await ctx.db
    .select(storeCardColumns(ctx))
    .from(stores)
    .where(and(eq(stores.townCode, town.code), eq(stores.isActive, true)))
    .orderBy(asc(stores.id));
  return { ...town, stores: rows };
}
