import { createMiddleware } from 'hono/factory';
import { findUserByToken } from '#core/accounts';
import type { Locale } from '#core/shared';
import { tokenCookie } from '#server/http/cookie-names';
import { readCookie } from '#server/http/cookies';
import { provenance } from '#server/http/same-origin';
import { ctxOf, type Services } from '../context';
import { type ApiEnv, apiError } from './http';

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
