import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { staff, staffSessions } from '#db/schema';
import { recordStaffSignOut } from './access-audit';
import { hashSessionToken } from './sessions';

/**
 * Sign-out (ADR 0090): the session stops working at once, and its audit row (* who left, from where) lands in the same transaction. A session already ended writes nothing.
 */
export async function staffSignOut(ctx: Ctx, token: string, client: { address: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(staffSessions)
      .set({ endedAt: ctx.now })
      .where(and(eq(staffSessions.tokenHash, hashSessionToken(token)), isNull(staffSessions.endedAt)))
      .returning({ staffId: staffSessions.staffId });
    if (!ended) return;
    const [who] = await tx.select({ id: staff.id, login: staff.login }).from(staff).where(eq(staff.id, ended.staffId));
    if (who) await recordStaffSignOut({ ...ctx, db: tx }, who, client.address);
  });
}
