import { Hono } from 'hono';
import { getMenuResource } from '#core/catalog';
import { ctxOf, type Services } from './context';

const immutable = 'public, max-age=31536000, immutable';

/** `/menu.{locale}.{version}.json`: the URL the root loader's `menuVersion` names (ADR 0056). */
export const menuPath = (locale: 'ua' | 'ru', version: string) => `/menu.${locale}.${version}.json`;

/**
 * The catalogue menu's three trees as one resource named by its content hash, so browsers keep
 * it for a year and no page carries the trees in its loader data (ADR 0056). A stale version
 * (the menu changed since the page was rendered) is redirected to the current one, uncached.
 */
export function menuRoutes(services: Services) {
  const app = new Hono();
  app.get('/:file{menu\\.(?:ua|ru)\\.[0-9a-f]{1,16}\\.json}', async (c) => {
    const [, locale, version] = c.req.param('file').split('.') as [string, 'ua' | 'ru', string];
    const menu = await getMenuResource(ctxOf(services, locale));
    if (menu.version !== version) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(menuPath(locale, menu.version), 307);
    }
    c.header('Cache-Control', immutable);
    return c.body(menu.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}
