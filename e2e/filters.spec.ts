import { expect, type Page, test } from './fixtures';

// SPEC §2 listings with the `{filter}` segment and §5 route validity (ADR 0058). Category 4 is a
// demo leaf with several brands, `action` options and numeric facets (db/demo taxonomy).
const listing = '/fiderni-vudylyshcha/c4';

const prices = async (page: Page) =>
  (await page.locator('.listing .price-now').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));

async function openCategory(page: Page) {
  await page.goto(listing);
  await expect(page.locator('.facets')).toBeVisible();
}

test.describe('listing filters (§2 {filter}, §5 route validity, ADR 0058)', () => {
  test('a shopper narrows a category by brand and price, removes a chip and sorts by price', async ({ page }) => {
    await openCategory(page);
    const brand = page.locator('.facet[aria-labelledby="facet-brand"] a.facet-option').first();
    const count = Number(await brand.locator('.facet-count').textContent());
    const name = (await brand.locator('.facet-label').textContent()) ?? '';
    expect(count).toBeGreaterThan(0);
    await brand.click();
    await expect(page).toHaveURL(/\/c4\/brand=[a-z0-9-]+$/);
    await expect(page.locator('.filter-chip')).toHaveText([`${name} ×`]);
    await expect(page.locator('.listing h1 small')).toHaveText(new RegExp(`^${count} `));
    expect(await page.locator('.listing .good-card').count()).toBe(Math.min(count, 24));

    const all = await prices(page);
    const low = Math.floor(Math.min(...all) / 1);
    const high = Math.ceil(Math.max(...all));
    await page.getByLabel('Ціна від').fill(String(low));
    await page.getByLabel('Ціна до').fill(String(high));
    await page.getByRole('button', { name: 'Застосувати' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/brand=[a-z0-9-]+;price=${low}-${high}$`));
    await expect(page.locator('.filter-chip')).toHaveCount(2);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');

    await page.getByRole('link', { name: `Прибрати фільтр «${name}»` }).click();
    await expect(page).toHaveURL(new RegExp(`/c4/price=${low}-${high}$`));
    await expect(page.locator('.filter-chip')).toHaveCount(1);

    await page.getByLabel('Сортування').selectOption('cheap');
    await expect(page).toHaveURL(new RegExp(`/c4/price=${low}-${high}\\?sort=cheap$`));
    await expect(page.locator('.listing-sort select')).toHaveValue('cheap');
    const sorted = await prices(page);
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await page.getByRole('link', { name: 'Очистити все' }).click();
    await expect(page).toHaveURL(/\/c4\?sort=cheap$/);
  });

  test('"show more" appends the next page in place', async ({ page }) => {
    await page.goto(listing);
    // Hydrated: the sheet toggles have become buttons, so the click goes to the fetcher.
    await expect(page.locator('button.filters-open')).toHaveCount(1);
    await expect(page.locator('.listing .good-card')).toHaveCount(24);
    await page.locator('.show-more-button').click();
    await expect(page.locator('.listing .good-card')).toHaveCount(48);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.locator('.pages [aria-current="page"]')).toContainText('Сторінка 2');
  });

  test('non-canonical segments 301, malformed ones 404, the test variant points to the c URL', async ({
    page,
    request,
  }) => {
    const moved = await request.get(`${listing}/action=fast;brand=flagman,brain`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`${listing}/brand=brain,flagman;action=fast`);
    for (const bad of ['brand=', 'brand=Brain', 'action=no-such', 'nonsense', 'price=9-1']) {
      expect((await request.get(`${listing}/${bad}`, { maxRedirects: 0 })).status(), bad).toBe(404);
    }
    await page.goto('/fiderni-vudylyshcha/t4/brand=brain');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/fiderni-vudylyshcha\/c4\/brand=brain$/,
    );
    await expect(page.locator('.filter-chip')).toHaveCount(1);
  });
});

test.describe('listing filters without JavaScript (§2, ADR 0058)', () => {
  test.use({ javaScriptEnabled: false });

  test('facet links, the price form and chips work as plain HTML', async ({ page }) => {
    await openCategory(page);
    await page.locator('.facet[aria-labelledby="facet-brand"] a.facet-option').first().click();
    await expect(page).toHaveURL(/\/c4\/brand=[a-z0-9-]+$/);
    await page.getByLabel('Ціна від').fill('1000');
    await page.getByRole('button', { name: 'Застосувати' }).first().click();
    await expect(page).toHaveURL(/\/c4\/brand=[a-z0-9-]+;price=1000-$/);
    for (const value of await prices(page)) expect(value).toBeGreaterThanOrEqual(1000);
    await page.getByRole('link', { name: 'Очистити все' }).click();
    await expect(page).toHaveURL(/\/c4$/);
    await expect(page.locator('.filter-chip')).toHaveCount(0);
  });
});

test.describe('listing filters on a phone', () => {
  test('the filter sheet opens full screen, filters, and shows the goods two per row @mobile', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout');
    await page.goto(listing);
    await expect(page.locator('.facets')).toBeHidden();
    const cards = page.locator('.listing .good-card');
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(a?.y).toBe(b?.y);
    await page.getByRole('button', { name: 'Фільтри (0)' }).click();
    const sheet = page.locator('.facets');
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    await sheet.locator('.facet[aria-labelledby="facet-available"] a.facet-option').click();
    await expect(page).toHaveURL(/\/c4\/available=1$/);
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: /^Показати \d+$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Фільтри (1)' })).toBeVisible();
  });

  test('at 390 px the open sheet is a modal: Tab stays inside, Esc closes and focus returns to "Фільтри", the page does not scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(listing);
    const opener = page.getByRole('button', { name: 'Фільтри (0)' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Фільтри' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeFocused();

    // Forty Tabs forward and twenty back never leave the sheet (it has more stops than that: it wraps).
    const inside = () =>
      page.evaluate(() => document.querySelector('.facets')?.contains(document.activeElement) === true);
    const close = sheet.getByRole('button', { name: 'Закрити фільтри' });
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    await expect(sheet.getByRole('button', { name: /^Показати \d+$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    // The page behind does not scroll: the wheel scrolls the sheet (to its end and beyond) only.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(200, 400);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 1500);
    await expect.poll(() => sheet.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });
});
