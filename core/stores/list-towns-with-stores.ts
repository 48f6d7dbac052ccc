import { asc, count, desc, eq } from 'drizzle-orm';
import { type Ctx, loc, memo } from '#core/shared';
import { stores, towns } from '#db/schema';

export type TownStores = { code: string; slug: string; title: string; stores: number };

/** Towns that have stores, biggest first, with their store counts (home page, store locator). */
async function loadTownsWithStores(ctx: Ctx): Promise<TownStores[]> {
  return ctx.db
    .select({
      code: towns.code,
      slug: towns.slug,
      title: loc(ctx, towns.titleUa, towns.titleRu),
      stores: count(stores.id),
    })
    .from(towns)
    .innerJoin(stores, eq(stores.townCode, towns.code))
    .where(eq(stores.isActive, true))
    .groupBy(towns.code)
    .orderBy(desc(towns.population), asc(towns.code));
}

/** Towns that have stores, biggest first, with their store counts (cached). */
export function listTownsWithStores(ctx: Ctx): Promise<TownStores[]> {
  return memo(ctx.db, `towns-with-stores:${ctx.locale}`, () => loadTownsWithStores(ctx));
}
