import { expect, test } from './fixtures';

test.describe('one shop (SPEC §2 /shops/{town_name}/{name})', () => {
  test('from the town list to a shop: address, phone, hours, route and goods in stock @mobile', async ({ page }) => {
    await page.goto('/shops/kyiv');
    await page.locator('.store-card h2 a').first().click();
    await expect(page).toHaveURL(/\/shops\/kyiv\/[a-z0-9-]+$/);
    await expect(page.locator('.breadcrumbs')).toContainText('Київ');
    await expect(page.locator('.shop-page a[href^="tel:"]')).toHaveCount(1);
    await expect(page.locator('.hours dt')).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Маршрут на карті' })).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/Товарів у наявності: \d+/)).toBeVisible();
    expect(await page.locator('.good-card').count()).toBeGreaterThan(0);
  });

  test('unknown shops and towns are 404; the Russian page works', async ({ request }) => {
    const town = await (await request.get('/ru/shops/kyiv', { headers: { Accept: 'text/html' } })).text();
    const href = /href="(\/ru\/shops\/kyiv\/[a-z0-9-]+)"/.exec(town)?.[1];
    expect(href).toBeTruthy();
    expect((await request.get(href ?? '/')).status()).toBe(200);
    expect((await request.get('/shops/kyiv/no-such-shop')).status()).toBe(404);
    expect((await request.get('/shops/no-such-town/x')).status()).toBe(404);
  });
});
