import { guestCartCookieName } from '#core/cart';
import { tokenCookie } from './api/auth';
import { guestSessionCookie } from './api/ordernew';
import { accountPages } from './http-policy';
import { localeCookie, shouldSuggestRussian } from './locale';

/** A shopper's shared wish list changes with every edit of its owner: always read fresh. */
const sharedWishlist = /^\/(ru\/)?wishlist\//;

/** Cookies that make a page someone's own: the session, the guest cart, the guest checkout. */
const personalCookies = new Set([tokenCookie, guestCartCookieName, guestSessionCookie]);

/**
 * The shared cache's key for a request, or null when its page may be someone's own: only GET
 * documents (not React Router's `.data`), not the account and checkout pages nor a shared wish
 * list, and only for a
 * visitor without a session, a guest cart or a guest checkout. The key is the address and
 * whether the Russian version is offered to this visitor (ADR 0046) — nothing else a page reads
 * from the request.
 */
export function sharedPageKey(request: Request): string | null {
  // Asked twice per request (the admission gate, then the page handler): worked out once.
  const known = keys.get(request);
  if (known !== undefined) return known;
  const key = pageKey(request);
  keys.set(request, key);
  return key;
}

const keys = new WeakMap<Request, string | null>();

function pageKey(request: Request): string | null {
  if (request.method !== 'GET' || !(request.headers.get('accept') ?? '').includes('text/html')) return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data') || accountPages.test(url.pathname) || sharedWishlist.test(url.pathname))
    return null;
  let locale: string | undefined;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const name = part.slice(0, part.indexOf('=') >>> 0).trim();
    if (personalCookies.has(name)) return null;
    if (name === localeCookie) locale = part.slice(part.indexOf('=') + 1).trim();
  }
  const offer = shouldSuggestRussian({
    cookie: locale,
    path: url.pathname,
    userAgent: request.headers.get('user-agent') ?? undefined,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
  return `${offer ? 'offer-ru ' : ''}${url.origin}${url.pathname}${url.search}`;
}
