import { and, count, desc, eq, gt } from 'drizzle-orm';
import { noteCacheTags } from '#core/cache-tags';
import { type GoodCard, goodCardColumns, toGoodCard } from '#core/catalog';
import { type Ctx, loc } from '#core/shared';
import { goods, storeStock, stores, towns } from '#db/schema';
import { type StoreCard, storeCardColumns } from './list-town-stores';

export type StorePage = StoreCard & {
  town: { slug: string; title: string };
  /** Popular goods this store holds now (SPEC §2 shop page: what is in stock). */
  inStock: GoodCard[];
  stockCount: number;
};

/** One store of a town by its slug (SPEC §2 /shops/{town_name}/{name}), or null. */
export async function getStore(
  ctx: Ctx,
  townSlug: string,
  storeSlug: string,
  stockLimit = 12,
): Promise<StorePage | null> {
  // Its page shows the store (`stores`, migration 0014) and goods (the route leaves it tagged `goods`).
  noteCacheTags(['stores']);
  const [row] = await ctx.db
    .select({
      ...storeCardColumns(ctx),
      townSlug: towns.slug,
      townTitle: loc(ctx, towns.titleUa, towns.titleRu),
    })
    .from(stores)
    .innerJoin(towns, eq(towns.code, stores.townCode))
    .where(and(eq(towns.slug, townSlug), eq(stores.slug, storeSlug), eq(stores.isActive, true)));
  if (!row) return null;
  const held = and(
    eq(storeStock.storeId, row.id),
    gt(storeStock.quantity, storeStock.reserved),
    eq(goods.isActive, true),
  );
  const [stocked, counted] = await Promise.all([
    ctx.db
      .select(goodCardColumns(ctx))
      .from(storeStock)
      .innerJoin(goods, eq(goods.id, storeStock.goodId))
      .where(held)
      .orderBy(desc(goods.popularity), desc(goods.id))
      .limit(stockLimit),
    ctx.db.select({ n: count() }).from(storeStock).innerJoin(goods, eq(goods.id, storeStock.goodId)).where(held),
  ]);
  const { townSlug: slug, townTitle: title, ...store } = row;
  return { ...store, town: { slug, title }, inStock: stocked.map(toGoodCard), stockCount: counted[0]?.n ?? 0 };
}
