/**
 * Set by the browser once the shop's scripts run (app/entry.client.tsx). A shopper with a session
 * or a cart who has it gets the shared cached page, whose personal parts their browser fills in
 * from /personal; without it (no JavaScript) pages are rendered for them (ADR 0074).
 */
export const scriptsCookie = 'js';

/** What entry.client writes: a year, the whole site, sent on same-site navigations only. */
export const scriptsCookieValue = `${scriptsCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
