import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { wishlists } from '#db/schema';
import { listIdField, listNameField } from './limits';

export const renameWishlistInput = z.strictObject({ list_id: listIdField, list_name: listNameField });

/** Renames one of the user's lists (name trimmed, 1–100 characters; SPEC §5). */
export async function renameWishlist(
  ctx: Ctx & { user: { id: number } },
  input: z.infer<typeof renameWishlistInput>,
): Promise<{ ok: true; list: { id: number; title: string } } | { ok: false; error: 'wishlist_not_found' }> {
  const [list] = await ctx.db
    .update(wishlists)
    .set({ title: input.list_name })
    .where(and(eq(wishlists.id, input.list_id), eq(wishlists.userId, ctx.user.id)))
    .returning({ id: wishlists.id, title: wishlists.title });
  return list ? { ok: true, list } : { ok: false, error: 'wishlist_not_found' };
}
