import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { cartLines } from '#db/schema';

/** Closing the cart purges removed items (SPEC §4): drops the soft-deleted lines, returns how many. */
export async function purgeCart(ctx: Ctx & { user: { id: number } }): Promise<number> {
  const gone = await ctx.db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, ctx.user.id), eq(cartLines.isDeleted, true)))
    .returning({ goodId: cartLines.goodId });
  return gone.length;
}
