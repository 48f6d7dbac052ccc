import {
  type ConfirmedRegistrationInput,
  type RegistrationFailure,
  type RegistrationInput,
  registerUser,
  type SignedIn,
  sendRegistrationCode,
} from '#core/accounts';
import type { Ctx } from '#core/shared';
import { accountLimits as limits } from './account-limits';

type Limited = { ok: false; error: 'rate_limited'; retryAfter: number };

/**
 * Registration's two steps with their limits (ADR 0116), one module for the API and the
 * storefront's forms so both doors spend one budget. Step 1 texts the code: 10 an hour per
 * address, 3 per phone and address, 10 per phone (one stranger cannot use up the owner's).
 */
export async function requestRegistrationCode(
  ctx: Ctx,
  input: RegistrationInput,
  ip: string,
): Promise<
  { ok: true; phone: string; code: string; expiresAt: Date } | { ok: false; error: 'phone_registered' } | Limited
> {
  for (const check of [
    () => limits.registration(ip),
    () => limits.registrationCodePhoneIp(`${input.phone}|${ip}`),
    () => limits.registrationCodePhone(`phone:${input.phone}`),
  ]) {
    const result = await check();
    if (!result.ok) return { ok: false, error: 'rate_limited', retryAfter: result.retryAfter };
  }
  return sendRegistrationCode(ctx, { phone: input.phone });
}

/**
 * Step 2: the code, checked within the wrong-code budgets — 10 per 15 minutes per address, 5 an
 * hour per phone and address, 20 an hour per phone — spent only by wrong or stale codes.
 */
export async function completeRegistration(
  ctx: Ctx,
  input: ConfirmedRegistrationInput,
  ip: string,
): Promise<(SignedIn & { reclaimed: boolean }) | { ok: false; error: RegistrationFailure } | Limited> {
  const budgets = [
    [limits.registrationWrongIp, ip],
    [limits.registrationWrongPhoneIp, `${input.phone}|${ip}`],
    [limits.registrationWrongPhone, `phone:${input.phone}`],
  ] as const;
  for (const [budget, key] of budgets) {
    const state = await budget.blocked(key);
    if (!state.ok) return { ok: false, error: 'rate_limited', retryAfter: state.retryAfter };
  }
  const result = await registerUser(ctx, input);
  if (!result.ok && result.error !== 'phone_registered') for (const [budget, key] of budgets) await budget.fail(key);
  return result;
}
