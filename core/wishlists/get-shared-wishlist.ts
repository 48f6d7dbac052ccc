import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods, wishlistGoods, wishlists } from '#db/schema';

/** Share keys are base64url; older demo keys are 16 characters, new ones 22 (ADR 0018). */
export const shareKeyField = z.string().regex(/^[A-Za-z0-9_-]{16,43}$/, 'wishlist_not_found');

/** A shared list, read-only and without any owner data: title and the ids of its active goods. */
export async function getSharedWishlist(ctx: Ctx, key: string): Promise<{ title: string; goods: number[] } | null> {
  const [list] = await ctx.db
    .select({ id: wishlists.id, title: wishlists.title })
    .from(wishlists)
    .where(eq(wishlists.shareKey, key));
  if (!list) return null;
  const rows = await ctx.db
    .select({ goodId: wishlistGoods.goodId })
    .from(wishlistGoods)
    .innerJoin(goods, eq(goods.id, wishlistGoods.goodId))
    .where(and(eq(wishlistGoods.wishlistId, list.id), eq(goods.isActive, true)))
    .orderBy(asc(wishlistGoods.addedAt), asc(wishlistGoods.goodId));
  return { title: list.title, goods: rows.map((r) => r.goodId) };
}
