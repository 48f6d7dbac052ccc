import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { cartLines } from '#db/schema';
import type { CartLine } from './limits';

/** The signed-in user's cart lines, oldest first, soft-deleted ones included (SPEC §4). */
export async function listCart(ctx: Ctx & { user: { id: number } }): Promise<CartLine[]> {
  return ctx.db
    .select({
      goodId: cartLines.goodId,
      quantity: cartLines.quantity,
      isDeleted: cartLines.isDeleted,
      isChecked: cartLines.isChecked,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, ctx.user.id))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.goodId));
}
