import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import type { Services } from './context';
import { parseEnv } from './env';
import { createPaymentGateway } from './payment-gateway';
import { seoRoutes } from './seo';

let database: Database;
let app: Hono;
let publicApp: Hono;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const services = (env: Record<string, string>): Services => ({
    db: database.db,
    log: pino({ level: 'silent' }),
    env: parseEnv(env),
    now: () => seededAt,
    payments: createPaymentGateway(parseEnv({})),
  });
  app = seoRoutes(services({}));
  publicApp = seoRoutes(services({ PUBLIC_URL: 'https://poplavok.example/' }));
}, 60_000);
afterAll(() => database.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('robots.txt and sitemaps (SPEC §1, §2; ADR 0061)', () => {
  it('robots.txt keeps crawlers out of personal screens, the API and filtered search, and names the sitemap', async () => {
    const response = await publicApp.request('http://127.0.0.1/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const text = await response.text();
    for (const path of ['/profile', '/ru/profile', '/checkout', '/compare', '/personal', '/api/', '/search/*/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://poplavok.example/sitemap.xml');
    expect(text).not.toMatch(/Disallow: \/\n/);
  });

  it('the sitemap index lists every section, goods in numbered parts, at the request origin without PUBLIC_URL', async () => {
    const response = await app.request('http://127.0.0.1:3000/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(locs(await response.text())).toEqual(
      ['pages', 'categories', 'goods-1', 'brands', 'promotions', 'articles', 'shops', 'fish'].map(
        (name) => `http://127.0.0.1:3000/sitemaps/${name}.xml`,
      ),
    );
  });

  it('each page is listed in both languages with reciprocal hreflang alternates, x-default Ukrainian', async () => {
    const xml = await (await publicApp.request('http://127.0.0.1/sitemaps/pages.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const about = [...xml.matchAll(/<url>(.*?)<\/url>/g)]
      .map((m) => m[1] ?? '')
      .filter((url) => url.includes('/pages/about-us"'));
    expect(about).toHaveLength(2);
    for (const url of about) {
      expect(url).toContain('hreflang="uk" href="https://poplavok.example/pages/about-us"');
      expect(url).toContain('hreflang="ru" href="https://poplavok.example/ru/pages/about-us"');
      expect(url).toContain('hreflang="x-default" href="https://poplavok.example/pages/about-us"');
    }
    expect(locs(xml)).toContain('https://poplavok.example/');
    expect(locs(xml)).toContain('https://poplavok.example/ru');
  });

  it('the goods sitemap lists every active good twice and has no second part below 25,000 goods', async () => {
    const [active] = await database.db.select({ n: count() }).from(goods).where(eq(goods.isActive, true));
    const xml = await (await app.request('http://127.0.0.1/sitemaps/goods-1.xml')).text();
    const urls = locs(xml);
    expect(urls).toHaveLength((active?.n ?? 0) * 2);
    expect(urls.every((url) => /^http:\/\/127\.0\.0\.1\/(ru\/)?[a-z0-9-]+\/p\d+$/.test(url))).toBe(true);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect((await app.request('http://127.0.0.1/sitemaps/goods-2.xml')).status).toBe(404);
    expect((await app.request('http://127.0.0.1/sitemaps/goods.xml')).status).toBe(404);
    expect((await app.request('http://127.0.0.1/sitemaps/pages-1.xml')).status).toBe(404);
    expect((await app.request('http://127.0.0.1/sitemaps/nothing.xml')).status).toBe(404);
  });

  it('shops list towns and shops; fish, brands, promotions and articles have their own files', async () => {
    const read = async (name: string) =>
      locs(await (await app.request(`http://127.0.0.1/sitemaps/${name}.xml`)).text());
    expect((await read('shops')).some((url) => /\/shops\/[a-z0-9-]+\/[a-z0-9-]+$/.test(url))).toBe(true);
    expect((await read('fish')).every((url) => /\/f\d+$/.test(url))).toBe(true);
    expect((await read('brands')).every((url) => /\/pages\/brands\/[a-z0-9-]+$/.test(url))).toBe(true);
    expect((await read('promotions')).every((url) => /\/promotions\/\d+-[a-z0-9-]+$/.test(url))).toBe(true);
    expect((await read('articles')).every((url) => /\/(blog|news)\/\d+-[a-z0-9-]+$/.test(url))).toBe(true);
    expect((await read('categories')).length).toBeGreaterThan(20);
  });
});
