import type { Context, MiddlewareHandler } from 'hono';
import type { Services } from '#server/context';
import { forwardedHttps } from './proxy';

/**
 * Whether the client reached the shop over HTTPS (ADR 0042): TLS on our own socket, a trusted
 * proxy's `X-Forwarded-Proto: https`, or a request for the host of an https PUBLIC_URL (the
 * public address is https, whoever terminated TLS on the way).
 */
export function isHttpsRequest(c: Context, services: Services): boolean {
  if (c.req.url.startsWith('https:')) return true;
  const socket: string | undefined = c.env?.incoming?.socket?.remoteAddress;
  if (forwardedHttps(socket, c.req.header('x-forwarded-proto'), services.env.TRUST_PROXY)) return true;
  const publicUrl = services.env.PUBLIC_URL;
  // The URL's host is the Host header (@hono/node-server builds the URL from it).
  return publicUrl?.startsWith('https:') === true && new URL(publicUrl).host === new URL(c.req.url).host;
}

const hsts = 'max-age=15552000';
/** `Secure` as a cookie attribute (not inside a value or another attribute's name). */
const hasSecure = /;\s*secure\s*(;|$)/i;
const isPrivate = /\b(private|no-store)\b/i;

/**
 * The first middleware after the request log (ADR 0042):
 * - the request's URL carries the scheme the client used (React Router's same-origin check of
 *   form posts, the cookie writers and absolute links read it);
 * - HSTS only on HTTPS answers (production);
 * - every cookie is `Secure` when the request is HTTPS or PUBLIC_URL is https, whoever wrote it;
 * - an answer that sets a cookie is never stored by a shared cache.
 */
export function httpPolicy(services: Services, mode: 'development' | 'production'): MiddlewareHandler {
  const publicHttps = services.env.PUBLIC_URL?.startsWith('https:') === true;
  return async (c, next) => {
    c.set('services', services);
    const https = isHttpsRequest(c, services);
    if (https && c.req.url.startsWith('http:')) {
      const raw = c.req.raw;
      c.req.raw = new Request(`https:${raw.url.slice('http:'.length)}`, {
        method: raw.method,
        headers: raw.headers,
        body: raw.body,
        signal: raw.signal,
        duplex: 'half',
      } as RequestInit);
    }
    await next();
    const headers = c.res.headers;
    if (https && mode === 'production') headers.set('Strict-Transport-Security', hsts);
    const cookies = headers.getSetCookie();
    if (cookies.length === 0) return;
    if (https || publicHttps) {
      headers.delete('Set-Cookie');
      for (const cookie of cookies) headers.append('Set-Cookie', hasSecure.test(cookie) ? cookie : `${cookie}; Secure`);
    }
    if (!isPrivate.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'private, no-store');
  };
}

/**
 * Pages the session decides (sign-in, profile, cart, checkout), in both languages and as `.data`,
 * and the back office (ADR 0090): never shared, never stored.
 */
export const accountPages = /^\/(ru\/)?(profile|checkout|admin)(\/|\.data$|$)/;

/**
 * Cache policy of storefront answers (documents and React Router `.data`; ADR 0043): every page
 * shows the shopper's header (cart count, sign-in state), so none is publicly cacheable —
 * `private, no-cache` unless a route chose something private itself; the account and checkout
 * pages and any answer that sets a cookie are `private, no-store`.
 */
export function pageCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (accountPages.test(c.req.path) || headers.has('Set-Cookie')) {
      headers.set('Cache-Control', 'private, no-store');
    } else if (!isPrivate.test(headers.get('Cache-Control') ?? '')) {
      headers.set('Cache-Control', 'private, no-cache');
    }
  };
}
