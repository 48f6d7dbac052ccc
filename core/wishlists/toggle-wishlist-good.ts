import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods, wishlistGoods, wishlists } from '#db/schema';
import { findOwnList } from './find-own-list';
import { goodIdField, listIdField, listNameField, maxGoodsPerList, maxLists, newShareKey } from './limits';

/** SPEC §7 `wishlistgoods`: goods_id, list_id (0 = a new list named list_name), list_name. */
export const toggleWishlistGoodInput = z
  .strictObject({
    goods_id: goodIdField,
    list_id: listIdField,
    list_name: z.string().max(1000, 'wishlist_name_too_long').optional(),
  })
  .transform((input, issue) => {
    if (input.list_id !== 0) return { goodId: input.goods_id, listId: input.list_id };
    const name = listNameField.safeParse(input.list_name ?? '');
    if (!name.success) {
      issue.addIssue({ code: 'custom', path: ['list_name'], message: name.error.issues[0]?.message ?? 'invalid' });
      return z.NEVER;
    }
    return { goodId: input.goods_id, listId: 0, listName: name.data };
  });
export type ToggleWishlistGoodInput = z.infer<typeof toggleWishlistGoodInput>;

export type ToggleResult =
  | { ok: true; action: 'added' | 'removed'; list: { id: number; title: string } }
  | { ok: false; error: 'good_not_found' | 'wishlist_not_found' | 'wishlist_limit' | 'wishlist_full' };

/**
 * Adds the good to the list, or removes it when it is already there (the delete dialog uses
 * the same call; SPEC §7). List 0 creates a list by name, or reuses the user's list of the same
 * name (case-insensitive) so a double submit makes one list (ADR 0018).
 */
export async function toggleWishlistGood(
  ctx: Ctx & { user: { id: number } },
  input: ToggleWishlistGoodInput,
): Promise<ToggleResult> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    let list: { id: number; title: string } | null = null;
    if (input.listId !== 0) {
      list = await findOwnList(txCtx, input.listId);
      if (!list) return { ok: false, error: 'wishlist_not_found' } as const;
      const removed = await tx
        .delete(wishlistGoods)
        .where(and(eq(wishlistGoods.wishlistId, list.id), eq(wishlistGoods.goodId, input.goodId)))
        .returning({ goodId: wishlistGoods.goodId });
      if (removed.length) return { ok: true, action: 'removed', list } as const;
    }
    const [good] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.id, input.goodId), eq(goods.isActive, true)));
    if (!good) return { ok: false, error: 'good_not_found' } as const;
    if (!list) {
      const name = input.listName ?? '';
      const [same] = await tx
        .select({ id: wishlists.id, title: wishlists.title })
        .from(wishlists)
        .where(and(eq(wishlists.userId, ctx.user.id), sql`lower(${wishlists.title}) = lower(${name})`));
      if (same) list = same;
      else {
        const [owned] = await tx.select({ n: count() }).from(wishlists).where(eq(wishlists.userId, ctx.user.id));
        if ((owned?.n ?? 0) >= maxLists) return { ok: false, error: 'wishlist_limit' } as const;
        const [created] = await tx
          .insert(wishlists)
          .values({ userId: ctx.user.id, title: name, shareKey: newShareKey(), createdAt: ctx.now })
          .returning({ id: wishlists.id, title: wishlists.title });
        if (!created) throw new Error('wishlist insert returned nothing');
        list = created;
      }
    }
    const [held] = await tx.select({ n: count() }).from(wishlistGoods).where(eq(wishlistGoods.wishlistId, list.id));
    if ((held?.n ?? 0) >= maxGoodsPerList) return { ok: false, error: 'wishlist_full' } as const;
    await tx
      .insert(wishlistGoods)
      .values({ wishlistId: list.id, goodId: input.goodId, addedAt: ctx.now })
      .onConflictDoNothing();
    return { ok: true, action: 'added', list } as const;
  });
}
