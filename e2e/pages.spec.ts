import { expect, test } from './fixtures';

// The header's promotions, sale, brands and shops links lead to real pages built from the database.
test.describe('promotions, sale, brands, shops (§2)', () => {
  for (const path of ['/promotions', '/sale', '/pages/brands', '/shops']) {
    for (const prefix of ['', '/ru']) {
      test(`${prefix}${path} answers 200 in its language`, async ({ request }) => {
        const response = await request.get(`${prefix}${path}`, {
          headers: { Accept: 'text/html', Cookie: 'locale=ua' },
        });
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(prefix ? '<html lang="ru"' : '<html lang="uk"');
      });
    }
  }

  test('a shopper finds the stores of a town with hours and a route link', async ({ page }) => {
    await page.goto('/shops');
    await page.locator('.town-list a').first().click();
    await expect(page).toHaveURL(/\/shops\/[a-z0-9-]+$/);
    await expect(page.locator('.store-card').first()).toBeVisible();
    await expect(page.locator('.store-card .hours').first()).toContainText('Пн');
    await expect(page.getByRole('link', { name: 'Маршрут на карті' }).first()).toHaveAttribute('target', '_blank');
  });

  test('a running promotion shows its period, a countdown and its goods', async ({ page }) => {
    await page.goto('/promotions');
    await page
      .locator('.promotion-tiles a')
      .filter({ has: page.locator('.countdown') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/promotions\/\d+-[a-z0-9-]+$/);
    await expect(page.locator('.promotion-meta .countdown')).toContainText('До кінця');
    // The description is shop HTML: rendered (sanitised), never shown as literal tags.
    await expect(page.locator('.promotion .prose p').first()).not.toBeEmpty();
    await expect(page.locator('.promotion')).not.toContainText('<p>');
    await expect(page.locator('.good-card').first()).toBeVisible();
  });

  test('a brand page lists the brand’s goods; unknown brands and towns are 404', async ({ page }) => {
    await page.goto('/pages/brands');
    const name = (await page.locator('.brand-tiles a').first().textContent())?.trim() ?? '';
    await page.locator('.brand-tiles a').first().click();
    await expect(page.locator('h1')).toContainText(name);
    expect((await page.goto('/pages/brands/no-such-brand'))?.status()).toBe(404);
    expect((await page.goto('/shops/atlantyda'))?.status()).toBe(404);
    expect((await page.goto('/promotions/99999-nothing'))?.status()).toBe(404);
  });
});

test.describe('blog and news (§2)', () => {
  test('a reader opens the news, an article, and the blog by category', async ({ page }) => {
    await page.goto('/news');
    await page.locator('.promotion-tiles a').first().click();
    await expect(page).toHaveURL(/\/news\/\d+-[a-z0-9-]+$/);
    await expect(page.locator('.prose')).not.toBeEmpty();
    await page.goto('/ru/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.locator('.chips a').nth(1).click();
    await expect(page).toHaveURL(/\/ru\/blog\/[a-z-]+$/);
    expect((await page.goto('/blog/99999-nothing'))?.status()).toBe(404);
    expect((await page.goto('/news/some-category'))?.status()).toBe(404);
  });
});

test.describe('product reviews (§2 product page, §3 moderation)', () => {
  test('published reviews stream in below the product with the rating summary', async ({ page, request }) => {
    let found: { id: number; slug: string } | null = null;
    for (let id = 1; id <= 200 && !found; id++) {
      const reviews = await (await request.get(`/site/reviews/${id}`)).json();
      if (reviews.data?.items?.length) {
        const good = await (await request.get(`/api/goods/id/${id}/-`)).json();
        found = { id, slug: good.data.name_ua };
      }
    }
    expect(found).not.toBeNull();
    await page.goto(`/${found?.slug}/p${found?.id}`);
    await expect(page.locator('.review').first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="reviews"] .rating')).toContainText('з 5');
  });

  test('a good without reviews says so', async ({ page, request }) => {
    for (let id = 1; id <= 200; id++) {
      const reviews = await (await request.get(`/site/reviews/${id}`)).json();
      if (reviews.status === 200 && reviews.data.items.length === 0) {
        const good = await (await request.get(`/api/goods/id/${id}/-`)).json();
        await page.goto(`/${good.data.name_ua}/p${id}`);
        await expect(page.getByText('Відгуків ще немає — будьте першим!')).toBeVisible();
        return;
      }
    }
    throw new Error('every good has reviews');
  });
});
