import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { users } from '#db/schema';
import { revokeUserTokens } from './tokens';

/**
 * A manager blocks or unblocks a customer. Blocked: sign-in answers `account_blocked`
 * (after the right password only), and every token stops working at once — revoked here, and
 * refused while `blocked_at` is set even if issued by a sign-in racing this. Unblocking does not
 * bring old tokens back: the customer signs in again. Audited.
 */
export async function setCustomerBlocked(
  ctx: Ctx,
  actor: StaffView,
  userId: number,
  blocked: boolean,
): Promise<{ ok: true; changed: boolean } | { ok: false; error: 'customer_not_found' }> {
  requireArea(actor, 'customers');
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [before] = await tx
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return { ok: false, error: 'customer_not_found' } as const;
    if ((before.blockedAt !== null) === blocked) return { ok: true, changed: false } as const;
    await tx
      .update(users)
      .set({ blockedAt: blocked ? ctx.now : null })
      .where(eq(users.id, userId));
    if (blocked) await revokeUserTokens(txCtx, userId);
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      {
        action: blocked ? 'customer.block' : 'customer.unblock',
        entity: 'customer',
        entityId: userId,
        before: { blocked: before.blockedAt !== null },
        after: { blocked },
      },
    );
    return { ok: true, changed: true } as const;
  });
}
