import { expect, test } from './fixtures';

test.describe('fish and directions (SPEC §2: /all-fish, /{name}/f{id}, fish categories, /direct={id})', () => {
  test('all fish → a fish → a category for it, with a canonical to the category listing @mobile', async ({ page }) => {
    await page.goto('/all-fish');
    await expect(page.locator('h1')).toHaveText('Риба');
    await page.locator('.category-tiles a').first().click();
    await expect(page).toHaveURL(/\/[a-z0-9-]+\/f\d+$/);
    // The address changes before the fish page replaces the list (its view may still be loading).
    await expect(page.locator('h1')).not.toHaveText('Риба');
    const fish = (await page.locator('h1').textContent()) ?? '';
    expect(fish.length).toBeGreaterThan(1);
    await page.locator('.category-tiles a').first().click();
    await expect(page).toHaveURL(/\/[a-z0-9-]+\/f\d+\/[a-z0-9-]+\/c\d+$/);
    await expect(page.locator('.breadcrumbs')).toContainText(fish);
    // The URL changes before the new page (and its head) replaces the fish page: wait for the head.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/[a-z0-9-]+\/c\d+$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/[a-z0-9-]+\/c\d+$/);
    expect(new URL(canonical ?? '').pathname.split('/')).toHaveLength(3);
  });

  test('the Russian pages and an outdated fish slug (301 to the right one)', async ({ request }) => {
    const all = await (await request.get('/ru/all-fish', { headers: { Accept: 'text/html' } })).text();
    expect(all).toContain('<h1>Рыба</h1>');
    const href = /href="(\/ru\/[a-z0-9-]+\/f(\d+))"/.exec(all);
    expect(href).not.toBeNull();
    const moved = await request.get(`/ru/old-name/f${href?.[2]}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(href?.[1]);
  });

  test('/direct={id} lists the direction’s categories; unknown ids and segments are 404', async ({ request }) => {
    const direction = await request.get('/direct=1', { headers: { Accept: 'text/html' } });
    expect(direction.status()).toBe(200);
    expect((await direction.text()).match(/class="category-tiles"/g)).toHaveLength(1);
    for (const path of ['/direct=999999', '/direct=x', '/no-such-page', '/ru/no-such-page', '/f1/f1/c1/c1']) {
      expect((await request.get(path, { headers: { Accept: 'text/html' } })).status(), path).toBe(404);
    }
  });
});
