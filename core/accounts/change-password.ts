import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { maxInput, missing, newPasswordField, passwordField } from './fields';
import { revokeUserTokens } from './tokens';

export const changePasswordInput = z
  .strictObject({
    current_password: passwordField,
    new_password: newPasswordField,
    new_password_confirm: z.string(missing('password_required')).max(maxInput),
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    message: 'passwords_mismatch',
    path: ['new_password_confirm'],
  });

/**
 * SPEC §2 change-password dialog: the current password must be right, the new one typed twice.
 * Other sessions are signed out; the one making the change (`keepToken`) stays (ADR 0012).
 */
export async function changePassword(
  ctx: Ctx & { user: { id: number } },
  input: z.output<typeof changePasswordInput>,
  keepToken: string | null,
): Promise<{ ok: true } | { ok: false; error: 'wrong_password' }> {
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.user.id));
  if (!row || !(await verifyPassword(input.current_password, row.passwordHash)))
    return { ok: false, error: 'wrong_password' };
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, ctx.user.id));
    await revokeUserTokens({ ...ctx, db: tx }, ctx.user.id, keepToken ?? undefined);
  });
  return { ok: true };
}
export type ChangePasswordInput = z.output<typeof changePasswordInput>;
