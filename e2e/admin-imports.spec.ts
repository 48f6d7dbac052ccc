import { mkdirSync } from 'node:fs';
import { expect, type Page, signInStaff, test } from './admin-fixtures';

/** "Catalogue and content": import of prices with a dry run, then apply; the storefront follows. */

const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
/** "1 234.56 грн" → 123456 kopiyky (the storefront always shows two decimals). */
const kop = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const uah = (k: number) => `${Math.trunc(k / 100)},${String(k % 100).padStart(2, '0')}`;

/** A product of a listing whose price is the catalogue's (no promotion): its address, code and price. */
async function plainProduct(page: Page, listing: string, skip = 0) {
  await page.goto(listing);
  const links = await page.locator('.good-card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  let seen = 0;
  for (const href of links) {
    if (!href) continue;
    await page.goto(href);
    const price = page.locator('.good-price-now').first();
    if ((await price.getAttribute('class'))?.includes('is-sale')) continue;
    if (seen++ < skip) continue;
    return {
      href,
      code: (await page.locator('.good-code-value').first().textContent())?.trim() ?? '',
      price: kop(await price.textContent()),
    };
  }
  throw new Error(`no product without a promotion on ${listing}`);
}

async function upload(page: Page, kind: 'Ціни' | 'Залишки' | 'Товари', name: string, text: string) {
  await page.goto('/admin/imports');
  await page.getByLabel('Що імпортувати').selectOption({ label: kind });
  await page.getByLabel('Файл CSV або XLSX').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Перевірити' }).click();
  await expect(page).toHaveURL(/\/admin\/imports\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Перевірка (нічого ще не змінено)' })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('imports with JavaScript', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a content editor uploads a prices CSV, sees the dry run, applies it, and the product page shows the new price', async ({
    page,
  }) => {
    const product = await plainProduct(page, '/novelty');
    const next = product.price + 1234;
    await signInStaff(page, 'content', '/admin/imports');
    await shot(page, 'imports-list-empty');
    const csv = `\uFEFFext_id;price;old_price\r\n${product.code};${uah(next)};\r\nNO-SUCH-CODE;10;\r\n`;
    await upload(page, 'Ціни', 'prices.csv', csv);
    const counts = page.getByLabel('Підсумок перевірки');
    await expect(counts.getByText('Змінених')).toBeVisible();
    await expect(counts.locator('div').filter({ hasText: 'Змінених' }).locator('dd')).toHaveText('1');
    await expect(counts.locator('div').filter({ hasText: 'З помилками' }).locator('dd')).toHaveText('1');
    const change = page.getByRole('row').filter({ hasText: product.code });
    await expect(change).toContainText('Ціна');
    await expect(page.getByRole('row').filter({ hasText: 'NO-SUCH-CODE' })).toContainText('Невідомий код товару');
    await shot(page, 'import-job-checked');
    // The storefront still shows the old price: the dry run wrote nothing.
    const storefront = await page.context().newPage();
    await storefront.goto(product.href);
    expect(kop(await storefront.locator('.good-price-now').first().textContent())).toBe(product.price);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Застосувати' }).click();
    await expect(page.locator('.admin-badge').filter({ hasText: 'Застосовано' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Застосовано', exact: true })).toBeVisible();
    await shot(page, 'import-job-applied');

    // The cached product page changes within seconds (the change feed, ADR 0080).
    await expect
      .poll(
        async () => {
          await storefront.reload();
          return kop(await storefront.locator('.good-price-now').first().textContent());
        },
        { timeout: 15_000 },
      )
      .toBe(next);

    await page.goto('/admin/imports');
    const row = page.getByRole('row').filter({ hasText: 'prices.csv' }).first();
    await expect(row).toContainText('Застосовано');
    await expect(row).toContainText('content');
    await shot(page, 'imports-list');
  });

  test('exports download with the columns the import reads', async ({ page }) => {
    await signInStaff(page, 'content', '/admin/imports');
    const download = page.waitForEvent('download');
    await page.locator('li').filter({ hasText: 'Ціни' }).getByRole('link', { name: 'Експорт CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^prices-\d{4}-\d\d-\d\d\.csv$/);
    const text = (await (await file.createReadStream()).toArray()).join('');
    expect(text.split('\r\n')[0]).toBe('\uFEFFext_id;price;old_price');
    const xlsx = await page.request.get('/admin/imports/export?kind=stock&format=xlsx');
    expect(xlsx.headers()['content-type']).toContain('spreadsheetml');
    expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
  });
});

test.describe('imports without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the upload form, the dry run and the apply work without JavaScript; the page refreshes itself while running', async ({
    page,
  }) => {
    const product = await plainProduct(page, '/novelty', 1);
    await signInStaff(page, 'content', '/admin/imports');
    await upload(page, 'Ціни', 'no-js.csv', `ext_id,price\n${product.code},"${uah(product.price + 500)}"\n`);
    await expect(page.getByRole('row').filter({ hasText: product.code })).toBeVisible();
    await page.getByRole('button', { name: 'Застосувати' }).click();
    await expect(page.locator('.admin-badge').filter({ hasText: 'Застосовано' })).toBeVisible({ timeout: 20_000 });
  });
});

test('a manager opens neither the imports nor their exports (each screen checks its role on the server)', async ({
  page,
}) => {
  await signInStaff(page, 'manager');
  expect((await page.goto('/admin/imports'))?.status()).toBe(403);
  expect((await page.request.get('/admin/imports/export?kind=prices&format=csv')).status()).toBe(403);
  const upload = await page.request.post('/admin/imports/upload', {
    multipart: {
      _csrf: 'x',
      kind: 'prices',
      file: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from('ext_id;price\n') },
    },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(403);
});
