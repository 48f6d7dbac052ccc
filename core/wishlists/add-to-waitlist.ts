import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { goods, waitlist } from '#db/schema';
import { goodIdField, maxWaitlist } from './limits';

export const waitlistGoodInput = z.strictObject({ goods_id: goodIdField });
export type WaitlistGoodInput = z.infer<typeof waitlistGoodInput>;

/** Puts a good on the waiting list; adding it again changes nothing (idempotent) unless it was already announced. */
export async function addToWaitlist(
  ctx: Ctx & { user: { id: number } },
  input: WaitlistGoodInput,
): Promise<{ ok: true } | { ok: false; error: 'good_not_found' | 'waitlist_full' }> {
  return ctx.db.transaction(async (tx) => {
    const [good] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.id, input.goods_id), eq(goods.isActive, true)));
    if (!good) return { ok: false, error: 'good_not_found' } as const;
    const [held] = await tx.select({ n: count() }).from(waitlist).where(eq(waitlist.userId, ctx.user.id));
    const [already] = await tx
      .select({ notifiedAt: waitlist.notifiedAt })
      .from(waitlist)
      .where(and(eq(waitlist.userId, ctx.user.id), eq(waitlist.goodId, input.goods_id)));
    if (already) {
      // Asking again after a "back in stock" message waits for the next return.
      if (already.notifiedAt)
        await tx
          .update(waitlist)
          .set({ createdAt: ctx.now, notifiedAt: null })
          .where(and(eq(waitlist.userId, ctx.user.id), eq(waitlist.goodId, input.goods_id)));
      return { ok: true } as const;
    }
    if ((held?.n ?? 0) >= maxWaitlist) return { ok: false, error: 'waitlist_full' } as const;
    await tx
      .insert(waitlist)
      .values({ userId: ctx.user.id, goodId: input.goods_id, createdAt: ctx.now })
      .onConflictDoNothing();
    return { ok: true } as const;
  });
}
