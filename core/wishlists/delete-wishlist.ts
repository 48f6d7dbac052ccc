import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { wishlists } from '#db/schema';
import { listIdField } from './limits';

export const listIdInput = z.strictObject({ list_id: listIdField });

/** Deletes one of the user's lists with its goods; someone else's list is "not found" (ADR 0018). */
export async function deleteWishlist(
  ctx: Ctx & { user: { id: number } },
  input: z.infer<typeof listIdInput>,
): Promise<{ ok: true } | { ok: false; error: 'wishlist_not_found' }> {
  const gone = await ctx.db
    .delete(wishlists)
    .where(and(eq(wishlists.id, input.list_id), eq(wishlists.userId, ctx.user.id)))
    .returning({ id: wishlists.id });
  return gone.length ? { ok: true } : { ok: false, error: 'wishlist_not_found' };
}
