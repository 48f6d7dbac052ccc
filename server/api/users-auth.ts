import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import {
  callbackInput,
  changePassword,
  changePasswordInput,
  codeField,
  formatPhone,
  getUserByToken,
  isPhoneRegistered,
  loginInput,
  normalizePhone,
  phoneCheckInput,
  recoverPassword,
  recoveryInput,
  registrationCodeLifetimeMs,
  registrationInput,
  requestCallback,
  revokeToken,
  type SignedIn,
  subscribeInput,
  subscribeNewsletter,
  tokenCheckInput,
} from '#core/accounts';
import { errorTexts } from '#core/i18n';
import { accountLimits } from '#server/http/account-limits';
import { tokenCookie } from '#server/http/cookie-names';
import { readCookie } from '#server/http/cookies';
import { clientIp } from '#server/http/rate-limit';
import { completeRegistration, requestRegistrationCode } from '#server/http/registration-flow';
import { deviceCookie, deviceCookieHeader, signIn } from '#server/http/sign-in';
import { tokenCookieHeader } from '#server/http/token-cookie';
import { smsDemo } from '../env';
import { requireUser } from './auth';
import { type ApiEnv, apiError, createRouter, ok } from './http';
import { limitBy, rateLimit } from './limits';

// ---- shared by the accounts routers (users-auth, users-info, enquiries) ----

/** A form-encoded request body (SPEC §7) validated by `schema`. */
export const formBody = <T extends z.ZodType>(schema: T) =>
  ({
    body: { required: true, content: { 'application/x-www-form-urlencoded': { schema } } },
  }) satisfies RouteConfig['request'];

export const errorResponses = {
  400: { description: 'Invalid input: `errors` / `data.errors` per field with `message` and `message_ua`' },
  429: { description: 'Too many attempts (bilingual message, `Retry-After` header)' },
} as const;

/**
 * Runs rate limiters after validation (ADR 0013): only well-formed requests count, so a per-phone
 * key is the normalised phone. Returns the 429 response when a limit is hit, else null.
 */
export async function limit(c: Context<ApiEnv>, ...limiters: MiddlewareHandler<ApiEnv>[]): Promise<Response | null> {
  for (const limiter of limiters) {
    let passed = false;
    const response = await limiter(c, async () => {
      passed = true;
    });
    if (!passed) return response ?? c.res;
  }
  return null;
}

/** Rate-limit key: the request's phone field, normalised (read from the already parsed body). */
export async function phoneKey(c: Context<ApiEnv>): Promise<string> {
  const body = await c.req.parseBody();
  const phone = typeof body.phone === 'string' ? normalizePhone(body.phone) : null;
  return `phone:${phone ?? '-'}`;
}

export const texts = (code: string, params?: Record<string, string | number>) => errorTexts(code, params);

// ---- limits (ADR 0013) ----

/** Registration's fields, and the SMS code on its second call (ADR 0116). */
const registrationApiInput = registrationInput.extend({ code: codeField.optional() });

const limits = {
  phoneCheck: rateLimit('accounts-phone-check-ip', 30, 60),
  recoveryIp: limitBy(accountLimits.recoveryIp),
  recoveryPhone: limitBy(accountLimits.recoveryPhone, phoneKey),
  callback: limitBy(accountLimits.callback),
  subscribe: limitBy(accountLimits.subscribe),
  password: limitBy(accountLimits.password, (c) => `user:${c.get('user')?.id ?? '-'}`),
};

/** The request came over HTTPS (the edge rewrote the URL for a trusted proxy, ADR 0042). */
const isHttps = (c: Context<ApiEnv>) =>
  c.req.url.startsWith('https:') || c.get('services').env.PUBLIC_URL?.startsWith('https:') === true;

/** The storefront keeps the token in an HttpOnly cookie for 31 days (SPEC §6, §9; ADR 0011). */
function setTokenCookie(c: Context<ApiEnv>, signedIn: SignedIn) {
  c.header('Set-Cookie', tokenCookieHeader(signedIn.token, isHttps(c)), { append: true });
}

