import { expect, type Page, test } from './fixtures';

// ADR 0063: goods' pictures come as resized WebP variants over fixed widths.
const listing = '/fiderni-vudylyshcha/c4';
const rod = '/teleskopichne-vudylyshche-flagman-cayman-1494m-4-5-m-10-30-h/p11';

/** Scrolls each picture into view (lazy ones start loading) and waits until it has pixels. */
async function expectLoaded(page: Page, selector: string, count: number, original = /demo\/[a-z0-9-]+\.svg/) {
  const images = page.locator(selector);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`/images/v1/w/(160|320|480|800|1200)/${original.source}\\.webp$`),
    );
  }
}

test.describe('image variants', () => {
  test('category cards: srcset over the card widths, width and height, lazy after the first four, loaded @mobile', async ({
    page,
  }) => {
    await page.goto(listing);
    const images = page.locator('.listing .good-card-image img');
    expect(await images.count()).toBeGreaterThan(4);
    const first = images.first();
    const srcset = (await first.getAttribute('srcset')) ?? '';
    // A card is never drawn wider than ~300 CSS px: 800 w covers a 3× screen (ADR 0072).
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['160w', '320w', '480w', '800w']);
    expect(srcset).toMatch(/^\/images\/v1\/w\/160\/demo\/p-[a-z0-9-]+\.svg\.webp 160w/);
    await expect(first).toHaveAttribute('sizes', /50vw/);
    await expect(first).toHaveAttribute('width', '240');
    await expect(first).toHaveAttribute('height', '240');
    await expect(first).toHaveAttribute('decoding', 'async');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
    await expectLoaded(page, '.listing .good-card-image img', 6);
  });

  test('the product gallery: the main picture loads as an immutable WebP variant @mobile', async ({ page }) => {
    await page.goto(rod);
    const main = page.locator('.gallery-main img');
    await expect(main).toHaveAttribute('srcset', /\/images\/v1\/w\/1200\/.+ 1200w$/);
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expectLoaded(page, '.gallery-main img', 1);
    const variant = await page.request.get((await main.evaluate((img: HTMLImageElement) => img.currentSrc)) as string);
    expect(variant.headers()['content-type']).toBe('image/webp');
    expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a picture that fails to load becomes the no-image picture (§8)', async ({ page }) => {
    await page.route('**/images/v1/w/**', (route) => route.abort());
    await page.goto(listing);
    const first = page.locator('.listing .good-card-image img').first();
    await expect(first).toHaveAttribute('src', '/no-image.svg');
    await expect(first).not.toHaveAttribute('srcset', /./);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('home: top banner, carousel, category tiles and promotion pictures are sized variants, lazy below the fold @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    const top = page.locator('.top-banner img');
    await expect(top).toHaveAttribute('srcset', /^\/images\/v1\/w\/800\/demo\/top-\d\.svg\.webp 800w, .+ 1200w$/);
    await expect(top).toHaveAttribute('loading', 'eager');
    await expect(top).toHaveAttribute('width', '1200');
    await expect(top).toHaveAttribute('height', '60');

    const banners = page.locator('.hero-slide img');
    expect(await banners.count()).toBeGreaterThan(1);
    await expect(banners.first()).toHaveAttribute('loading', 'eager');
    await expect(banners.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(banners.first()).toHaveAttribute('sizes', '(max-width: 1279px) 100vw, 1248px');
    await expect(banners.first()).toHaveAttribute('srcset', /\/w\/480\/demo\/s-[a-z]+-\d\.svg\.webp 480w/);
    await expect(banners.nth(1)).toHaveAttribute('loading', 'lazy');
    for (const attribute of ['width', 'height']) expect(await banners.first().getAttribute(attribute)).toMatch(/^\d+$/);

    const tiles = page.locator('.category-tiles img');
    await expect(tiles.first()).toHaveAttribute('srcset', /^\/images\/v1\/w\/160\/demo\/i-[a-z-]+\.svg\.webp 160w$/);
    await expect(tiles.first()).toHaveAttribute('sizes', '48px');
    await expect(tiles.first()).toHaveAttribute('width', '48');
    await expect(tiles.first()).toHaveAttribute('loading', 'lazy');

    const promotions = page.locator('.promotion-tiles img');
    await expect(promotions.first()).toHaveAttribute('srcset', /\/w\/320\/demo\/s-[a-z]+-\d\.svg\.webp 320w/);
    await expect(promotions.first()).toHaveAttribute('loading', 'lazy');
    await expect(promotions.first()).toHaveAttribute('height', '200');

    await expectLoaded(page, '.top-banner img', 1);
    await expectLoaded(page, '.hero-slide img', 1);
    await expectLoaded(page, '.category-tiles img', 2);
    await expectLoaded(page, '.promotion-tiles img', 1);
  });

  test('the catalogue menu banner is a sized variant', async ({ page }) => {
    await page.goto('/');
    await page.locator('.header-main').getByRole('button', { name: 'Каталог' }).click();
    const banner = page.locator('.catalog-banner img');
    await expect(banner).toHaveAttribute(
      'srcset',
      /^\/images\/v1\/w\/480\/demo\/cb-[a-z-]+-\d\.svg\.webp 480w, .+ 800w$/,
    );
    await expect(banner).toHaveAttribute('sizes', '420px');
    await expectLoaded(page, '.catalog-banner img', 1);
  });
});
