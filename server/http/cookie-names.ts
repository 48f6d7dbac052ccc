/**
 * The names of the shop's own cookies, in one place every reader takes them from — the HTML cache's
 * key (page-cache-key.ts), the API, the storefront's loaders and the browser's entry script. No
 * imports: the browser bundle takes `scriptsCookie` from here too.
 */

/** The shopper's session token (HttpOnly; written by `tokenCookieHeader`, server/api/auth.ts). */
export const tokenCookie = 'token';

/**
 * A guest browser's session cookie (random, HttpOnly): when present it binds a guest's
 * idempotency keys to that browser (ADR 0034). The storefront's checkout sets it.
 */
export const guestSessionCookie = 'guest_session';

/**
 * Set by the browser once the shop's scripts run (app/entry.client.tsx). A shopper with a session
 * or a cart who has it gets the shared cached page, whose personal parts their browser fills in
 * from /personal; without it (no JavaScript) pages are rendered for them (ADR 0074).
 */
export const scriptsCookie = 'js';

/** What entry.client writes: a year, the whole site, sent on same-site navigations only. */
export const scriptsCookieValue = `${scriptsCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
