import { asc, count, desc, eq } from 'drizzle-orm';
import { createTaggedMemo } from '#core/catalog';
import { type Ctx, catalogueTtlMs, loc } from '#core/shared';
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

// Dropped when a store is added, removed, moved or (de)activated (`store-towns`, migration 0014;
// ADR 0095).
const townsMemo = createTaggedMemo<TownStores[]>({ name: 'towns-with-stores', maxEntries: 4, ttlMs: catalogueTtlMs });

/** Towns that have stores, biggest first, with their store counts (cached). */
export function listTownsWithStores(ctx: Ctx): Promise<TownStores[]> {
  return townsMemo.get(
    ctx.db,
    ctx.locale,
    () => loadTownsWithStores(ctx),
    () => ['store-towns'],
  );
}
