import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, isHashingBusy, needsRehash, unmatchableHash, verifyPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { passwordField, phoneField } from './fields';
import { rememberDevice } from './login-devices';
import { wipeRecoverySms } from './recover-password';
import type { SignedIn } from './register-user';
import { issueToken, revokeUserTokens } from './tokens';
import { toUserView, userViewColumns } from './user-view';

export const loginInput = z.strictObject({ phone: phoneField, password: passwordField });
export type LoginInput = z.output<typeof loginInput>;

export type LoginOptions = {
  /** Only the password sent by recovery SMS is accepted (the phone's sign-in budget is spent, ADR 0035). */
  recoveryOnly?: boolean;
  /** The browser's device cookie, if any. */
  device?: string | null;
};

/**
 * Phone + password sign-in (SPEC §4, §7 phoneauth). An unknown phone gets the same answer as a
 * wrong password, after the same scrypt work, so the answer does not tell which phones exist (ADR 0011).
 * The password from a recovery SMS works too: using it makes it the password and signs out every
 * other session; signing in with the current one cancels a pending recovery (ADR 0035).
 * A customer blocked by the shop gets `account_blocked`, after the right password only.
 */
export async function logIn(
  ctx: Ctx,
  input: LoginInput,
  options: LoginOptions = {},
): Promise<(SignedIn & { device: string }) | { ok: false; error: 'wrong_password' | 'account_blocked' }> {
  const [row] = await ctx.db
    .select({
      ...userViewColumns,
      passwordHash: users.passwordHash,
      recoveryHash: users.recoveryPasswordHash,
      recoveryExpiresAt: users.recoveryExpiresAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.phone, input.phone));
  const pending =
    row?.recoveryHash && row.recoveryExpiresAt && row.recoveryExpiresAt > ctx.now ? row.recoveryHash : null;
  const current = !options.recoveryOnly && (await verifyPassword(input.password, row?.passwordHash ?? unmatchableHash));
  const recovered = !current && pending !== null && (await verifyPassword(input.password, pending));
  if (options.recoveryOnly && !pending) await verifyPassword(input.password, unmatchableHash); // same work
  if (!row || (!current && !recovered)) return { ok: false, error: 'wrong_password' };
  // Told only to whoever knows the password; nothing changes (a recovery password stays pending).
  if (row.blockedAt) return { ok: false, error: 'account_blocked' };

  // An upgrade of an old hash waits for a quiet moment rather than failing the sign-in.
  const rehash =
    current && needsRehash(row.passwordHash)
      ? await hashPassword(input.password).catch((error: unknown) => {
          if (isHashingBusy(error)) return null;
          throw error;
        })
      : null;
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (recovered && pending) {
      await tx
        .update(users)
        .set({
          passwordHash: pending,
          recoveryPasswordHash: null,
          recoveryExpiresAt: null,
          // The recovery SMS reached its owner: the number is proven (ADR 0116).
          phoneVerifiedAt: ctx.now,
        })
        .where(eq(users.id, row.id));
      await revokeUserTokens(txCtx, row.id);
    } else if (row.recoveryHash || rehash) {
      await tx
        .update(users)
        .set({ recoveryPasswordHash: null, recoveryExpiresAt: null, ...(rehash ? { passwordHash: rehash } : {}) })
        .where(eq(users.id, row.id));
    }
    if (row.recoveryHash) await wipeRecoverySms(txCtx, row.phone);
    const { token, expiresAt } = await issueToken(txCtx, row.id);
    const device = await rememberDevice(txCtx, row.id, options.device);
    return { ok: true as const, token, expiresAt, user: toUserView(row), device };
  });
}
