import type { MiddlewareHandler } from 'hono';
import { readCookie } from './cookies';

/** SPEC §9: the affiliate cookie, set from `aff_sub`, kept 30 days. */
export const affiliateCookie = 'sd_user';
const lifetimeSeconds = 30 * 24 * 60 * 60;

/** What an affiliate's sub-id may look like: URL-safe characters only, so it needs no escaping anywhere. */
const validAffiliate = /^[A-Za-z0-9._~-]{1,100}$/;

/** Arrivals that are the shop's own channels, not an affiliate's (SPEC §9), compared without case. */
const ownSources = new Set(['youtube-pm', 'blogger']);
const ownMediums = new Set(['cpc', 'email', 'webpush']);

export type AffiliateChange = { set: string } | { clear: true } | null;

/**
 * What a landing URL does to `sd_user` (SPEC §9, ADR 0055): the shop's own channels
 * (utm_source YouTube-PM or blogger, utm_medium cpc, email or webpush) clear it, and win over an
 * `aff_sub` on the same URL; otherwise a well-formed `aff_sub` sets it; anything else leaves it.
 */
export function affiliateChange(search: URLSearchParams): AffiliateChange {
  const source = search.get('utm_source')?.toLowerCase();
  const medium = search.get('utm_medium')?.toLowerCase();
  if ((source && ownSources.has(source)) || (medium && ownMediums.has(medium))) return { clear: true };
  const sub = search.get('aff_sub');
  return sub && validAffiliate.test(sub) ? { set: sub } : null;
}

/** The affiliate of this request, or null (no cookie, or a value we would not have set). */
export function readAffiliate(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === affiliateCookie && value && validAffiliate.test(value)) return value;
  }
  return null;
}

/**
 * Pages only (mounted after the API and static files): sets or clears `sd_user` on the answer,
 * before React Router, so a landing works without JavaScript. HttpOnly (only the server reads
 * it: the order's `purchase` event gets it from the success page's loader); `Secure` is added
 * over HTTPS by the HTTP policy (ADR 0042), which also makes the answer `private, no-store`.
 */
export function affiliateCookies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const change = affiliateChange(new URL(c.req.url).searchParams);
    if (!change) return;
    const attributes = 'Path=/; HttpOnly; SameSite=Lax';
    if ('set' in change) {
      c.res.headers.append('Set-Cookie', `${affiliateCookie}=${change.set}; Max-Age=${lifetimeSeconds}; ${attributes}`);
    } else if (readCookie(c.req.raw, affiliateCookie) !== null) {
      c.res.headers.append('Set-Cookie', `${affiliateCookie}=; Max-Age=0; ${attributes}`);
    }
  };
}
