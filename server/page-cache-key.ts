import { guestCartCookieName } from '#core/cart';
import { guestSessionCookie, scriptsCookie, tokenCookie } from '#server/http/cookie-names';
import { cookiesOf, parseCookies } from '#server/http/cookies';
import { accountPages } from '#server/http/http-policy';
import { offersRussian } from '#server/http/locale';

/** A shopper's shared wish list changes with every edit of its owner: always read fresh. */
const sharedWishlist = /^\/(ru\/)?wishlist\//;

/** Cookies that make a page someone's own: the session, the guest cart, the guest checkout. */
const personalCookies = new Set([tokenCookie, guestCartCookieName, guestSessionCookie]);

/** Pages outside the account whose loaders read the session (the review form's author). */
const sessionPages = /^\/(ru\/)?review\//;

/**
 * The shared cache's key for a request, or null when its page may be someone's own: only GET
 * documents (not React Router's `.data`), not the account and checkout pages nor a shared wish
 * list, and only for a
 * visitor without a session, a guest cart or a guest checkout (or, with `withScripts`, one whose
 * browser runs our scripts: the `js` cookie, ADR 0074). The key is the address and
 * whether the Russian version is offered to this visitor (ADR 0046) — nothing else a page reads
 * from the request.
 */
export function sharedPageKey(request: Request, options: { withScripts?: boolean } = {}): string | null {
  // Asked twice per request (the admission gate, then the page handler): worked out once per
  // request and setting.
  const withScripts = options.withScripts ?? false;
  const known = keys.get(request);
  if (known?.withScripts === withScripts) return known.key;
  const key = pageKey(request, withScripts);
  keys.set(request, { withScripts, key });
  return key;
}

const keys = new WeakMap<Request, { withScripts: boolean; key: string | null }>();

function pageKey(request: Request, withScripts: boolean): string | null {
  if (request.method !== 'GET' || !(request.headers.get('accept') ?? '').includes('text/html')) return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data') || accountPages.test(url.pathname) || sharedWishlist.test(url.pathname))
    return null;
  // Through the one cookie reader the render uses too (server/http/cookies.ts): a malformed value is
  // absent for both, so a `token=%zz` visitor is anonymous here and in the render.
  const { values } = cookiesOf(request);
  const personal = [...personalCookies].some((name) => values.has(name));
  const scripts = values.has(scriptsCookie);
  // With SHARE_PAGES_WITH_SCRIPTS, a shopper with a session or a cart whose browser runs the
  // shop's scripts gets the shared page too: there the header's personal parts come from
  // /personal and browser storage (ADR 0047, 0074). Without scripts the server's render is all
  // they see, so it stays their own.
  if (personal && (!withScripts || !scripts || sessionPages.test(url.pathname))) return null;
  const offer = offersRussian(request);
  return `${offer ? 'offer-ru ' : ''}${url.origin}${url.pathname}${url.search}`;
}

/**
 * The request a shared page is rendered from: the visitor's own cookies (session, guest cart,
 * guest checkout) taken out, so that nothing of theirs is written into a page everyone gets.
 */
export function withoutPersonalCookies(request: Request): Request {
  const parts = (request.headers.get('cookie') ?? '').split(';');
  // Named as the one reader names them (trimmed): `token =x` is the session too.
  const kept = parts.filter((part) => !parseCookies(part).names.some((name) => personalCookies.has(name)));
  if (kept.length === parts.length) return request;
  const headers = new Headers(request.headers);
  if (kept.length) headers.set('cookie', kept.join(';'));
  else headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