const signedInData = (s: SignedIn) => ({ token: s.token, user: s.user });

// ---- routes ----
// Paths are registered without their SPEC §7 trailing slash: the router is `strict: false`, which
// matches both spellings only for routes declared without one (a declared slash would match neither).

export const usersAuthApi = createRouter();

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/auth/registration',
    summary:
      'Register by phone (SPEC §5 rules) in two calls (ADR 0116): without `code` texts a 6-digit code to the phone; the same fields with `code` create the account, sign in and set the token cookie',
    request: formBody(registrationApiInput),
    responses: {
      200: {
        description:
          "Without `code`: `data: { code_sent: 1, phone, expires_in }` (and `demo_code` while SMS are the demo's), no token. With `code`: `data: { token, user }`",
      },
      409: { description: 'Phone already registered and verified (`errors.phone`)' },
      ...errorResponses,
      400: {
        description:
          'Invalid fields (`data.errors` per field); a wrong or stale code: `errors.code` (`code_wrong`, `code_expired`)',
      },
    },
  }),
  async (c) => {
    const { code, ...fields } = c.req.valid('form');
    const ctx = c.get('ctx');
    const tooMany = (retryAfter: number) => {
      c.header('Retry-After', String(retryAfter));
      return apiError(c, 429, 'rate_limited', { seconds: retryAfter });
    };
    if (code === undefined) {
      const sent = await requestRegistrationCode(ctx, fields, clientIp(c));
      if (!sent.ok && sent.error === 'rate_limited') return tooMany(sent.retryAfter);
      if (!sent.ok) return apiError(c, 409, sent.error, {}, { phone: texts(sent.error) });
      const demo = smsDemo(c.get('services').env) ? { demo_code: sent.code } : {};
      return ok(
        c,
        { code_sent: 1, phone: sent.phone, expires_in: registrationCodeLifetimeMs / 1000, ...demo },
        texts('code_sent', { phone: formatPhone(sent.phone) }),
      );
    }
    const result = await completeRegistration(ctx, { ...fields, code }, clientIp(c));
    if (!result.ok && result.error === 'rate_limited') return tooMany(result.retryAfter);
    if (!result.ok && result.error === 'phone_registered')
      return apiError(c, 409, result.error, {}, { phone: texts(result.error) });
    if (!result.ok) return apiError(c, 400, result.error, {}, { code: texts(result.error) });
    setTokenCookie(c, result);
    return ok(c, signedInData(result), texts('registered'));
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/auth/phone',
    summary: 'Is this phone registered? (`registred` 1 or 0)',
    request: formBody(phoneCheckInput),
    responses: { 200: { description: '`data.registred` (and top-level `registred`): 1 or 0' }, ...errorResponses },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const limited = await limit(c, limits.phoneCheck);
    if (limited) return limited;
    const registred = (await isPhoneRegistered(c.get('ctx'), input)) ? 1 : 0;
    return c.json({ status: 200, data: { registred }, registred }, 200);
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/auth/phoneauth',
    summary: 'Sign in with phone and password; sets the token cookie',
    request: formBody(loginInput),
    responses: {
      200: { description: '`data: { token, user }`, message, message_ua' },
      401: { description: 'Wrong phone or password (one message for both)' },
      403: { description: 'The right password of an account the shop blocked (`account_blocked`)' },
      ...errorResponses,
    },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const result = await signIn(c.get('ctx'), input, {
      ip: clientIp(c),
      device: readCookie(c.req.raw, deviceCookie.name),
    });
    if (!result.ok && result.error === 'wrong_password')
      return apiError(c, 401, result.error, {}, { password: texts(result.error) });
    if (!result.ok && result.error === 'account_blocked')
      return apiError(c, 403, result.error, {}, { phone: texts(result.error) });
    if (!result.ok) {
      c.header('Retry-After', String(result.retryAfter));
      const params = { seconds: result.retryAfter, minutes: Math.ceil(result.retryAfter / 60) };
      return apiError(c, 429, result.error, params, { password: texts(result.error, params) });
    }
    setTokenCookie(c, result);
    c.header('Set-Cookie', deviceCookieHeader(result.device, isHttps(c)), { append: true });
    return ok(c, signedInData(result), texts('logged_in'));
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/auth',
    summary: 'Validate a saved token (form field `token`, or the Token header / cookie)',
    request: formBody(tokenCheckInput),
    responses: {
      200: { description: '`data`: the user' },
      401: { description: 'Unknown, expired or revoked token: the client signs out' },
      ...errorResponses,
    },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const token = input.token || c.req.header('token') || (readCookie(c.req.raw, tokenCookie) ?? undefined);
    const result = await getUserByToken(c.get('ctx'), token);
    if (!result.ok) return apiError(c, 401, result.error);
    return ok(c, result.user);
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/auth/logout',
    summary: 'Sign out: revokes the token and clears the cookie (idempotent)',
    request: formBody(tokenCheckInput.pick({})),
    responses: { 200: { description: 'Signed out' }, ...errorResponses },
  }),
  async (c) => {
    c.req.valid('form');
    const token = c.get('token');
    if (token) await revokeToken(c.get('ctx'), token);
    c.header('Set-Cookie', tokenCookieHeader(null, isHttps(c)), { append: true });
    return ok(c, null, texts('logged_out'));
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/auth/recovery',
    summary:
      'Password recovery: a new password is sent by SMS; the current one and every session stay valid until it is used (ADR 0035)',
    request: formBody(recoveryInput),
    responses: {
      200: { description: '`data.status` 200 (also top-level), message, message_ua' },
      404: { description: 'No account with this phone' },
      ...errorResponses,
    },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const limited = await limit(c, limits.recoveryIp, limits.recoveryPhone);
    if (limited) return limited;
    const result = await recoverPassword(c.get('ctx'), input);
    if (!result.ok) {
      const t = texts(result.error);
      return c.json(
        {
          status: 'error',
          code: result.error,
          ...t,
          errors: { phone: t },
          data: { status: 'error', errors: { phone: t } },
        },
        404,
      );
    }
    return c.json({ status: 200, data: { status: 200 }, ...texts('password_sent', { phone: input.phone }) }, 200);
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/auth/password',
    summary: 'Change password (signed in): current, new, confirmation; other sessions are signed out',
    middleware: [requireUser] as const,
    request: formBody(changePasswordInput),
    responses: {
      200: { description: 'Changed' },
      401: { description: 'Not signed in' },
      ...errorResponses,
    },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const limited = await limit(c, limits.password);
    if (limited) return limited;
    const ctx = c.get('ctx');
    const result = await changePassword({ ...ctx, user: { id: c.get('user')?.id ?? 0 } }, input, c.get('token'));
    if (!result.ok) return apiError(c, 400, result.error, {}, { current_password: texts(result.error) });
    return ok(c, null, texts('password_changed'));
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/auth/callback',
    summary: 'Callback request: a manager calls back (SPEC §5 rules)',
    request: formBody(callbackInput),
    responses: { 200: { description: 'Accepted: message, message_ua' }, ...errorResponses },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const limited = await limit(c, limits.callback);
    if (limited) return limited;
    await requestCallback(c.get('ctx'), input);
    return ok(c, null, texts('callback_accepted'));
  },
);

usersAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/auth/subscribe',
    summary: 'Newsletter sign-up by e-mail (idempotent)',
    request: formBody(subscribeInput),
    responses: { 200: { description: 'Subscribed: message, message_ua' }, ...errorResponses },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const limited = await limit(c, limits.subscribe);
    if (limited) return limited;
    await subscribeNewsletter(c.get('ctx'), input);
    return ok(c, null, texts('subscribed'));
  },
);
