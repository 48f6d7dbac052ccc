import { Hono } from 'hono';
import { localizePath } from '#core/shared';
import {
  countGoodsSitemaps,
  listSitemapEntries,
  type SitemapEntry,
  type SitemapSection,
  sitemapSections,
} from '#core/sitemap';
import { ctxOf, type Services } from './context';

/** Crawlers may keep these for an hour: the catalogue changes slowly (ADR 0061). */
const cacheControl = 'public, max-age=3600';
const xml = 'application/xml; charset=utf-8';

/** The shop's public origin: PUBLIC_URL, else the request's (its scheme set by httpPolicy, ADR 0042). */
function originOf(services: Services, url: string): string {
  return services.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(url).origin;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Pages a crawler has no business in (SPEC §2 personal screens, the API, filtered search). */
const disallowed = [
  '/profile',
  '/checkout',
  '/compare',
  '/personal',
  '/wishlist/',
  '/search?',
  '/search/*/',
  '/search/*?',
];

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of disallowed) lines.push(`Disallow: ${path}`, `Disallow: /ru${path}`);
  lines.push('Disallow: /api/', 'Disallow: /site/', 'Disallow: /users/', '', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** One `<url>` per language, each naming both with hreflang (and x-default → Ukrainian). */
export function urlSet(origin: string, entries: SitemapEntry[]): string {
  const body = entries.flatMap((entry) => {
    const ua = escapeXml(`${origin}${localizePath(entry.path, 'ua')}`);
    const ru = escapeXml(`${origin}${localizePath(entry.path, 'ru')}`);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="uk" href="${ua}"/>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ua}"/>`;
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return [ua, ru].map((loc) => `<url><loc>${loc}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}

/** The file names of every sitemap: `pages.xml`, `goods-1.xml`, `goods-2.xml`… */
async function sitemapFiles(services: Services): Promise<string[]> {
  const goodsParts = await countGoodsSitemaps(ctxOf(services));
  return sitemapSections.flatMap((section) =>
    section === 'goods' ? Array.from({ length: goodsParts }, (_, i) => `goods-${i + 1}.xml`) : [`${section}.xml`],
  );
}

/**
 * `/robots.txt`, `/sitemap.xml` (a sitemap index) and `/sitemaps/{section}.xml` (ADR 0061): every
 * indexable page in both languages with its hreflang alternates, generated from the database.
 */
export function seoRoutes(services: Services) {
  const app = new Hono();
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', cacheControl);
    return c.text(robotsTxt(originOf(services, c.req.url)));
  });
  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(services, c.req.url);
    const files = await sitemapFiles(services);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
    return c.body(body, 200, { 'Content-Type': xml, 'Cache-Control': cacheControl });
  });
  app.get('/sitemaps/:file{[a-z]+(-[1-9][0-9]{0,5})?\\.xml}', async (c) => {
    const match = /^([a-z]+)(?:-(\d+))?\.xml$/.exec(c.req.param('file'));
    const section = match?.[1] as SitemapSection | undefined;
    const part = Number(match?.[2] ?? 1);
    const isGoods = section === 'goods';
    const hasPart = match?.[2] !== undefined;
    // Goods come in numbered parts only; other sections in one file.
    if (!section || !sitemapSections.includes(section) || isGoods !== hasPart) return c.notFound();
    if (isGoods && part > (await countGoodsSitemaps(ctxOf(services)))) return c.notFound();
    const entries = await listSitemapEntries(ctxOf(services), section, part);
    return c.body(urlSet(originOf(services, c.req.url), entries), 200, {
      'Content-Type': xml,
      'Cache-Control': cacheControl,
    });
  });
  return app;
}
