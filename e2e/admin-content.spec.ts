import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, signInStaff, test } from './admin-fixtures';

/**
 * "Promotions" and "Catalogue and content" (ADR 0095): a content editor's promotion drives
 * the storefront's prices — the anonymous cached pages included — within seconds and lists on
 * /promotions; ended, the prices come back; content edits (a static page, a home banner) show on
 * the storefront; the banner form works without JavaScript.
 */

const shots = '/tmp/shots-content';
test.use({ viewport: { width: 1440, height: 900 } });

/** "3 992.00 грн" → 399200 kopiyky. */
const kop = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.,]/g, '').replace(',', '.')) * 100);

/** A shopper's browser: no staff cookie, no session, so pages come from the HTML cache (ADR 0066). */
function shopper(browser: Browser, address: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
}

/** An input's value for `datetime-local` in Kyiv time, `minutes` from now. */
function kyivInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Kyiv',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

test('a content editor’s promotion sets the price on the cached product page within seconds, lists on /promotions, and its end brings the price back', async ({
  page,
  browser,
}) => {
  mkdirSync(shots, { recursive: true });
  const visitor = await shopper(browser, '10.250.0.1');
  const shop = await visitor.newPage();
  // A good from the novelties at its full price (no old price): a promotion's percent comes off the
  // full price and never stacks on a sale price, so half its regular price is expected.
  await shop.goto('/novelty');
  const card = shop
    .locator('.good-card')
    .filter({ hasNot: shop.locator('.price-old') })
    .first();
  const code = ((await card.locator('.good-card-code').textContent()) ?? '').replace(/\D/g, '');
  const href = (await card.locator('.good-card-link').first().getAttribute('href')) ?? '';
  expect(code).not.toBe('');
  expect(href).toMatch(/\/p\d+$/);
  await shop.goto(href);
  const before = kop(await shop.locator('.good-price-now').textContent());
  // Twice: the second answer comes from the HTML cache.
  const cached = await shop.goto(href);
  expect(cached?.headers()['x-cache']).toMatch(/^(hit|stale)$/);

  await signInStaff(page, 'content', '/admin/promotions');
  await expect(page.getByRole('heading', { name: 'Акції' })).toBeVisible();
  await page.screenshot({ path: `${shots}/promotions-list.png`, fullPage: true });
  await page.getByRole('link', { name: 'Створити акцію' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions\/new$/);
  const suffix = Date.now() % 100_000;
  const title = `Тиждень половинних цін ${suffix}`;
  const form = page.getByRole('form', { name: 'Акція' });
  await form.getByLabel('Назва (укр.)').fill(title);
  // Titles of their own in both languages: a retry's second promotion must not share a title (crawl.spec).
  await form.getByLabel('Назва (рос.)').fill(`Неделя половинных цен ${suffix}`);
  await form.getByLabel('Адреса (slug)').fill(`half-price-${suffix}`);
  await form.getByLabel('Де діє (укр.)').fill('Інтернет-магазин');
  await form.getByLabel('Де діє (рос.)').fill('Интернет-магазин');
  await form.getByLabel('Знижка, %').fill('50');
  await form.getByLabel('Початок').fill(kyivInput(-5));
  await form.getByLabel('Кінець').fill(kyivInput(7 * 24 * 60));
  await form.getByLabel('Додати за кодами').fill(code);
  await form.getByRole('button', { name: 'Зберегти' }).first().click();
  await expect(page).toHaveURL(/\/admin\/promotions\/\d+\?saved=1$/);
  await expect(page.getByRole('status')).toHaveText('Збережено.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Діє');
  const row = page.locator('.admin-goods-table tbody tr', { hasText: code });
  await expect(row).toBeVisible();
  const regular = kop(await row.locator('td').nth(3).textContent());
  const expected = Math.floor((regular * 50 + 50) / 100);
  expect(expected).toBeLessThan(before);
  await page.screenshot({ path: `${shots}/promotion-form.png`, fullPage: true });

  // The anonymous cached product page shows the promotion price within seconds.
  await expect
    .poll(
      async () => {
        const response = await shop.goto(href);
        return { price: kop(await shop.locator('.good-price-now').textContent()), ok: response?.ok() };
      },
      { timeout: 15_000 },
    )
    .toEqual({ price: expected, ok: true });
  await expect(shop.locator('.good-price-promotion a')).toContainText(title);
  // …and is cached again with it.
  const again = await shop.goto(href);
  expect(again?.headers()['x-cache']).toMatch(/^(hit|stale)$/);
  expect(kop(await shop.locator('.good-price-now').textContent())).toBe(expected);
  // The promotions page lists it.
  await expect
    .poll(async () => {
      await shop.goto('/promotions');
      return shop.locator('.promotion-tiles').textContent();
    })
    .toContain(title);

  // Ended ("asks again"), the price comes back.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Завершити' }).click();
  await expect(page.getByRole('status')).toContainText('Акцію завершено');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Завершено');
  await expect
    .poll(
      async () => {
        await shop.goto(href);
        return kop(await shop.locator('.good-price-now').textContent());
      },
      { timeout: 15_000 },
    )
    .toBe(before);
  await page.goto('/admin/promotions?status=ended');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Завершено');
  // Leave the shop as it was.
  await page.getByRole('link', { name: title }).click();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Видалити' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await visitor.close();
});

test('a static page created and edited in the back office shows on the storefront, cached page included', async ({
  page,
  browser,
}) => {
  mkdirSync(shots, { recursive: true });
  const slug = `e2e-page-${Date.now() % 1_000_000}`;
  await signInStaff(page, 'content', '/admin/content?tab=pages');
  await page.screenshot({ path: `${shots}/content-pages.png`, fullPage: true });
  await page.getByRole('link', { name: 'Створити сторінку' }).click();
  const form = page.getByRole('form', { name: 'Сторінка' });
  await form.getByLabel('Адреса (slug)').fill(slug);
  await form.getByLabel('Назва (укр.)').fill('Правила риболовлі');
  await form.getByLabel('Назва (рос.)').fill('Правила рыбалки');
  // The texts' raw HTML behind the editor's "HTML" toggle.
  for (const [label, html] of [
    ['Текст (укр.)', '<p>Перша редакція.</p><script>alert(1)</script>'],
    ['Текст (рос.)', '<p>Первая редакция.</p>'],
  ] as const) {
    await form.getByRole('button', { name: `HTML-код: ${label}` }).click();
    await form.getByRole('textbox', { name: label, exact: true }).fill(html);
  }
  await form.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/pages/${slug}\\?saved=1$`));

  const visitor = await shopper(browser, '10.250.0.2');
  const shop = await visitor.newPage();
  await shop.goto(`/pages/${slug}`);
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Правила риболовлі');
  const cached = await shop.goto(`/pages/${slug}`);
  expect(cached?.headers()['x-cache']).toMatch(/^(hit|stale)$/);
  expect(await shop.content()).not.toContain('alert(1)');

  // The editor itself: the whole text replaced by typing.
  const editor = form.locator('[contenteditable][aria-label="Текст (укр.)"]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('Друга редакція: без живця.');
  await form.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByRole('status')).toHaveText('Збережено.');
  await expect(page.locator('.admin-history')).toContainText('змінив(ла): текст');
  await page.screenshot({ path: `${shots}/content-page.png`, fullPage: true });
  await expect
    .poll(async () => {
      await shop.goto(`/pages/${slug}`);
      return shop.locator('.prose').textContent();
    })
    .toBe('Друга редакція: без живця.');
  await visitor.close();
});

test('the content hub and its record pages at 1440 px (banners, tooltips, articles, stores, delivery and payment)', async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await signInStaff(page, 'content', '/admin/content');
  for (const [tab, name] of [
    ['banners', 'Банери'],
    ['tooltips', 'Підказки'],
    ['articles', 'Статті'],
    ['stores', 'Магазини'],
    ['methods', 'Доставка й оплата'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Вкладки контенту' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
    await expect(page.locator('.admin-table').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/content-${tab}.png`, fullPage: true });
    await page.locator('.admin-table tbody a').first().click();
    await expect(page.getByRole('button', { name: 'Зберегти' })).toBeVisible();
    await page.screenshot({ path: `${shots}/record-${tab}.png`, fullPage: true });
    await page.goto('/admin/content');
  }
  // The promotion form's goods picker: Enter in the search field searches (it does not save).
  await page.goto('/admin/promotions');
  await page.locator('.admin-table tbody a').first().click();
  const picker = page.getByLabel('Знайти товар за кодом або назвою');
  await picker.fill('Гачки');
  await picker.press('Enter');
  const found = page.getByRole('group', { name: /Знайдено/ });
  await expect(found).toBeVisible();
  await expect(found.getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/promotion-picker.png`, fullPage: true });
  // The content editor's role opens no staff screen.
  expect((await page.goto('/admin/staff'))?.status()).toBe(403);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a home banner is saved without JavaScript and shows on the home page; deleted, it goes', async ({
    page,
    browser,
  }) => {
    await signInStaff(page, 'content', '/admin/content?tab=banners');
    const image = (await page.locator('.admin-table img').first().getAttribute('src')) ?? '';
    expect(image).toMatch(/^\/images\//);
    await page.getByRole('link', { name: 'Створити банер' }).click();
    const form = page.getByRole('form', { name: 'Банер' });
    const title = `Банер без скриптів ${Date.now() % 100_000}`;
    await form.getByLabel('Місце').selectOption('home');
    await form.getByLabel('Назва (укр.)').fill(title);
    await form.getByLabel('Назва (рос.)').fill('Баннер без скриптов');
    await form.getByLabel('Зображення (адреса)').fill(image);
    await form.getByLabel('Посилання').fill('/promotions');
    await form.getByLabel('Порядок').fill('9999');
    await form.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/banners\/\d+\?saved=1$/);
    await expect(page.getByRole('status')).toHaveText('Збережено.');

    const visitor = await shopper(browser, '10.250.0.3');
    const shop = await visitor.newPage();
    await expect
      .poll(async () => {
        await shop.goto('/');
        return shop.locator('.hero').innerHTML();
      })
      .toContain(title);
    // Deleted without JS (no question asked: the post goes as is), it leaves home.
    await page.getByRole('button', { name: 'Видалити' }).click();
    await expect(page).toHaveURL(/\/admin\/content\?tab=banners$/);
    await expect
      .poll(async () => {
        await shop.goto('/');
        return shop.locator('.hero').innerHTML();
      })
      .not.toContain(title);
    await visitor.close();
  });
});
