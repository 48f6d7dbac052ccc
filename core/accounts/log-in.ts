import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { passwordField, phoneField } from './fields';
import { hashPassword, verifyPassword } from './password';
import type { SignedIn } from './register-user';
import { issueToken } from './tokens';
import { toUserView, userViewColumns } from './user-view';

export const loginInput = z.strictObject({ phone: phoneField, password: passwordField });
export type LoginInput = z.output<typeof loginInput>;

let dummyHash: Promise<string> | null = null;

/**
 * Phone + password sign-in (SPEC §4, §7 phoneauth). An unknown phone gets the same answer as a
 * wrong password, after the same scrypt work, so the answer does not tell which phones exist (ADR 0011).
 */
export async function logIn(ctx: Ctx, input: LoginInput): Promise<SignedIn | { ok: false; error: 'wrong_password' }> {
  const [row] = await ctx.db
    .select({ ...userViewColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, input.phone));
  dummyHash ??= hashPassword('no such user');
  const matches = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash));
  if (!row || !matches) return { ok: false, error: 'wrong_password' };
  const { token, expiresAt } = await issueToken(ctx, row.id);
  return { ok: true, token, expiresAt, user: toUserView(row) };
}
