import type { Locator } from '@playwright/test';
import { expect, registerShopper, test } from './fixtures';

// ADR 0085: long texts stay inside their boxes, the phone's floating buttons
// cover no card's Buy or heart, home's goods and brands fill whole rows of equal tiles. Each
// check measures the boxes the browser laid out.

type Box = { x: number; y: number; width: number; height: number };

/** Every box of `inner` lies within `outer`'s box (half a pixel of rounding allowed). */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) throw new Error('not laid out');
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

/** Nothing inside the element is wider than the element itself. */
async function expectNoOverflow(element: Locator) {
  expect(await element.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const texts = {
  ua: { prefix: '', add: 'Додати до списку бажань', saveTitle: 'Зберегти у список', inList: 'У списку бажань' },
  ru: { prefix: '/ru', add: 'Добавить в список желаний', saveTitle: 'Сохранить в список', inList: 'В списке желаний' },
};
const deleteTitle = { ua: 'Вилучити зі списку', ru: 'Убрать из списка' };
const newList = { ua: 'Новий список', ru: 'Новый список' };
const nameLabel = { ua: 'Назва списку', ru: 'Название списка' };
const save = { ua: 'Зберегти', ru: 'Сохранить' };

for (const locale of ['ua', 'ru'] as const) {
  const t = texts[locale];

  test(`a 100-character wish-list name wraps inside the toast and the delete dialog (${locale}) @mobile`, async ({
    page,
  }) => {
    test.slow(); // a registration's password hashing
    await registerShopper(page, locale === 'ua' ? 1 : 2);
    const name = 'Найкращіснастідлякоропанаозерівесною'.repeat(3).slice(0, 100);
    await page.goto(`${t.prefix}/`);
    await page.waitForLoadState('networkidle');
    const card = page.locator('.good-card').first();
    await card.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog', { name: t.saveTitle });
    await dialog.getByLabel(newList[locale]).check();
    await dialog.getByLabel(nameLabel[locale]).fill(name);
    await dialog.getByRole('button', { name: save[locale] }).click();
    const toast = page.locator('.toast').filter({ hasText: name });
    await expect(toast).toBeVisible();
    await expectInside(toast.locator('p'), toast);
    await expectNoOverflow(toast.locator('p'));
    await expectInside(toast, page.locator('html'));

    await card.getByRole('button', { name: t.inList }).click();
    const remove = page.getByRole('dialog', { name: deleteTitle[locale] });
    const label = remove.locator('.radio').filter({ hasText: name });
    await expect(label).toBeVisible();
    await expectInside(label, remove);
    await expectNoOverflow(label);
    await expectNoOverflow(remove);
  });

  test(`tile titles such as "Мультиплікаторні" stay inside their tiles (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`${t.prefix}/direct=1`);
    const tiles = page.locator('.category-tiles a');
    const titles = await tiles.locator('span').allTextContents();
    const long = titles.findIndex((title) => title.replaceAll('\u00AD', '').startsWith('Мультипл'));
    expect(long).toBeGreaterThanOrEqual(0);
    for (const tile of await tiles.all()) {
      await expectInside(tile.locator('span'), tile);
      await expectNoOverflow(tile);
    }
    // The long word breaks at a soft hyphen, not at an arbitrary letter.
    expect(titles[long]).toContain('\u00AD');
    // Soft hyphens are not read out: the tile's name is the plain title.
    await expect(tiles.nth(long)).toHaveAccessibleName(titles[long]?.replaceAll('\u00AD', '') ?? '');
  });

  test(`home goods fill whole rows (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`${t.prefix}/`);
    for (const grid of await page.locator('.home .good-grid').all()) {
      const tops = await grid
        .locator('.good-card')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(tops).toHaveLength(8);
      const rows = [...new Set(tops)].map((top) => tops.filter((y) => y === top).length);
      expect(new Set(rows).size, `cards per row: ${rows.join(', ')}`).toBe(1);
    }
  });

  test(`brands are logo tiles of one height, in whole rows on home (${locale}) @mobile`, async ({ page }) => {
    for (const path of ['/', '/pages/brands']) {
      await page.goto(`${t.prefix}${path}`);
      const tiles = page.locator('.brand-tiles a');
      const boxes = await tiles.evaluateAll((links) =>
        links.map((link) => ({ h: link.getBoundingClientRect().height, top: link.getBoundingClientRect().top })),
      );
      expect(boxes.length).toBeGreaterThan(5);
      for (const box of boxes) expect(Math.abs(box.h - (boxes[0]?.h ?? 0))).toBeLessThan(1);
      if (path === '/') {
        const rows = [...new Set(boxes.map((b) => Math.round(b.top)))].map(
          (top) => boxes.filter((b) => Math.round(b.top) === top).length,
        );
        expect(new Set(rows).size, `tiles per row: ${rows.join(', ')}`).toBe(1);
      }
      const first = tiles.first();
      await first.scrollIntoViewIfNeeded();
      await expect(first.locator('img')).toHaveAttribute('src', /logo-/);
      await expect
        .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // The logo's picture has no text: the brand's name stays the link's name for screen readers.
      await expect(first).toHaveAccessibleName((await first.locator('.visually-hidden').textContent()) ?? '');
    }
  });
}

test.describe('phones', () => {
  // The phone layout in both projects, as chrome.spec's mobile chrome (390 × 844).
  test.use({ viewport: { width: 390, height: 844 } });
  test('the floating buttons sit on a band docked on the bottom menu, never over a card @mobile', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('.home .good-grid').first();
    await grid.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const band = page.locator('.floating-buttons');
    await expect(band).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    for (let step = 0; step < 8; step++) {
      const [shelf, menu] = [await band.boundingBox(), await page.locator('.bottom-menu').boundingBox()];
      if (!shelf || !menu) throw new Error('not laid out');
      // Full width, opaque, right on the bottom menu: the page's visible area ends at its top.
      expect(shelf.x).toBeLessThanOrEqual(0);
      expect(shelf.width).toBeGreaterThanOrEqual(width);
      expect(Math.abs(shelf.y + shelf.height - menu.y)).toBeLessThan(1.5);
      expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
      const buttons = await band
        .locator(':scope > button')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
      for (const button of buttons) expectWithin(button, shelf);
      // Every Buy and heart above the band is clear of the buttons.
      const controls = await page
        .locator('.good-card .buy-form .button, .good-card [data-action="wish"]')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
      for (const control of controls.filter((c) => c.y + c.height <= shelf.y && c.y + c.height > 0)) {
        for (const button of buttons) expect(intersects(control, button)).toBe(false);
      }
      await page.evaluate(() => window.scrollBy(0, 97));
    }
  });
});

function expectWithin(inner: Box, outer: Box) {
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}
