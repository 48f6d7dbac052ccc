import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, isHashingBusy, needsRehash, unmatchableHash, verifyPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import { staff } from '#db/schema';
import { recordStaffSignIn, recordStaffSignInFailure, recordStaffTotpFailure } from './access-audit';
import { newStaffDevice } from './devices';
import { type StaffView, startStaffSession } from './sessions';
import { acceptTotp } from './totp';

export const staffSignInInput = z.strictObject({
  login: z.string().trim().toLowerCase().min(1).max(40),
  password: z.string().min(1).max(128),
  totp: z.string().trim().max(12).optional().default(''),
});
export type StaffSignInInput = z.output<typeof staffSignInInput>;

export type StaffSignInResult =
  | { ok: true; token: string; staff: StaffView; device: string }
  /** Wrong login or password (one answer: it does not tell which logins exist), or blocked. */
  | { ok: false; error: 'wrong_credentials' }
  /** Login and password are right; this account needs its authenticator's code. */
  | { ok: false; error: 'totp_required' }
  /** The code is wrong, expired or already used. */
  | { ok: false; error: 'wrong_totp' };

/** Where an attempt came from, for its audit row. */
export type StaffSignInClient = {
  /** The client's address as the server sees it. */
  address: string;
  /**
   * Whether a refused login or password may write its row: the server's cap on those rows, all
   * addresses together, so a flood of guesses cannot fill the disk (default: yes).
   */
  recordFailure?: boolean;
};

/**
 * Back-office sign-in (ADR 0089): login + password, then the TOTP code where the account
 * has a secret (every admin). An unknown login costs the same scrypt work as a wrong password. The
 * caller (the server) spends the sign-in budgets before calling, as for shoppers. Each outcome but
 * "code needed" leaves one audit row: a sign-in with its session, in one transaction;
 * a refused login or password (unless `recordFailure` is false); a refused code.
 */
export async function staffSignIn(
  ctx: Ctx,
  input: StaffSignInInput,
  client: StaffSignInClient = { address: 'unknown' },
): Promise<StaffSignInResult> {
  const [row] = await ctx.db.select().from(staff).where(eq(staff.login, input.login));
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? unmatchableHash);
  if (!row || !passwordOk || row.blockedAt) {
    if (client.recordFailure !== false)
      await recordStaffSignInFailure(ctx, {
        login: input.login,
        account: row ? { id: row.id } : null,
        reason: !row ? 'unknown_login' : !passwordOk ? 'wrong_password' : 'blocked',
        address: client.address,
      });
    return { ok: false, error: 'wrong_credentials' };
  }
  if (row.totpSecret) {
    if (!input.totp) return { ok: false, error: 'totp_required' };
    const step = acceptTotp(row.totpSecret, input.totp, ctx.now, row.totpLastStep);
    // Conditional: of two sign-ins racing with one code, one wins (RFC 6238 §5.2).
    const claimed =
      step === null
        ? []
        : await ctx.db
            .update(staff)
            .set({ totpLastStep: step })
            .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
            .returning({ id: staff.id });
    if (claimed.length === 0) {
      await recordStaffTotpFailure(ctx, row, client.address);
      return { ok: false, error: 'wrong_totp' };
    }
  }
  const rehash = needsRehash(row.passwordHash)
    ? await hashPassword(input.password).catch((error: unknown) => {
        if (isHashingBusy(error)) return null;
        throw error;
      })
    : null;
  const token = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    await tx
      .update(staff)
      .set({ lastSignInAt: ctx.now, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(staff.id, row.id));
    await recordStaffSignIn(inTx, row, client.address);
    return startStaffSession(inTx, row.id);
  });
  return {
    ok: true,
    token,
    device: newStaffDevice(rehash ?? row.passwordHash),
    staff: { id: row.id, login: row.login, name: row.name, role: row.role, storeId: row.storeId },
  };
}
