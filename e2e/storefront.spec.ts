import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test.describe('storefront in a real browser', () => {
  test('home shows the shop in Ukrainian and Russian @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { name: 'Хіти продажу' })).toBeVisible();
    await expect(page.locator('.good-card').first()).toBeVisible();
    await page.goto('/ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { name: 'Хиты продаж' })).toBeVisible();
  });

  test('a shopper goes from home to a category and a product', async ({ page }) => {
    // The page's CSP must not block anything of our own (hydration data, streaming, assets).
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/');
    await page.locator('.category-tiles a').first().click();
    await expect(page).toHaveURL(/\/[a-z0-9-]+\/c\d+$/);
    // Wait for the listing itself: the URL changes before the new page has replaced the old one.
    await expect(page.locator('.listing .good-card-link').first()).toBeVisible();
    const card = page.locator('.listing .good-card-link').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/[a-z0-9-]+\/p\d+$/);
    await expect(page.locator('.good h1')).toHaveText(title);
    expect(blocked).toEqual([]);
  });

  test('a long category pages through its goods and sorts them by price', async ({ page }) => {
    await page.goto('/');
    await page.locator('.category-tiles a').first().click();
    await expect(page.locator('.pagination')).toBeVisible();
    const first = await page.locator('.listing .good-card-title').first().textContent();
    await page.getByRole('link', { name: 'Наступна' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.pagination')).toContainText('Сторінка 2');
    expect(await page.locator('.listing .good-card-title').first().textContent()).not.toBe(first);
    await page.getByLabel('Сортування').selectOption('cheap');
    await expect(page).toHaveURL(/sort=cheap/);
    // The URL changes before the sorted page replaces the old one: wait for page 1 to show.
    await expect(page.locator('.pagination')).toContainText('Сторінка 1');
    const prices = await page.locator('.listing .price-now').allTextContents();
    const values = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  test('the language switch keeps the current path (§1)', async ({ page }) => {
    await page.goto('/pages/about-us');
    await page.getByRole('link', { name: 'RU', exact: true }).click();
    await expect(page).toHaveURL(/\/ru\/pages\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByRole('link', { name: 'UA', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });

  test('the 404 page shows the path and leads home (§2) @mobile', async ({ page }) => {
    const response = await page.goto('/nope/c1x');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 – Сторінка не знайдена');
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    await expect(page.getByText('/nope/c1x')).toBeVisible();
    await page.getByRole('link', { name: 'На головну' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header search finds goods by a word of their title, and says so when nothing matches (§2, §8) @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    const title = (await page.locator('.good-card-title').first().textContent()) ?? '';
    const word = title.split(' ').find((w) => w.length > 4) ?? title;
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(word)}$`));
    await expect(page.locator('.listing .good-card').first()).toBeVisible();
    await page.goto('/search/qqqzzzxxx');
    await expect(page.getByText('Результатів пошуку не знайдено')).toBeVisible();
  });

  for (const path of ['/', '/ru', '/nope/c1x']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    });
  }
});
