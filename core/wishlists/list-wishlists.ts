import { asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { wishlistGoods, wishlists } from '#db/schema';
import type { Wishlist } from './limits';

/** The user's lists, oldest first, each with its good ids in the order added (SPEC §3). */
export async function listWishlists(ctx: Ctx & { user: { id: number } }): Promise<Wishlist[]> {
  const lists = await ctx.db
    .select({ id: wishlists.id, title: wishlists.title, key: wishlists.shareKey })
    .from(wishlists)
    .where(eq(wishlists.userId, ctx.user.id))
    .orderBy(asc(wishlists.createdAt), asc(wishlists.id));
  if (lists.length === 0) return [];
  const rows = await ctx.db
    .select({ listId: wishlistGoods.wishlistId, goodId: wishlistGoods.goodId })
    .from(wishlistGoods)
    .where(
      inArray(
        wishlistGoods.wishlistId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(wishlistGoods.addedAt), asc(wishlistGoods.goodId));
  return lists.map((l) => ({ ...l, goods: rows.filter((r) => r.listId === l.id).map((r) => r.goodId) }));
}
