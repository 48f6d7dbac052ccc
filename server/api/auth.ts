import { createMiddleware } from 'hono/factory';
import { findUserByToken, tokenLifetimeMs } from '#core/accounts';
import type { Locale } from '#core/shared';
import { ctxOf, type Services } from '../context';
import { tokenCookie } from '../cookie-names';
import { readCookie } from '../cookies';
import { provenance } from '../same-origin';
import { type ApiEnv, apiError } from './http';

/**
 * The token cookie's one writer, for the API's sign-in and the storefront's form (ADR 0011, 0042):
 * HttpOnly, SameSite=Lax, Path=/, 31 days (SPEC §6); `Secure` over HTTPS (the server adds it to
 * every cookie of an HTTPS answer in any case). `null` clears it.
 */
export function tokenCookieHeader(token: string | null, secure: boolean): string {
  const value = token === null ? '' : encodeURIComponent(token);
  const maxAge = token === null ? 0 : Math.floor(tokenLifetimeMs / 1000);
  return `${tokenCookie}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Per request: builds the core context and resolves the user from the `Token` header (apps) or
 * the `token` cookie (the storefront). A state change authenticated by the cookie alone must
 * come from our own origin (CSRF); apps sending the header are not affected.
 */
export function apiContext(services: Services) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const locale: Locale = readCookie(c.req.raw, 'locale') === 'ru' ? 'ru' : 'ua';
    const header = c.req.header('token')?.trim() || null;
    const cookie = readCookie(c.req.raw, tokenCookie);
    const token = header ?? cookie;
    const base = ctxOf(services, locale);
    const user = token ? await findUserByToken(base, token) : null;
    if (!header && cookie && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      // Our pages' scripts send Fetch Metadata or an Origin; a cookie call that shows neither is refused.
      if (provenance(c.req.raw.headers, c.req.url) !== 'same') {
        return apiError(c, 403, 'csrf');
      }
    }
    c.set('services', services);
    c.set('user', user);
    c.set('token', user ? token : null);
    c.set('ctx', user ? { ...base, user: { id: user.id } } : base);
    await next();
  });
}

/** 401 with the bilingual "log in" message unless a valid token came with the request (SPEC §6). */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.get('user'))
    return apiError(c, 401, c.get('token') === null && c.req.header('token') ? 'token_invalid' : 'auth_required');
  await next();
});
