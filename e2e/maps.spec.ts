import { expect, type Page, test } from './fixtures';

// A rod in stock in several demo stores (e2e/product.spec.ts uses it too).
const rod = '/teleskopichne-vudylyshche-flagman-cayman-1494m-4-5-m-10-30-h/p11';

/**
 * Tests run offline: OpenStreetMap's tiles are refused here, as a network that cannot reach them
 * would. Returns the tile URLs the page asked for (so the CSP let them through to the network).
 */
async function blockTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return asked;
}

test.describe('store maps (SPEC §2 dialogs "availability map", ADR 0062)', () => {
  test('the product page hydrates without a mismatch (the dialog sits outside the availability line)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(rod);
    await expect(
      page.locator('.good-availability').getByRole('button', { name: 'Наявність у магазинах' }),
    ).toBeVisible();
    await expect(page.locator('.good-availability dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the availability dialog lists the stores and puts a marker per store on the map, tiles or not @mobile', async ({
    page,
  }) => {
    const tiles = await blockTiles(page);
    const csp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    await page.goto(rod);
    // The server's page lists the stores further down (what the link leads to without JS).
    const stores = await page.locator('#stock .stock-store').count();
    expect(stores).toBeGreaterThan(1);
    const firstAddress = (await page.locator('#stock .stock-store a[href^="/shops/"]').first().textContent()) ?? '';

    await page.locator('.good-availability').getByRole('button', { name: 'Наявність у магазинах' }).click();
    const dialog = page.getByRole('dialog', { name: 'Наявність у магазинах' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.stock-store')).toHaveCount(stores);
    await expect(dialog.getByRole('link', { name: firstAddress })).toHaveAttribute(
      'href',
      /^\/shops\/[a-z0-9-]+\/[a-z0-9-]+$/,
    );
    await expect(dialog.locator('a[href^="tel:"]')).toHaveCount(stores);
    await expect(dialog.getByRole('link', { name: 'Маршрут на карті' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/directions\?to=\d+\.\d+%2C\d+\.\d+/,
    );
    await expect(dialog.getByText(/\d+ шт\./).first()).toBeVisible();

    // Leaflet, loaded on opening: a marker per store, the attribution, and a note that tiles failed.
    const map = dialog.getByRole('region', { name: 'Карта магазинів' });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(stores);
    await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    await expect(dialog.getByText('Підкладка карти не завантажилася')).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);
    expect(csp).toEqual([]);
    // Markers stand inside the map box (fitBounds over all stores).
    const box = await map.boundingBox();
    for (const marker of await map.locator('.leaflet-marker-icon').all()) {
      const pin = await marker.boundingBox();
      expect(pin && box && pin.x >= box.x && pin.x + pin.width <= box.x + box.width + 1).toBe(true);
    }
    await map.locator('.leaflet-marker-icon').first().click();
    await expect(map.locator('.leaflet-popup-content')).not.toBeEmpty();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Opened again, the map is built anew, once.
    await page.locator('.good-availability').getByRole('button', { name: 'Наявність у магазинах' }).click();
    await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(stores);
  });

  test('Leaflet is not loaded until the dialog opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await blockTiles(page);
    await page.goto(rod);
    await expect(
      page.locator('.good-availability').getByRole('button', { name: 'Наявність у магазинах' }),
    ).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    expect(await page.evaluate(() => 'L' in window)).toBe(false);
    const before = scripts.length;
    await page.locator('.good-availability').getByRole('button', { name: 'Наявність у магазинах' }).click();
    await expect(page.locator('.leaflet-container')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(before);
  });

  test('the shop page and the town page show their stores on the map @mobile', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/shops/kyiv');
    const cards = await page.locator('.store-card').count();
    expect(cards).toBeGreaterThan(1);
    await expect(page.getByRole('region', { name: 'Карта магазинів' }).locator('.leaflet-marker-icon')).toHaveCount(
      cards,
    );
    await page.goto('/shops/kyiv/revutskoho-144');
    const map = page.getByRole('region', { name: 'Карта магазинів' });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(map.locator('.leaflet-marker-icon')).toHaveAttribute('title', /Ревуцького/);
  });

  test('the town page holds the map box from the first paint: the store list does not move when Leaflet arrives; no box without JS', async ({
    browser,
  }) => {
    const firstStoreTop = async (options: { javaScriptEnabled: boolean; blockScripts?: boolean }) => {
      const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled });
      const page = await context.newPage();
      await blockTiles(page);
      // Scripts refused: what the shopper sees before the bundle has run.
      if (options.blockScripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/shops/kyiv');
      if (options.javaScriptEnabled && !options.blockScripts) {
        await expect(page.locator('.store-map .leaflet-marker-icon').first()).toBeVisible();
      }
      const top = await page
        .locator('.store-card')
        .first()
        .evaluate((e) => e.getBoundingClientRect().top);
      const mapShown = await page.locator('.store-map').isVisible();
      await context.close();
      return { top, mapShown };
    };
    const before = await firstStoreTop({ javaScriptEnabled: true, blockScripts: true });
    const after = await firstStoreTop({ javaScriptEnabled: true });
    const noJs = await firstStoreTop({ javaScriptEnabled: false });
    expect(before.mapShown).toBe(true);
    expect(after.top).toBe(before.top);
    expect(noJs.mapShown).toBe(false);
    expect(noJs.top).toBeLessThan(before.top);
  });

  test('without JavaScript the availability link leads to the list on the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(rod);
    await expect(page.locator('.good-availability a[href="#stock"]')).toHaveText('Наявність у магазинах');
    expect(await page.locator('#stock .stock-store').count()).toBeGreaterThan(1);
    await expect(page.locator('.leaflet-container, .store-map')).toHaveCount(0);
    await context.close();
  });

  test('phones: past the price panel a bar with the price and Buy sits above the bottom menu @mobile', async ({
    page,
    isMobile,
  }) => {
    await page.goto(rod);
    const bar = page.locator('.buy-bar');
    // Hydrated: the availability link has become a button.
    await expect(
      page.locator('.good-availability').getByRole('button', { name: 'Наявність у магазинах' }),
    ).toBeVisible();
    await expect(page.locator('.good-purchase')).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.locator('#stock').scrollIntoViewIfNeeded();
    await expect(page.locator('.good-purchase')).not.toBeInViewport();
    if (!isMobile) {
      // Desktop keeps its buy box; the bar never shows.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar.locator('.good-price-now')).toHaveText(
      (await page.locator('.good-purchase .good-price-now').textContent()) ?? '',
    );
    const barBox = await bar.boundingBox();
    const menuBox = await page.locator('.bottom-menu').boundingBox();
    // Right on top of the menu: neither under it nor floating above with a gap.
    expect(Math.abs((barBox?.y ?? 0) + (barBox?.height ?? 0) - (menuBox?.y ?? 0))).toBeLessThanOrEqual(1);
    await bar.getByRole('button', { name: 'Купити' }).click();
    const title = (await page.locator('.good h1').textContent())?.trim() ?? '';
    await expect(page.getByRole('dialog', { name: 'Кошик' }).getByRole('link', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });
});
