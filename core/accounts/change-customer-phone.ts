import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { users } from '#db/schema';
import { phoneField } from './fields';
import { revokeUserTokens } from './tokens';
import { isUniqueViolation } from './unique-violation';

export const customerPhoneInput = z.strictObject({ phone: phoneField });
export type CustomerPhoneInput = z.input<typeof customerPhoneInput>;

export type ChangeCustomerPhoneResult =
  | { ok: true; phone: string; changed: boolean }
  | { ok: false; error: 'customer_not_found' }
  /** `takenBy`: the account that has the phone (null when a concurrent change took it). */
  | { ok: false; error: 'phone_registered'; takenBy: number | null };

/**
 * The call centre changes a customer's main phone, their login (SPEC §6: only through the call
 * centre). Normalised like every phone (+380XXXXXXXXX); a phone another account uses is
 * `phone_registered`. Every token of the customer is revoked and a pending recovery password
 * (sent to the old phone) cancelled, so they sign in again with the new phone. Audited with the
 * phone before and after.
 */
export async function changeCustomerPhone(
  ctx: Ctx,
  actor: StaffView,
  userId: number,
  input: CustomerPhoneInput,
): Promise<ChangeCustomerPhoneResult> {
  requireArea(actor, 'customers');
  const { phone } = customerPhoneInput.parse(input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const [before] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).for('update');
      if (!before) return { ok: false, error: 'customer_not_found' } as const;
      if (before.phone === phone) return { ok: true, phone, changed: false } as const;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, userId)));
      if (taken) return { ok: false, error: 'phone_registered', takenBy: taken.id } as const;
      await tx
        .update(users)
        .set({ phone, recoveryPasswordHash: null, recoveryExpiresAt: null })
        .where(eq(users.id, userId));
      await revokeUserTokens(txCtx, userId);
      await recordAudit(
        txCtx,
        { kind: 'staff', staff: actor },
        { action: 'customer.phone', entity: 'customer', entityId: userId, before, after: { phone } },
      );
      return { ok: true, phone, changed: true } as const;
    });
  } catch (error) {
    // Another account took the phone between the check and the update: the unique key says so.
    if (isUniqueViolation(error)) return { ok: false, error: 'phone_registered', takenBy: null };
    throw error;
  }
}
