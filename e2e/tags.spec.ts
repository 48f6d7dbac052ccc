import { expect, test } from './fixtures';

const html = { Accept: 'text/html' };

test.describe('tag landing pages (SPEC §2: /hits tag 1, /novelty 2, /discounts 3, /tags)', () => {
  for (const [path, title] of [
    ['/hits', 'Хіти продажу'],
    ['/novelty', 'Новинки'],
    ['/discounts', 'Знижки'],
    ['/ru/hits', 'Хиты продаж'],
    ['/tags', 'Добірки товарів'],
    ['/ru/tags', 'Подборки товаров'],
  ] as const) {
    test(`${path} answers 200 with its goods and a unique title`, async ({ request }) => {
      const response = await request.get(path, { headers: html });
      expect(response.status()).toBe(200);
      const page = await response.text();
      expect(page).toContain(`<h1>${title}</h1>`);
      expect(page).toMatch(/<title>[^<]+— Поплавок<\/title>/);
      expect((page.match(/class="good-card-link"/g) ?? []).length).toBeGreaterThan(0);
    });
  }

  test('home sections link to their landing pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Хіти продажу' }).first().click();
    await expect(page).toHaveURL(/\/hits$/);
    await expect(page.locator('h1')).toHaveText('Хіти продажу');
  });
});
