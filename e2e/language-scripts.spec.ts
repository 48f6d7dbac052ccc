import { expect, type Page, test, waitHydrated } from './fixtures';

/** The texts of `nav.skip`: each appears in its own language's catalogue only. */
const skipLink = { ua: 'Перейти до вмісту', ru: 'Перейти к содержимому' };

/** The bodies of every script the page loaded from the shop, until the page is interactive. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/'))
      bodies.push(response.text());
  });
  await page.goto(path);
  // Hydrated: the language switch and the header search answer; the load has settled.
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

test.describe('what a phone downloads (ADR 0067)', () => {
  test('a Ukrainian page loads the Ukrainian texts, not the Russian catalogue @mobile', async ({ page }) => {
    const scripts = await scriptsOf(page, '/');
    expect(scripts.some((body) => body.includes(skipLink.ua))).toBe(true);
    expect(scripts.filter((body) => body.includes(skipLink.ru))).toEqual([]);
  });

  test('a Russian page loads the Russian texts, not the Ukrainian catalogue', async ({ page }) => {
    const scripts = await scriptsOf(page, '/ru');
    expect(scripts.some((body) => body.includes(skipLink.ru))).toBe(true);
    expect(scripts.filter((body) => body.includes(skipLink.ua))).toEqual([]);
  });

  test('a page hydrates in its language without mismatch, also a 404 page', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/404|Not Found/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/ru/pages/about-us', '/nope/c1x', '/ru/nope/c1x']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/ru') ? 'ru' : 'uk');
      await waitHydrated(page);
      // The footer runs once near the viewport (an island, ADR 0122): its bug report is a disclosure
      // in the server's HTML, a button once React renders it.
      // Scrolled by the window, not by the footer's element: the island swaps that element as it nears.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('button.footer-bug-button')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the callback dialog loads its form when opened', async ({ page }) => {
    await page.goto('/ru');
    await waitHydrated(page);
    await page.getByRole('link', { name: 'Заказать звонок' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
  });
});

test.describe('the catalogue route loads only the view it shows (ADR 0134)', () => {
  const pages = [
    { path: '/fiderni-vudylyshcha/c4', view: 'category-view', notViews: ['good-view', 'fish-view'] },
    {
      path: '/teleskopichne-vudylyshche-flagman-cayman-1494m-4-5-m-10-30-h/p11',
      view: 'good-view',
      notViews: ['category-view', 'fish-view'],
    },
    { path: '/ru/korop/f2', view: 'fish-view', notViews: ['good-view', 'category-view'] },
  ];
  for (const { path, view, notViews } of pages) {
    test(`${path}: its view preloaded with the page, no other view; hydrated without mismatch`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/assets/') && request.url().endsWith('.js')) scripts.push(request.url());
      });
      const response = await page.goto(path);
      // In the server's head: the view's chunk loads with the page's own scripts, not after them.
      const head = (await response?.text())?.split('</head>')[0] ?? '';
      expect(head).toMatch(new RegExp(`<link rel="modulepreload" href="/assets/${view}-[\\w-]+\\.js"/>`));
      for (const other of notViews) expect(head).not.toContain(`/${other}-`);
      await waitHydrated(page);
      await page.waitForLoadState('networkidle');
      // Once: the preload and the view's import() are one request (the other views load later, idle).
      expect(scripts.filter((url) => url.includes(`/${view}-`))).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }

  test('a client navigation from a category to a product loads the product view then', async ({ page }) => {
    await page.goto('/fiderni-vudylyshcha/c4');
    await waitHydrated(page);
    const card = page.locator('a.good-card-link').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(page.locator('.good-summary').getByRole('button', { name: 'Купити' })).toBeVisible();
  });
});
