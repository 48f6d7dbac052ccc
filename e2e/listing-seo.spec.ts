import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * SPEC §1, §2 listings with `{filter}`; ADR 0058, 0060, 0086: a listing
 * filtered to one brand or one value is a page of its own — title, heading, description, self
 * canonical, indexable; any other selection (several values or filters, a range, a sort) says
 * `noindex,follow` with its canonical on the base listing. Category 4 has brands Brain and Flagman
 * and the `action` options (db/demo).
 */
const listing = '/fiderni-vudylyshcha/c4';

type Head = { title: string; description: string; canonical: string; robots: string | null; h1: string };

const attr = (html: string, tag: RegExp) => tag.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null;

/** What a search engine reads in a page's head (and its heading), at HTTP level. */
async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    title: attr(html, /<title>([^<]*)<\/title>/) ?? '',
    description: attr(html, /<meta name="description" content="([^"]*)"/) ?? '',
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/) ?? '',
    robots: attr(html, /<meta name="robots" content="([^"]*)"/),
    h1: (attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/) ?? '')
      .replace(/<small>[\s\S]*<\/small>/, '')
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

test.describe('SEO of filtered listings', () => {
  for (const [prefix, site] of [
    ['', 'Поплавок'],
    ['/ru', 'Поплавок'],
  ] as const) {
    test(`one brand or one value is its own indexable page (${prefix || 'ua'})`, async ({ request, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const base = await head(request, `${prefix}${listing}`);
      expect(base.robots).toBeNull();
      const category = base.h1;
      expect(base.title).toBe(`${category} — ${site}`);

      const brand = await head(request, `${prefix}${listing}/brand=brain`);
      expect(brand.title).toBe(`${category} Brain — ${site}`);
      expect(brand.h1).toBe(`${category} Brain`);
      expect(brand.description).toContain(`${category} Brain`);
      expect(brand.description).not.toBe(base.description);
      expect(brand.canonical).toBe(`${origin}${prefix}${listing}/brand=brain`);
      expect(brand.robots).toBeNull();

      const option = await head(request, `${prefix}${listing}/action=fast`);
      expect(option.title).toMatch(new RegExp(`^${category} — .+: .+ — ${site}$`));
      expect(option.h1).toBe(option.title.replace(` — ${site}`, ''));
      expect(option.canonical).toBe(`${origin}${prefix}${listing}/action=fast`);
      expect(option.robots).toBeNull();
      expect(new Set([base.title, brand.title, option.title]).size).toBe(3);
    });

    test(`combinations, ranges and sorts are noindex,follow, canonical on the base listing (${prefix || 'ua'})`, async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      for (const variant of [
        '/brand=brain,flagman',
        '/brand=brain;action=fast',
        '/price=1-100000',
        '?sort=cheap',
        '/brand=brain?sort=expensive',
      ]) {
        const page = await head(request, `${prefix}${listing}${variant}`);
        expect(page.robots, variant).toBe('noindex,follow');
        expect(page.canonical, variant).toBe(`${origin}${prefix}${listing}`);
      }
    });
  }

  test('a promotion filtered to one brand gets its own title; two brands are noindex', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await page.goto('/promotions');
    await page.locator('a[href^="/promotions/"]').first().click();
    await expect(page.locator('.facets')).toBeVisible();
    const promotion = new URL(page.url()).pathname;
    const heading = ((await page.locator('h1').textContent()) ?? '').trim();
    const brands = page.locator('.facet[aria-labelledby="facet-brand"] a.facet-option');
    const name = ((await brands.first().locator('.facet-label').textContent()) ?? '').trim();
    await brands.first().click();
    await expect(page).toHaveURL(/\/brand=[a-z0-9-]+$/);
    await expect(page.locator('h1')).toHaveText(`${heading} ${name}`);
    await expect(page).toHaveTitle(`${heading} ${name} — Поплавок`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}${new URL(page.url()).pathname}`,
    );
    await page.locator('.facet[aria-labelledby="facet-brand"] a.facet-option:not([aria-current])').first().click();
    await expect(page.locator('.filter-chip')).toHaveCount(2);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${promotion}`);
    await expect(page.locator('h1')).toHaveText(heading);
  });

  test('the footer links to the payment security policy in both languages @mobile', async ({ page }) => {
    for (const [home, text] of [
      ['/', 'Безпека онлайн-платежів'],
      ['/ru', 'Безопасность онлайн-платежей'],
    ] as const) {
      await page.goto(home);
      const link = page.locator('.site-footer').getByRole('link', { name: text });
      await expect(link).toHaveAttribute('href', `${home === '/' ? '' : '/ru'}/pages/payment-security-policy`);
      const response = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(text);
    }
  });
});
