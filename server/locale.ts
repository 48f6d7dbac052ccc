import type { Context, Next } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { localeFromPath, localizePath } from '#core/shared';

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
 * Locale per SPEC §1 (decision: docs/decisions/0003-locale-detection.md): the URL decides; on a
 * first visit (no cookie) to a Ukrainian URL a browser preferring Russian is redirected to /ru
 * once; crawlers never are. Every page response remembers its locale in a 365-day cookie.
 */
export async function localeMiddleware(c: Context, next: Next) {
  const url = new URL(c.req.url);
  const cookie = getCookie(c, localeCookie);
  const isPage = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
  if (
    isPage &&
    cookie === undefined &&
    localeFromPath(url.pathname) === 'ua' &&
    !isbot(c.req.header('user-agent') ?? '') &&
    prefersRussian(c.req.header('accept-language'))
  ) {
    setCookie(c, localeCookie, 'ru', { path: '/', maxAge: oneYear, sameSite: 'Lax' });
    c.header('Vary', 'Accept-Language, Cookie');
    return c.redirect(localizePath(url.pathname, 'ru') + url.search, 302);
  }
  await next();
  const pageLocale = localeFromPath(url.pathname);
  if (isPage && cookie !== pageLocale && (c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
    setCookie(c, localeCookie, pageLocale, { path: '/', maxAge: oneYear, sameSite: 'Lax' });
  }
}
