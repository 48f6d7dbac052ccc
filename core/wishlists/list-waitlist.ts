import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { waitlist } from '#db/schema';

/** The user's waiting list (SPEC §3): good ids with the date each was added, oldest first. */
export async function listWaitlist(
  ctx: Ctx & { user: { id: number } },
): Promise<{ goodId: number; createdAt: Date }[]> {
  return ctx.db
    .select({ goodId: waitlist.goodId, createdAt: waitlist.createdAt })
    .from(waitlist)
    .where(eq(waitlist.userId, ctx.user.id))
    .orderBy(asc(waitlist.createdAt), asc(waitlist.goodId));
}
