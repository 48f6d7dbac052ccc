import { deviceBudgetKey, isKnownDevice, type LoginInput, logIn, type SignedIn } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { createFailureBudget, createLimit } from './rate-limit';

/**
 * Sign-in budgets shared by the API's phoneauth and the storefront's form (ADR 0035): one budget,
 * whichever door is used. Only failures count.
 */
const budgets = {
  /** Any sign-in request, per address: scrypt is expensive, a flood must not exhaust the CPU. */
  requests: createLimit('signin-requests-ip', 20, 60),
  /** Wrong passwords per address. */
  address: createFailureBudget('signin-fail-ip', 30, 15 * 60),
  /** Wrong passwords per phone from browsers the owner never signed in from. */
  phone: createFailureBudget('signin-fail-phone', 5, 15 * 60),
  /** Wrong passwords per browser the owner signed in from before: a stranger cannot spend it. */
  device: createFailureBudget('signin-fail-device', 10, 15 * 60),
};

export type SignInResult =
  | (SignedIn & { device: string })
  | { ok: false; error: 'wrong_password' }
  /** The right password of a customer the shop blocked: not a failed guess. */
  | { ok: false; error: 'account_blocked' }
  | { ok: false; error: 'rate_limited' | 'login_locked'; retryAfter: number };

/**
 * Phone + password sign-in behind the shared budgets. When a phone's budget is spent by wrong
 * guesses from unknown browsers, that phone still signs in from the owner's own browsers (device
 * cookie) and with the password of a recovery SMS, so a stranger can slow guessing down but
 * cannot lock the owner out.
 */
export async function signIn(
  ctx: Ctx,
  input: LoginInput,
  client: { ip: string; device?: string | null },
): Promise<SignInResult> {
  const request = await budgets.requests(`ip:${client.ip}`);
  if (!request.ok) return { ok: false, error: 'rate_limited', retryAfter: request.retryAfter };
  const address = await budgets.address.blocked(`ip:${client.ip}`);
  if (!address.ok) return { ok: false, error: 'rate_limited', retryAfter: address.retryAfter };
  const known = client.device ? await isKnownDevice(ctx, input.phone, client.device) : false;
  const budget = known && client.device ? budgets.device : budgets.phone;
  const key = known && client.device ? deviceBudgetKey(client.device) : `phone:${input.phone}`;
  const spent = await budget.blocked(key);
  const result = await logIn(ctx, input, { recoveryOnly: !spent.ok, device: client.device });
  if (result.ok || result.error === 'account_blocked') return result;
  await Promise.all([budgets.address.fail(`ip:${client.ip}`), budget.fail(key)]);
  if (!spent.ok) return { ok: false, error: 'login_locked', retryAfter: spent.retryAfter };
  return result;
}

/** The device cookie: which browser signed in before (ADR 0035). A year, HttpOnly. */
export const deviceCookie = { name: 'device', maxAge: 365 * 24 * 3600 } as const;

/** The device cookie's one writer, for the API's sign-in and the storefront's form. */
export const deviceCookieHeader = (device: string, secure: boolean) =>
  `${deviceCookie.name}=${device}; Path=/; Max-Age=${deviceCookie.maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
