import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods, goodTags } from '#db/schema';
import { type GoodCard, goodCardColumns, toGoodCard } from './good-card';
import { createTaggedMemo } from './tagged-memo';

export const tagIds = { hits: 1, novelty: 2, discounts: 3 } as const;
export type TagSlug = keyof typeof tagIds;

const tagged = createTaggedMemo<GoodCard[]>({ name: 'tagged', maxEntries: 64, ttlMs: 60_000 });

/**
 * Goods of a tag (1 hits, 2 novelty, 3 discounts; SPEC §3) in the tag's own order: the first
 * `limit` (the home sections). Kept a minute, dropped when one of the goods shown changes or the
 * tag's members do (`tag-list:N`: a good added, removed, shown or hidden; ADR 0080) — not when
 * another good of the tag does.
 */
export function listTaggedGoods(ctx: Ctx, tag: TagSlug, limit = 12): Promise<GoodCard[]> {
  return tagged.get(
    ctx.db,
    `${ctx.locale}:${tag}:${limit}`,
    () => loadTagged(ctx, tag, limit),
    (cards) => [`tag-list:${tagIds[tag]}`, ...cards.map((card) => `good:${card.id}`)],
  );
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
