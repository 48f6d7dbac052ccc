import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import { loginDevices, phoneCodes, users } from '#db/schema';
import { newPasswordField, optionalEmailField, optionalName, phoneField, requiredName } from './fields';
import { wipeSecretSms } from './recover-password';
import { codeField, codeMatches } from './registration-code';
import { issueToken, revokeUserTokens } from './tokens';
import { toUserView, type UserView, userViewColumns } from './user-view';

/** SPEC §3 Registration / §5 rules. Name parts are stripped to Cyrillic first (ADR 0010). */
export const registrationInput = z.strictObject({
  phone: phoneField,
  password: newPasswordField,
  email: optionalEmailField,
  first_name: requiredName('first_name_required'),
  last_name: requiredName('last_name_required'),
  father_name: optionalName,
});
export type RegistrationInput = z.output<typeof registrationInput>;

/** Registration's second step: the same fields and the SMS code (ADR 0116). */
export const confirmedRegistrationInput = registrationInput.extend({ code: codeField });
export type ConfirmedRegistrationInput = z.output<typeof confirmedRegistrationInput>;

export type SignedIn = { ok: true; token: string; expiresAt: Date; user: UserView };

export type RegistrationFailure = 'phone_registered' | 'code_expired' | 'code_wrong';

/** The login a released account keeps: no phone can match it, the back office still finds its digits. */
export const releasedPhone = (phone: string, userId: number) => `${phone}#released-${userId}`;

/**
 * Registration step 2 (ADR 0116): with the phone's pending code, creates the shopper
 * (password hashed, phone verified) and signs them in; the code is spent. A number registered
 * before but never verified is reclaimed: that account is released — its login becomes
 * `releasedPhone`, its sessions, browsers and pending recovery end; its orders stay with it — and
 * the verified owner gets a new account. A verified number → `phone_registered`. A wrong code
 * changes nothing (the callers count it against the failure budgets).
 */
export async function registerUser(
  ctx: Ctx,
  input: ConfirmedRegistrationInput,
): Promise<(SignedIn & { reclaimed: boolean }) | { ok: false; error: RegistrationFailure }> {
  const [pending] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, input.phone));
  if (!pending || pending.expiresAt <= ctx.now) return { ok: false, error: 'code_expired' };
  if (!codeMatches(input.phone, input.code, pending.codeHash)) return { ok: false, error: 'code_wrong' };
  const passwordHash = await hashPassword(input.password); // only after the code: no 100 ms for a guess
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    // Spent once: of two requests with the same code only one gets here.
    const spent = await tx
      .delete(phoneCodes)
      .where(and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.codeHash, pending.codeHash)))
      .returning({ phone: phoneCodes.phone });
    if (!spent.length) return { ok: false, error: 'code_expired' } as const;
    await wipeSecretSms(txCtx, input.phone, 'registration_code');
    const [holder] = await tx
      .select({ id: users.id, verifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.phone, input.phone))
      .for('update');
    if (holder?.verifiedAt) return { ok: false, error: 'phone_registered' } as const;
    if (holder) {
      await tx
        .update(users)
        .set({ phone: releasedPhone(input.phone, holder.id), recoveryPasswordHash: null, recoveryExpiresAt: null })
        .where(eq(users.id, holder.id));
      await revokeUserTokens(txCtx, holder.id);
      await tx.delete(loginDevices).where(eq(loginDevices.userId, holder.id));
    }
    const [row] = await tx
      .insert(users)
      .values({
        phone: input.phone,
        passwordHash,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        patronymic: input.father_name,
        locale: ctx.locale,
        phoneVerifiedAt: ctx.now,
        createdAt: ctx.now,
      })
      .returning(userViewColumns);
    if (!row) throw new Error('registration inserted no row');
    const { token, expiresAt } = await issueToken(txCtx, row.id);
    return { ok: true, token, expiresAt, user: toUserView(row), reclaimed: Boolean(holder) } as const;
  });
}
