import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { wishlists } from '#db/schema';

/**
 * The user's own list, or null. Another user's list looks exactly like a missing one, so a
 * list id never reveals whether it exists (ADR 0018).
 */
export async function findOwnList(ctx: Ctx & { user: { id: number } }, listId: number) {
  const [list] = await ctx.db
    .select({ id: wishlists.id, title: wishlists.title, key: wishlists.shareKey })
    .from(wishlists)
    .where(and(eq(wishlists.id, listId), eq(wishlists.userId, ctx.user.id)));
  return list ?? null;
}
