import { and, asc, eq } from 'drizzle-orm';
import { type Ctx, memo } from '#core/shared';
import { goods, goodTags } from '#db/schema';
import { type GoodCard, goodCardColumns, toGoodCard } from './good-card';

export const tagIds = { hits: 1, novelty: 2, discounts: 3 } as const;
export type TagSlug = keyof typeof tagIds;

/** Goods of a tag (1 hits, 2 novelty, 3 discounts; SPEC §3) in the tag's own order. */
export function listTaggedGoods(ctx: Ctx, tag: TagSlug, limit = 12): Promise<GoodCard[]> {
  return memo(ctx.db, `tagged:${ctx.locale}:${tag}:${limit}`, () => loadTagged(ctx, tag, limit));
}

async function loadTagged(ctx: Ctx, tag: TagSlug, limit: number): Promise<GoodCard[]> {
  const rows = await ctx.db
    .select(goodCardColumns(ctx))
    .from(goodTags)
    .innerJoin(goods, eq(goods.id, goodTags.goodId))
    .where(and(eq(goodTags.tagId, tagIds[tag]), eq(goods.isActive, true)))
    .orderBy(asc(goodTags.position), asc(goods.id))
    .limit(limit);
  return rows.map(toGoodCard);
}
