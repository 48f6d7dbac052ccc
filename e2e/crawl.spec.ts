import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A crawler's view of the shop (SPEC §1, §2): starting at both home pages and the main screens,
 * breadth-first over every same-origin `<a href>`, every GET form's action (with its fields'
 * default values) and every canonical / hreflang address, at HTTP level. Bounded and in a fixed
 * order (the demo shop is seeded deterministically), so a run is repeatable.
 */
const maxPages = 400;
const concurrency = 4;

/** Screens a shopper reaches from the chrome, a few clicks deep: crawled first. */
const seeds = [
  '/',
  '/ru',
  '/compare',
  '/ru/compare',
  '/checkout',
  '/ru/checkout',
  '/profile',
  '/ru/profile',
  '/shops',
  '/ru/shops',
  '/promotions',
  '/ru/promotions',
  '/pages/brands',
  '/ru/pages/brands',
  '/all-fish',
  '/ru/all-fish',
  // The header's search form, as a shopper without JS sends it.
  `/search?q=${encodeURIComponent('котушка')}`,
  `/ru/search?q=${encodeURIComponent('катушка')}`,
];

type Page = { url: string; status: number; from: string; html: string | null };

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;

/** Addresses a page leads to: links, GET forms with their default values, canonical, hreflang. */
function outgoing(html: string, pageUrl: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href !== null) found.push(href);
  }
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gi)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (href && (rel === 'canonical' || rel === 'alternate')) found.push(href);
  }
  for (const [, open, body] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/gi)) {
    if (!open || (attribute(open, 'method') ?? 'get').toLowerCase() !== 'get') continue;
    const target = new URL(attribute(open, 'action') ?? pageUrl, pageUrl);
    for (const [field] of (body ?? '').matchAll(/<(input|select|textarea)\b[^>]*>/gi)) {
      const name = attribute(field, 'name');
      const type = attribute(field, 'type') ?? 'text';
      if (!name || ['submit', 'button', 'image', 'reset', 'file'].includes(type)) continue;
      if ((type === 'checkbox' || type === 'radio') && !/\schecked\b/i.test(field)) continue;
      target.searchParams.append(name, attribute(field, 'value') ?? '');
    }
    found.push(target.href);
  }
  return found;
}

