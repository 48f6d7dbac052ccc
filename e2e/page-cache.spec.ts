import { expect, test } from './fixtures';

/**
 * The HTML cache of anonymous pages (ADR 0066) in a real browser: a page served from the cache
 * runs under a CSP that lists its inline scripts' hashes (no nonce), hydrates and works; a
 * signed-in or cart-holding shopper never gets the shared page.
 */
test.describe('HTML cache of anonymous pages (ADR 0066)', () => {
  test('a cached page hydrates under its hash-based CSP with no violation @mobile', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/pages/brands');
    const second = await page.goto('/pages/brands');
    expect(second?.headers()['x-cache']).toMatch(/^(hit|stale)$/);
    expect(second?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // Hydrated: the live search is on, and client navigation works.
    await expect(page.locator('.search-form[data-live]')).toBeAttached();
    await page.locator('main a[href*="/pages/brands/"]').first().click();
    await expect(page).toHaveURL(/\/pages\/brands\/[^/]+/);
    expect(violations).toEqual([]);
  });

  test('a shopper with a cart gets their own page, with their count', async ({ page }) => {
    await page.goto('/');
    const shared = await page.goto('/');
    expect(shared?.headers()['x-cache']).toMatch(/^(hit|stale)$/);
    await page.context().addCookies([{ name: 'cart', value: '1:3', url: page.url() }]);
    const own = await page.goto('/');
    expect(own?.headers()['x-cache']).toBeUndefined();
    expect(own?.headers()['content-security-policy']).toContain("'nonce-");
  });
});
