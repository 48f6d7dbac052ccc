import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { waitlist } from '#db/schema';
import type { WaitlistGoodInput } from './add-to-waitlist';

/** Takes a good off the waiting list; removing one that is not there is not an error (idempotent). */
export async function removeFromWaitlist(ctx: Ctx & { user: { id: number } }, input: WaitlistGoodInput): Promise<void> {
  await ctx.db.delete(waitlist).where(and(eq(waitlist.userId, ctx.user.id), eq(waitlist.goodId, input.goods_id)));
}
