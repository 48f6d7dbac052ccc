import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, signInStaff, test } from './admin-fixtures';

/**
 * "Catalogue and content" (ADR 0093): a content editor edits and creates goods in the
 * back office, and the storefront — its HTML cache of anonymous pages (ADR 0066) and its search
 * index (ADR 0064) included — shows the change within seconds, dropped by what changed (ADR 0080).
 */

/** A price nobody else has: a few hryvni, kopiyky from the clock ("7,31" typed, "7.31 грн" shown). */
function uniquePrice() {
  const now = Date.now();
  const hryvni = 3 + (now % 6);
  const kop = String(10 + (Math.floor(now / 7) % 89));
  return { typed: `${hryvni},${kop}`, shown: new RegExp(`${hryvni}\\.${kop}(?:<!-- -->)?\\s*(?:<!-- -->)?грн`) };
}

/** An anonymous shopper's page (a document request without cookies) as the HTML cache serves it. */
async function anonymous(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return { html: await response.text(), cache: response.headers()['x-cache'] };
}

/** Opens, from the goods table, a good that sells and is in no running promotion. */
async function openPlainGood(page: Page) {
  await page.goto('/admin/goods?status=4&active=yes&sort=price&dir=desc&perPage=50');
  const row = page
    .locator('table.catalog-goods tbody tr')
    .filter({ hasNot: page.locator('.admin-badge', { hasText: 'акція' }) })
    .first();
  await row.locator('a.catalog-title-link').click();
  await expect(page.getByLabel('Ціна', { exact: true })).toBeVisible();
  return (await page.getByRole('link', { name: 'На сайті ↗' }).getAttribute('href')) ?? '';
}

test.describe('goods in the back office (ADR 0093)', () => {
  test('a content editor changes a good’s “Ціна”: the product page, its cached anonymous copy and its category listing show it within seconds', async ({
    page,
    request,
  }) => {
    await signInStaff(page, 'content', '/admin/goods');
    await expect(page.getByRole('heading', { name: 'Товари' })).toBeVisible();
    const productPath = await openPlainGood(page);
    expect(productPath).toMatch(/^\/[a-z0-9-]+\/p\d+$/);
    // The anonymous product page is in the HTML cache before the edit…
    const first = await anonymous(request, productPath);
    await expect.poll(async () => (await anonymous(request, productPath)).cache).toMatch(/^(hit|stale)$/);
    const category = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/
      .exec(first.html)?.[0]
      .match(/href="(\/[a-z0-9-]+\/c\d+)"/g);
    const categoryPath = category?.at(-1)?.slice(6, -1) ?? '';
    expect(categoryPath).toMatch(/\/c\d+$/);
    const listing = `${categoryPath}?sort=cheap`;
    await anonymous(request, listing);
    await anonymous(request, listing);

    const price = uniquePrice();
    await page.getByLabel('Ціна', { exact: true }).fill(price.typed);
    await page.getByLabel('Стара ціна', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('status')).toContainText('Збережено');
    await expect(page.getByRole('complementary').getByText('змінив(ла): ціна')).toBeVisible();

    // …and every copy shows the new price within seconds, no restart, no wait for a TTL.
    await expect
      .poll(async () => (await anonymous(request, productPath)).html, { timeout: 10_000 })
      .toMatch(price.shown);
    await expect.poll(async () => (await anonymous(request, listing)).html, { timeout: 10_000 }).toMatch(price.shown);
    await page.goto(productPath);
    await expect(page.locator('.good-price-now')).toContainText(price.typed.replace(',', '.'));
  });

  test('a new good is created in the back office and found by the storefront search', async ({ page, request }) => {
    await signInStaff(page, 'content', '/admin/goods/new');
    await expect(page.getByRole('heading', { name: 'Новий товар' })).toBeVisible();
    const code = `E2E-${Date.now()}`;
    await page.getByLabel('Код товару').fill(code);
    await page.getByLabel('Назва', { exact: true }).fill('Воблер Мандаринка Трофей');
    await page.getByLabel('Назва (рос)', { exact: true }).fill('Воблер Мандаринка Трофей');
    const category = page.getByLabel('Категорія');
    const firstCategory = await category.locator('option').nth(1).getAttribute('value');
    await category.selectOption(firstCategory ?? '');
    await page.getByLabel('Ціна', { exact: true }).fill('349,00');
    await page.getByRole('button', { name: 'Створити' }).click();
    await expect(page).toHaveURL(/\/admin\/goods\/\d+\?created=1$/);
    await expect(page.getByText('Товар створено.')).toBeVisible();
    await expect(page.getByText(`Код ${code}`)).toBeVisible();
    await expect
      .poll(async () => (await anonymous(request, `/search/${encodeURIComponent('мандаринка трофей')}`)).html, {
        timeout: 10_000,
      })
      .toContain('Воблер Мандаринка Трофей');
    await page.goto(`/admin/goods?q=${encodeURIComponent(code)}`);
    await expect(page.locator('table.catalog-goods tbody tr')).toHaveCount(1);
  });
});

test('a picture is uploaded through the image pipeline, made the main one and removed (ADR 0063)', async ({ page }) => {
  await signInStaff(page, 'content', '/admin/goods');
  await openPlainGood(page);
  const pictures = page.locator('.catalog-pictures > li');
  const before = await pictures.count();
  // A 4×3 PNG: the server decodes, re-encodes and names it by its content.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPQqr8CRww4OQBUgBHdXeq7/gAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel(/Нові фото/).setInputFiles({ name: 'e2e.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Завантажити' }).click();
  await expect(page.getByText('Фото додано: 1.')).toBeVisible();
  await expect(pictures).toHaveCount(before + 1);
  const added = pictures.last().locator('img');
  await expect(added).toHaveAttribute('src', /^\/images\/v1\/w\/160\/goods\/\d+\/[0-9a-f]{24}\.jpg\.webp$/);
  const variant = await page.request.get((await added.getAttribute('src')) ?? '');
  expect(variant.headers()['content-type']).toBe('image/webp');
  await pictures.last().getByRole('button', { name: 'Зробити головним' }).click();
  await expect(page.getByText('Порядок фото збережено.')).toBeVisible();
  await expect(pictures.first().getByText('Головне')).toBeVisible();
  await expect(pictures.first().locator('img')).toHaveAttribute('src', /\/goods\//);
  page.once('dialog', (dialog) => dialog.accept());
  await pictures.first().getByRole('button', { name: 'Видалити фото' }).click();
  await expect(page.getByText('Фото видалено.')).toBeVisible();
  await expect(pictures).toHaveCount(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a good is saved by a plain form post and the page says so', async ({ page }) => {
    await signInStaff(page, 'content', '/admin/goods');
    await openPlainGood(page);
    const title = page.getByLabel('Назва (рос)', { exact: true });
    const was = await title.inputValue();
    await title.fill(`${was.replace(/ \(без JS\)$/, '')} (без JS)`);
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('status')).toContainText('Збережено');
    await expect(page.getByLabel('Назва (рос)', { exact: true })).toHaveValue(/\(без JS\)$/);
    await expect(page.getByRole('complementary')).toContainText('назва (рос)');
  });
});
