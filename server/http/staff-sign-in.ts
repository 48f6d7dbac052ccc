import type { Ctx } from '#core/shared';
import { isKnownStaffDevice, type StaffSignInInput, type StaffSignInResult, staffSignIn } from '#core/staff';
import { createFailureBudget, createLimit } from './rate-limit';

/**
 * The back office's sign-in budgets (ADR 0090), the shoppers' rules (ADR 0035) for staff logins:
 * any attempt per address; failures per address; failures per login from browsers its owner never
 * signed in from; failures per browser that did (a stranger cannot spend the owner's).
 */
const budgets = {
  requests: createLimit('staff-signin-requests-ip', 20, 60),
  address: createFailureBudget('staff-signin-fail-ip', 30, 15 * 60),
  login: createFailureBudget('staff-signin-fail-login', 5, 15 * 60),
  device: createFailureBudget('staff-signin-fail-device', 10, 15 * 60),
  /**
   * Audit rows of refused logins and passwords, all addresses together: each
   * address already has its budgets, but many addresses guessing at once must not fill the disk.
   * Past it the refusals still count in the budgets; only their rows are not written. Sign-ins and
   * refused codes (after the right password) are always written.
   */
  failureRows: createFailureBudget('staff-signin-audit-rows', 200, 15 * 60),
};

export type GuardedStaffSignIn =
  | StaffSignInResult
  | { ok: false; error: 'rate_limited' | 'login_locked'; retryAfter: number };

/**
 * Staff sign-in behind the budgets; only a wrong password or a wrong code counts as a failure.
 * The attempt's audit row carries the client address.
 */
export async function guardedStaffSignIn(
  ctx: Ctx,
  input: StaffSignInInput,
  client: { ip: string; device: string | null },
): Promise<GuardedStaffSignIn> {
  const request = await budgets.requests(`ip:${client.ip}`);
  if (!request.ok) return { ok: false, error: 'rate_limited', retryAfter: request.retryAfter };
  const address = await budgets.address.blocked(`ip:${client.ip}`);
  if (!address.ok) return { ok: false, error: 'rate_limited', retryAfter: address.retryAfter };
  const known = await isKnownStaffDevice(ctx, input.login, client.device);
  const budget = known ? budgets.device : budgets.login;
  const key = known ? `device:${client.device}` : `login:${input.login}`;
  const spent = await budget.blocked(key);
  if (!spent.ok) return { ok: false, error: 'login_locked', retryAfter: spent.retryAfter };
  const rows = await budgets.failureRows.blocked('all');
  const result = await staffSignIn(ctx, input, { address: client.ip, recordFailure: rows.ok });
  if (!result.ok && result.error !== 'totp_required')
    await Promise.all([
      budgets.address.fail(`ip:${client.ip}`),
      budget.fail(key),
      result.error === 'wrong_credentials' && rows.ok ? budgets.failureRows.fail('all') : undefined,
    ]);
  return result;
}