function sameOriginPath(href: string, pageUrl: string, origin: string): string | null {
  if (/^(mailto|tel|javascript|viber|tg):/i.test(href)) return null;
  const url = new URL(href, pageUrl);
  if (url.origin !== origin) return null;
  // Generated images and hashed assets are no pages (and are checked by their own tests).
  if (/^\/(assets|images)\//.test(url.pathname)) return null;
  return url.pathname + url.search;
}

async function fetchPage(request: APIRequestContext, path: string, from: string): Promise<Page> {
  const response = await request.get(path, { maxRedirects: 10, failOnStatusCode: false });
  const isHtml = (response.headers()['content-type'] ?? '').startsWith('text/html');
  return { url: response.url(), status: response.status(), from, html: isHtml ? await response.text() : null };
}

async function crawl(
  request: APIRequestContext,
  origin: string,
  starts = seeds,
  /** Which addresses to follow (all by default). */
  follows: (path: string) => boolean = () => true,
  /** Requests at once: filtered listings are uncached renders, and one client holds 2 render slots (ADR 0075). */
  parallel = concurrency,
): Promise<Page[]> {
  const queue: { path: string; from: string }[] = starts.map((path) => ({ path, from: '(seed)' }));
  const seen = new Set(starts);
  const pages: Page[] = [];
  while (queue.length && pages.length < maxPages) {
    const batch = queue.splice(0, Math.min(parallel, maxPages - pages.length));
    const fetched = await Promise.all(batch.map(({ path, from }) => fetchPage(request, path, from)));
    for (const page of fetched) {
      pages.push(page);
      if (!page.html || page.status >= 400) continue;
      for (const href of outgoing(page.html, page.url)) {
        const path = sameOriginPath(href, page.url, origin);
        if (path === null || seen.has(path) || !follows(path)) continue;
        seen.add(path);
        queue.push({ path, from: new URL(page.url).pathname + new URL(page.url).search });
      }
    }
  }
  return pages;
}

const isNoindex = (html: string) =>
  [...html.matchAll(/<meta\s[^>]*>/gi)].some(
    ([tag]) => attribute(tag, 'name') === 'robots' && /noindex/i.test(attribute(tag, 'content') ?? ''),
  );

/**
 * Every indexable page (200, no `noindex`) has one absolute canonical, a title and a description,
 * and no title or description is shared by two canonical pages of one language.
 */
function expectDistinctIndexablePages(pages: Page[], origin: string) {
  const canonicalProblems: string[] = [];
  // Per language: a Russian page may rightly carry its Ukrainian twin's title (a brand, a
  // product name, a word spelt alike), and hreflang ties the two together.
  const titles = new Map<string, Set<string>>();
  const descriptions = new Map<string, Set<string>>();
  for (const page of pages) {
    if (!page.html || page.status !== 200 || isNoindex(page.html)) continue;
    const canonicals = [...page.html.matchAll(/<link\s[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => attribute(tag, 'rel') === 'canonical');
    if (canonicals.length !== 1) {
      canonicalProblems.push(`${page.url}: ${canonicals.length} canonical links`);
      continue;
    }
    const canonical = attribute(canonicals[0] ?? '', 'href') ?? '';
    if (!canonical.startsWith(`${origin}/`)) canonicalProblems.push(`${page.url}: canonical ${canonical} not absolute`);
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1]?.trim() ?? '';
    if (!title) canonicalProblems.push(`${page.url}: no title`);
    // Addresses that name the same canonical page (a sort order, a fish's view of a category)
    // are one page to a search engine: titles must differ between canonical pages.
    const key = `${/<html\s[^>]*lang="([^"]*)"/.exec(page.html)?.[1] ?? '?'}: ${title}`;
    const owners = titles.get(key) ?? new Set<string>();
    owners.add(canonical);
    titles.set(key, owners);
    // The same for the meta description (unique title and description per page).
    const description = [...page.html.matchAll(/<meta\s[^>]*>/gi)]
      .map(([tag]) => tag)
      .find((tag) => attribute(tag, 'name') === 'description');
    const text = description ? (attribute(description, 'content') ?? '').trim() : '';
    if (!text) canonicalProblems.push(`${page.url}: no meta description`);
    const descriptionKey = `${key.split(':')[0]}: ${text}`;
    const describing = descriptions.get(descriptionKey) ?? new Set<string>();
    describing.add(canonical);
    descriptions.set(descriptionKey, describing);
  }
  expect(canonicalProblems, 'indexable pages without exactly one absolute canonical, a title or a description').toEqual(
    [],
  );
  const duplicates = [...titles]
    .filter(([, owners]) => owners.size > 1)
    .map(([key, owners]) => `${key}: ${[...owners].join(', ')}`);
  expect(duplicates, 'titles shared by different canonical pages').toEqual([]);
  const sameDescriptions = [...descriptions]
    .filter(([, owners]) => owners.size > 1)
    .map(([key, owners]) => `${key}: ${[...owners].join(', ')}`);
  expect(sameDescriptions, 'meta descriptions shared by different canonical pages').toEqual([]);
}

test.describe('a crawl of the shop (SPEC §1, §2)', () => {
  test('nothing the pages link to is broken; indexable pages have one canonical, distinct titles and descriptions', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL ?? '').origin;
    const pages = await crawl(request, origin);
    await test.info().attach('crawled.txt', { body: pages.map((p) => `${p.status} ${p.url}`).join('\n') });
    expect(pages.length, 'the crawl reaches the bound: the shop links widely').toBe(maxPages);

    const broken = pages.filter((p) => p.status >= 400).map((p) => `${p.status} ${p.url} (linked from ${p.from})`);
    expect(broken, 'links that answer 4xx/5xx').toEqual([]);

    expectDistinctIndexablePages(pages, origin);
  });
});

