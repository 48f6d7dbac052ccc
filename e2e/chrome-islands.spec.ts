import { expect, type Page, test, waitHydrated } from './fixtures';

// The chrome on first use (ADR 0122): the search panel, the mega-menu's contents, the sheets and the
// dialogs load when first wanted; the top bar, the footer and the More sheet are whole in the
// server's HTML (crawlers, no JavaScript) but run only on first use.

/** Chunks that no page needs before the shopper reaches for them. */
const onFirstUse =
  /\/assets\/(search-results|catalog-panel|mobile-sheets|callback-dialog-body|footer|header-links|more-links|floating-buttons)-/;

const isLive = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

test('the top bar and the footer are in the HTML, and run only once wanted', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  for (const href of ['/pages/brands', '/pages/about-us', '/pages/payment-delivery', '/news', '/shops'])
    expect(html, href).toContain(`href="${href}"`);

  const loaded: string[] = [];
  page.on('request', (request) => onFirstUse.test(request.url()) && loaded.push(request.url()));
  await page.goto('/');
  await waitHydrated(page);
  expect(await isLive(page, '.site-footer a')).toBe(false);
  expect(await isLive(page, '.header-top a')).toBe(false);
  expect(loaded).toEqual([]);

  // Near the viewport, the footer runs: its links navigate in the page, not by a new document.
  // Scrolled by the window, not by the footer's element: the island swaps that element as it nears.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => isLive(page, '.site-footer a')).toBe(true);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('.site-footer').getByRole('link', { name: 'Про нас' }).click();
  await expect(page).toHaveURL(/\/pages\/about-us$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  // The first navigation runs the top bar too: its language links name the new page.
  await expect(page.locator('.header-top').getByRole('link', { name: 'RU', exact: true })).toHaveAttribute(
    'href',
    '/ru/pages/about-us',
  );
});

test('a click that comes before the top bar runs waits for it: the callback dialog opens', async ({ page }) => {
  await page.goto('/');
  await waitHydrated(page);
  // Slow chunks (a slow line): the click lands on the server's HTML, then is replayed.
  await page.route(/\/assets\/header-links-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.locator('.header-top').getByRole('link', { name: 'Замовити дзвінок' }).click();
  await expect(page.getByRole('dialog', { name: 'Замовити дзвінок' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
