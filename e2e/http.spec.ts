import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

// Real HTTP against the production server: status codes, headers and the server-rendered HTML.
const html = { Accept: 'text/html' };

test.describe('server rendering', () => {
  test('home answers 200 in Ukrainian with goods from the database (§1, §2)', async ({ request }) => {
    const response = await request.get('/', { headers: html });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('<html lang="uk"');
    expect(body).toMatch(/class="good-card"/);
    expect(body).toContain('0 800 303 355');
    expect(body).toMatch(/<link rel="alternate" hrefLang="ru" href="http:\/\/127\.0\.0\.1:\d+\/ru"/i);
    expect(body).toMatch(/<link rel="alternate" hrefLang="uk" href="http:\/\/127\.0\.0\.1:\d+\/"/i);
  });

  test('/ru answers 200 in Russian with reciprocal hreflang (§1)', async ({ request }) => {
    const response = await request.get('/ru', { headers: html });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('<html lang="ru"');
    expect(body).toContain('Хиты продаж');
    expect(body).toMatch(/hrefLang="uk" href="http:\/\/127\.0\.0\.1:\d+\/"/i);
  });

  for (const path of ['/nope/c1x', '/anything/c12x', '/ru/nope', '/a/b/c/d', '/ru/c12', '/pages/no-such-page']) {
    test(`unknown or invalid route ${path} answers 404 with the 404 page (§2, §8)`, async ({ request }) => {
      const response = await request.get(path, { headers: html });
      expect(response.status()).toBe(404);
      const body = await response.text();
      const ru = path.startsWith('/ru/');
      expect(body).toContain(ru ? 'Страница не найдена' : 'Сторінку не знайдено');
      expect(body).toContain(`<code>${path}</code>`);
      expect(body).toContain(
        ru ? '<title>404 – Страница не найдена</title>' : '<title>404 – Сторінка не знайдена</title>',
      );
    });
  }

  test('a static page of §2 renders from the database in both languages', async ({ request }) => {
    const ua = await request.get('/pages/payment-delivery', { headers: html });
    expect(ua.status()).toBe(200);
    expect(await ua.text()).toContain('2000');
    const ru = await request.get('/ru/pages/payment-delivery', { headers: html });
    expect(ru.status()).toBe(200);
    expect(await ru.text()).toContain('lang="ru"');
  });
});

test.describe('locale cookie and detection (§1, docs/decisions/0046)', () => {
  test('every page remembers its locale for 365 days', async ({ request }) => {
    const response = await request.get('/ru', { headers: html, maxRedirects: 0 });
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/locale=ru/);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });

  test('a Russian browser is never redirected: the Ukrainian page loads and offers /ru; staying is remembered (ADR 0046)', async ({
    playwright,
    baseURL,
  }) => {
    const fresh = await playwright.request.newContext({ baseURL });
    const headers = { ...html, 'Accept-Language': 'ru-RU,ru;q=0.9' };
    const first = await fresh.get('/pages/faq?x=1', { headers, maxRedirects: 0 });
    expect(first.status()).toBe(200);
    const page = await first.text();
    expect(page).toContain('<html lang="uk"');
    expect(page).toContain('href="/ru/pages/faq?x=1"');
    expect(page).toContain('Перейти на русский');
    expect(first.headers()['set-cookie'] ?? '').not.toMatch(/locale=/); // not chosen yet
    const stay = await fresh.get('/pages/faq?x=1&stay-ua', { headers, maxRedirects: 0 });
    expect(stay.status()).toBe(303);
    expect(stay.headers().location).toBe('/pages/faq?x=1');
    expect(stay.headers()['set-cookie']).toMatch(/locale=ua/);
    const later = await fresh.get('/pages/faq', { headers, maxRedirects: 0 });
    expect(await later.text()).not.toContain('Перейти на русский');
    await fresh.dispose();
  });

  test('a returning visitor (cookie set) is never redirected', async ({ playwright, baseURL }) => {
    const fresh = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: 'locale=ru', 'Accept-Language': 'ru' },
    });
    expect((await fresh.get('/', { headers: html, maxRedirects: 0 })).status()).toBe(200);
    await fresh.dispose();
  });

  test('crawlers are never redirected', async ({ playwright, baseURL }) => {
    const fresh = await playwright.request.newContext({ baseURL });
    const response = await fresh.get('/', {
      headers: { ...html, 'Accept-Language': 'ru', 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    await fresh.dispose();
  });
});

test.describe('assets and headers', () => {
  test('hashed assets are cached for a year; pages are compressed and carry security headers', async ({ request }) => {
    const page = await request.get('/', { headers: { ...html, 'Accept-Encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['referrer-policy']).toBeTruthy();
    const css = (await page.text()).match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeTruthy();
    const asset = await request.get(css as string);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('pages rendered for someone carry a Content-Security-Policy whose nonce every inline script has', async ({
    request,
  }) => {
    // A session cookie (even an unknown one) keeps the visitor off the shared HTML cache (ADR 0066).
    const someone = { ...html, cookie: 'token=someone' };
    const page = await request.get('/', { headers: someone });
    const policy = page.headers()['content-security-policy'] ?? '';
    const nonce = policy.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const scripts = (await page.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) if (!/\bsrc=/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
    const next = await request.get('/', { headers: someone });
    expect(next.headers()['content-security-policy']).not.toBe(policy); // a new nonce per response
  });

  test('anonymous pages from the HTML cache list the hash of every inline script instead (ADR 0066)', async ({
    request,
  }) => {
    await request.get('/', { headers: html });
    const page = await request.get('/', { headers: html });
    expect(page.headers()['x-cache']).toMatch(/^(hit|stale)$/);
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain("'nonce-");
    expect(policy).toContain("object-src 'none'");
    const allowed = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(allowed).not.toContain("'unsafe-inline'");
    const inline = [...(await page.text()).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(1);
    for (const [, text] of inline)
      expect(allowed).toContain(
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
      );
  });

  test('demo images are generated SVG, never fetched (§3)', async ({ request }) => {
    // Pages show pictures through the resize route (ADR 0063): a WebP variant of a generated original.
    const body = await (await request.get('/', { headers: html })).text();
    const variant = body.match(/\/images\/v\d+\/w\/\d+\/(demo\/[a-z0-9-]+\.svg)\.webp/);
    expect(variant).toBeTruthy();
    const [variantUrl, original] = variant as RegExpMatchArray;
    const resized = await request.get(variantUrl);
    expect(resized.status()).toBe(200);
    expect(resized.headers()['content-type']).toContain('image/webp');
    const image = await request.get(`/images/${original}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await request.get('/images/demo/no-such-thing.svg')).status()).toBe(404);
  });

  test('/favicon.ico is an icon, as browsers and crawlers ask for it whatever the page links', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    const bytes = await response.body();
    // ICONDIR: reserved 0, type 1 (icon), three images (16, 32, 48 px).
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const body = await (await request.get('/', { headers: html })).text();
    expect(body).toMatch(/<link rel="icon" href="\/favicon\.ico" sizes="48x48"/);
  });
});