/** Listings with `{filter}` segments (SPEC §2): categories, brands, promotions, tag pages, the sale. */
const isListing = (path: string) =>
  /^(\/ru)?(\/[a-z0-9-]+\/c\d+|\/pages\/brands\/[a-z0-9-]+|\/promotions(\/\d+-[^/?]*)?|\/sale|\/hits|\/novelty|\/discounts)(\/[^/?]*)?(\?|$)/.test(
    path,
  );

test.describe('a crawl of filtered listings', () => {
  test('among facet, sort and promotion pages no title is shared by two indexable pages; the rest is noindex with the base listing as canonical', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL ?? '').origin;
    // Selections first: their facet links are combinations, so both kinds are reached early.
    const starts = [
      '/fiderni-vudylyshcha/c4/brand=brain',
      '/ru/fiderni-vudylyshcha/c4/action=fast',
      '/fiderni-vudylyshcha/c4?sort=cheap',
      '/fiderni-vudylyshcha/c4',
      '/ru/fiderni-vudylyshcha/c4',
      '/promotions',
      '/ru/promotions',
      '/sale',
      '/hits',
      '/ru/novelty',
      '/pages/brands/brain',
    ];
    const pages = await crawl(request, origin, starts, isListing, 2);
    await test.info().attach('crawled-listings.txt', { body: pages.map((p) => `${p.status} ${p.url}`).join('\n') });
    expect(pages.length, 'facets lead to many selections').toBe(maxPages);
    expect(pages.filter((p) => p.status >= 400).map((p) => `${p.status} ${p.url} (from ${p.from})`)).toEqual([]);
    const filtered = pages.filter((p) => p.html && /\/[a-z_]+=[^/]*$/.test(new URL(p.url).pathname));
    const indexable = filtered.filter((p) => !isNoindex(p.html ?? ''));
    const hidden = filtered.filter((p) => isNoindex(p.html ?? ''));
    expect(indexable.length, 'one-value selections are indexable').toBeGreaterThan(20);
    expect(hidden.length, 'combinations are crawled too (and hidden)').toBeGreaterThan(20);
    // A hidden selection names its base listing as canonical: no filter segment, no query.
    const wrong = hidden.flatMap((p) => {
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(p.html ?? '')?.[1] ?? '';
      return canonical.includes('=') || canonical.includes('?') ? [`${p.url}: canonical ${canonical}`] : [];
    });
    expect(wrong, 'noindex selections whose canonical is not the base listing').toEqual([]);
    expectDistinctIndexablePages(pages, origin);
  });
});

test.describe('sitemaps (SPEC §1, §2)', () => {
  test('every address in the sitemaps answers 200 and is its own canonical, its alternates too', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL ?? '').origin;
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(files.length).toBeGreaterThanOrEqual(8);
    const addresses: string[] = [];
    for (const file of files) {
      const xml = await (await request.get(new URL(file).pathname)).text();
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
      expect(locs.length, `${file} lists pages`).toBeGreaterThan(0);
      // Goods: every 40th (thousands of them; the query is the same for all).
      addresses.push(...(file.includes('/goods-') ? locs.filter((_, i) => i % 40 === 0 || i % 40 === 1) : locs));
    }
    const problems: string[] = [];
    for (let at = 0; at < addresses.length; at += concurrency) {
      await Promise.all(
        addresses.slice(at, at + concurrency).map(async (address) => {
          const response = await request.get(address.replace(origin, ''), { maxRedirects: 0, failOnStatusCode: false });
          if (response.status() !== 200) return problems.push(`${response.status()} ${address}`);
          const html = await response.text();
          const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
          if (canonical !== address) problems.push(`${address}: canonical ${canonical}`);
          if (isNoindex(html)) problems.push(`${address}: noindex`);
          for (const lang of ['uk', 'ru', 'x-default'])
            if (!new RegExp(`<link rel="alternate" hrefLang="${lang}" href="`).test(html))
              problems.push(`${address}: no ${lang} alternate`);
        }),
      );
    }
    expect(problems).toEqual([]);
  });
});
