import { expect, type Page } from './fixtures';

/** The header search's parts and steps, shared by the search specs (ADR 0065). */
export const searchbox = (page: Page) => page.locator('.site-header').getByRole('searchbox');
export const panel = (page: Page) => page.locator('.search-panel');
export const goods = (page: Page) => panel(page).locator('.search-goods > li');
export const categoryButtons = (page: Page) => panel(page).locator('.search-categories button');

/** The page with its search hydrated (the overlay is live; before that the field is a plain GET form). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.search-form[data-live]')).toBeAttached();
}

export async function typeQuery(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/search?') && new URL(r.url()).searchParams.get('q') === text.trim(),
  );
  await searchbox(page).click();
  await searchbox(page).pressSequentially(text);
  expect((await answered).status()).toBe(200);
  // The answer is on screen (not the previous one marked stale): keys pressed now act on it.
  await expect(panel(page).locator('.search-results:not(.is-stale)')).toBeVisible();
}
