import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { categoryButtons, goods, open, panel, searchbox, typeQuery } from './search-helpers';

/**
 * The search overlay and the search page (SPEC §2 Search overlay, §4 Search, §5, §8, §9; ADR 0065)
 * against the production build and the demo catalogue. Queries are words of many demo titles
 * ("котушка" / "катушка": reels), so every engine that finds title words finds them.
 */
test.describe('search overlay (§2, §4)', () => {
  test('typing shows up to 12 goods with code, price and availability, categories with All first, brands (§2, §9) @mobile', async ({
    page,
  }) => {
    await open(page, '/');
    await typeQuery(page, 'котушка');
    await expect(panel(page)).toBeVisible();
    await expect(goods(page).first()).toBeVisible();
    expect(await goods(page).count()).toBeLessThanOrEqual(12);
    const first = goods(page).first();
    await expect(first.locator('.search-item-title')).toContainText(/котушк/i);
    await expect(first.locator('.good-code-copy')).toHaveText(/^\d+$/);
    await expect(first.locator('.price-now')).toHaveText(/грн/);
    await expect(categoryButtons(page).first()).toHaveText(/^Усі \d+$/);
    await expect(categoryButtons(page).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page).locator('.search-brands a').first()).toBeVisible();
    // SPEC §9: over 15 matches a second view-all button.
    const total = Number((await categoryButtons(page).first().textContent())?.replace(/\D/g, ''));
    await expect(panel(page).locator('.search-view-all')).toHaveCount(total > 15 ? 2 : 1);
    // The not-available label shows exactly on goods whose sell_status is not "4".
    const answer = await (
      await page.request.get(`/api/search?q=${encodeURIComponent('котушка')}&autocomplete=1`)
    ).json();
    const unavailable = (answer.data.results.items as { sell_status: string }[]).filter((g) => g.sell_status !== '4');
    await expect(panel(page).locator('.search-item-na')).toHaveCount(unavailable.length);
  });

  test('picking a category filters the goods by t; view-all opens the search page of that category (§4, §7) @mobile', async ({
    page,
  }) => {
    await open(page, '/');
    await typeQuery(page, 'котушка');
    const category = categoryButtons(page).nth(1);
    const count = Number((await category.locator('.search-count').textContent()) ?? '0');
    const filtered = page.waitForResponse((r) => r.url().includes('/api/search?') && r.url().includes('t='));
    await category.click();
    const t = new URL((await filtered).url()).searchParams.get('t');
    await expect(category).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButtons(page).first()).toHaveAttribute('aria-pressed', 'false');
    await expect(panel(page).locator('.search-results')).not.toHaveClass(/is-stale/);
    expect(await goods(page).count()).toBeLessThanOrEqual(Math.max(12, count));
    await panel(page).locator('.search-view-all').first().click();
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('котушка')}\\?category=${t}$`));
    await expect(page.locator('h1')).toContainText('котушка');
    await expect(page.locator('.chips [aria-current="true"]')).toBeVisible();
    await expect(panel(page)).toBeHidden();
  });

  test('in Russian: Russian texts, and a good opens its Russian page (§1, §2) @mobile', async ({ page }) => {
    await open(page, '/ru');
    await typeQuery(page, 'катушка');
    await expect(categoryButtons(page).first()).toHaveText(/^Все \d+$/);
    await expect(panel(page).locator('.search-view-all').first()).toHaveText(/^Все результаты \(\d+\)$/);
    await expect(goods(page).first().locator('.search-item-title')).toContainText(/катушк/i);
    await goods(page).first().locator('.search-item-link').click();
    await expect(page).toHaveURL(/\/ru\/[^/]+\/p\d+$/);
    await expect(panel(page)).toBeHidden();
  });

  test('a suggestion tag replaces the query and searches again (§2) @mobile', async ({ page }) => {
    await open(page, '/');
    // NEEDS THE INDEXED ENGINE: the temporary substring engine suggests nothing.
    await typeQuery(page, 'котуш');
    const tag = panel(page).locator('.search-tags button').first();
    await expect(tag).toBeVisible();
    const suggestion = ((await tag.textContent()) ?? '').trim();
    expect(suggestion).not.toBe('котуш');
    const again = page.waitForResponse(
      (r) => r.url().includes('/api/search?') && new URL(r.url()).searchParams.get('q') === suggestion,
    );
    await tag.click();
    await again;
    await expect(searchbox(page)).toHaveValue(suggestion);
    await expect(searchbox(page)).toBeFocused();
    await expect(goods(page).first()).toBeVisible();
  });

  test('nothing found says so in both languages (§8) @mobile', async ({ page }) => {
    await open(page, '/');
    await typeQuery(page, 'qqqzzzxxx');
    await expect(panel(page).locator('.search-empty')).toContainText('Результатів пошуку не знайдено');
    await open(page, '/ru');
    await typeQuery(page, 'qqqzzzxxx');
    await expect(panel(page).locator('.search-empty')).toContainText('Результаты поиска не найдены');
  });

  test('keyboard: arrows move through the results, Esc closes and returns to the input, Enter goes to /search/{query} (§2)', async ({
    page,
  }) => {
    await open(page, '/');
    await typeQuery(page, 'котушка');
    // The panel's controls in order: suggestion tags, categories, brands, goods.
    const links = panel(page).locator('[data-search-nav]');
    await searchbox(page).press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(searchbox(page)).toBeFocused();
    // Into the goods: the first good's link follows the side blocks.
    const firstGood = goods(page).first().locator('.search-item-link');
    const index = await links.evaluateAll(
      (all, target) => all.findIndex((el) => el.getAttribute('href') === target),
      await firstGood.getAttribute('href'),
    );
    for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
    await expect(firstGood).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(searchbox(page)).toBeFocused();
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('котушка')}$`));
  });

  test('the open overlay has no accessibility violations (axe)', async ({ page }) => {
    await open(page, '/');
    await typeQuery(page, 'котушка');
    await expect(goods(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.search-form').analyze();
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.html}`)).toEqual([]);
  });

  test('the clear and close controls; the input takes at most 100 characters (§2, §5) @mobile', async ({ page }) => {
    await open(page, '/');
    await typeQuery(page, 'котушка');
    await page.getByRole('button', { name: 'Очистити запит' }).click();
    await expect(searchbox(page)).toHaveValue('');
    await expect(searchbox(page)).toBeFocused();
    await expect(panel(page)).toBeHidden();
    await typeQuery(page, 'вудилище');
    await page.getByRole('button', { name: 'Закрити пошук' }).click();
    await expect(panel(page)).toBeHidden();
    await searchbox(page).fill('я'.repeat(150));
    await expect(searchbox(page)).toHaveValue('я'.repeat(100));
  });

  test('an answer that comes after a newer one is dropped (§4: every input searches)', async ({ page }) => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    await page.route('**/api/search?*', async (route) => {
      const q = new URL(route.request().url()).searchParams.get('q');
      if (q === 'вудилище') await firstHeld; // the slow, older answer
      await route.continue().catch(() => undefined); // aborted by the overlay meanwhile
    });
    const isQuery = (url: string, q: string) => new URL(url).searchParams.get('q') === q;
    const olderDone = new Promise<void>((resolve) => {
      const done = (r: { url: () => string }) => isQuery(r.url(), 'вудилище') && resolve();
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });
    await open(page, '/');
    const older = page.waitForRequest((r) => isQuery(r.url(), 'вудилище'));
    await searchbox(page).fill('вудилище');
    await older;
    const newer = page.waitForResponse((r) => isQuery(r.url(), 'котушка'));
    await searchbox(page).fill('котушка');
    await newer;
    await expect(goods(page).first().locator('.search-item-title')).toContainText(/котушк/i);
    releaseFirst();
    await olderDone;
    await expect(panel(page).locator('.search-results')).not.toHaveClass(/is-stale/);
    await expect(searchbox(page)).toHaveValue('котушка');
    for (const title of await goods(page).locator('.search-item-title').allTextContents())
      expect(title.toLowerCase()).not.toContain('вудилищ');
  });
});

test.describe('search overlay on a phone (§2: no page scroll at ≤ 1023 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the overlay covers the screen and the page does not scroll; closing restores it @mobile', async ({ page }) => {
    await open(page, '/');
    await typeQuery(page, 'котушка');
    const box = await page.locator('.search-form.is-open').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(box?.height).toBeGreaterThanOrEqual(800);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

test.describe('search page without JavaScript (§2 /search/{query}[/{filter}])', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form goes to /search/{query}; categories, filters and pages are links @mobile', async ({ page }) => {
    await page.goto('/');
    await searchbox(page).fill('котушка');
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('котушка')}$`));
    await expect(page.locator('h1')).toContainText('котушка');
    await expect(searchbox(page)).toHaveValue('котушка'); // the box keeps what was searched
    await expect(page.locator('.listing .good-card').first()).toBeVisible();
    const chip = page.locator('.chips a').nth(1);
    const chipHref = await chip.getAttribute('href');
    expect(chipHref).toMatch(/\?category=\d+$/);
    await page.goto(chipHref ?? '/');
    await expect(page.locator('.chips [aria-current="true"]')).toBeVisible();
    await expect(page.locator('.listing .good-card').first()).toBeVisible();
    // A filter of the facets (available only) keeps the category and still finds reels.
    await page.goto(`/search/${encodeURIComponent('котушка')}/available=1`);
    await expect(page.locator('.listing .good-card').first()).toBeVisible();
    await expect(page.locator('.listing .good-card-na')).toHaveCount(0);
    await page.goto('/ru/search/qqqzzzxxx');
    await expect(page.getByText('Результаты поиска не найдены')).toBeVisible();
  });

  test('a corrected query says "did you mean" and links to the corrected search', async ({ page }) => {
    // A typo (котушак) and a keyboard left in Latin (rjneirb = котушки).
    const cases: [string, string][] = [
      ['котушак', 'котушка'],
      ['rjneirb', 'котушки'],
    ];
    for (const [typed, meant] of cases) {
      await page.goto(`/search/${encodeURIComponent(typed)}`);
      const hint = page.locator('.search-corrected');
      await expect(hint).toContainText('Можливо, ви мали на увазі');
      await expect(hint.getByRole('link')).toHaveText(`«${meant}»`);
      await expect(page.locator('.listing .good-card').first()).toBeVisible();
      await hint.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(meant)}$`));
      await expect(page.locator('.search-corrected')).toHaveCount(0);
    }
  });
});
