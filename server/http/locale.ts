import type { Context, Next } from 'hono';
import { generateCookie, setCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { localeFromPath, localizePath } from '#core/shared';
import { readCookie } from './cookies';

export const localeCookie = 'locale';
const oneYear = 365 * 24 * 60 * 60;

/** Prefers Russian only when the browser ranks ru above uk (and above any Ukrainian variant). */
export function prefersRussian(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang === 'ru' || entry.lang === 'uk')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang === 'ru';
}

/**
 * Whether to offer the Russian version (ADR 0046): a person's browser (not a crawler) that ranks
 * Russian above Ukrainian, on a Ukrainian page, who has not chosen a language yet (no cookie).
 * Never a redirect: the Law of Ukraine on the State Language (art. 27) wants the Ukrainian version
 * to load by default.
 */
export function shouldSuggestRussian(headers: {
  cookie: string | undefined;
  path: string;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}): boolean {
  return (
    headers.cookie === undefined &&
    localeFromPath(headers.path) === 'ua' &&
    !isbot(headers.userAgent ?? '') &&
    prefersRussian(headers.acceptLanguage)
  );
}

/**
 * Whether this request's page offers the Russian version: the one reading of the request that the
 * render (root loader), the locale middleware and the HTML cache's key share.
 */
export function offersRussian(request: Request): boolean {
  return shouldSuggestRussian({
    cookie: readCookie(request, localeCookie) ?? undefined,
    path: new URL(request.url).pathname,
    userAgent: request.headers.get('user-agent') ?? undefined,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
}

/** The query parameter of the suggestion's "stay in Ukrainian" link (works without JavaScript). */
export const stayParam = 'stay-ua';

/**
 * Locale per SPEC §1 (ADR 0046): the URL decides, nobody is redirected to another language.
 * Every page remembers its locale in a 365-day cookie, except while the Russian version is being
 * offered (the shopper has not chosen yet); `?stay-ua` records the choice of Ukrainian.
 */
export async function localeMiddleware(c: Context, next: Next) {
  const url = new URL(c.req.url);
  // The back office is Ukrainian and nobody's language choice (ADR 0090).
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/') || url.pathname.startsWith('/admin.'))
    return next();
  const cookie = readCookie(c.req.raw, localeCookie) ?? undefined;
  const isPage = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
  if (isPage && url.searchParams.has(stayParam)) {
    setCookie(c, localeCookie, 'ua', { path: '/', maxAge: oneYear, sameSite: 'Lax' });
    url.searchParams.delete(stayParam);
    return c.redirect(`${localizePath(url.pathname, 'ua')}${url.search}`, 303);
  }
  const undecided = offersRussian(c.req.raw);
  await next();
  // On the answer's own headers: `c.header` after the answer is made wraps it in a new Response,
  // which turns a cached page's bytes into a stream (a third of a cached page's cost).
  if (isPage) c.res.headers.append('Vary', 'Accept-Language, Cookie');
  const pageLocale = localeFromPath(url.pathname);
  if (
    isPage &&
    !undecided &&
    cookie !== pageLocale &&
    (c.res.headers.get('content-type') ?? '').startsWith('text/html')
  ) {
    c.res.headers.append(
      'Set-Cookie',
      generateCookie(localeCookie, pageLocale, { path: '/', maxAge: oneYear, sameSite: 'Lax' }),
    );
  }
}
