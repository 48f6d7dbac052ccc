import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, signInStaff, test } from './admin-fixtures';

/** "Reviews (moderators)": the queue, publish with a reply, reject with a reason, photos before publication. */

// A good no other journey reviews or publishes to (a carp rig of the demo shop).
const goodId = 60;
const shots = '/tmp/shots-reviews';

/** A real PNG (8×6, one colour) made here, as a shopper's photo. */
function png(seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(6, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [seed, 140, 60]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 6 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function productPath(page: Page): Promise<string> {
  const body = await (await page.request.get(`/api/goods/id/${goodId}`)).json();
  return `/${body.data.name_ua}/p${goodId}`;
}

const publishedCount = async (page: Page) =>
  ((await (await page.request.get(`/site/reviews/${goodId}`)).json()) as { data: { summary: { count: number } } }).data
    .summary.count;

test.use({ viewport: { width: 1440, height: 900 } });

test('a shopper reviews with a photo; the moderator sees it, publishes it with a reply; the cached product page shows review, reply and count (§3)', async ({
  page,
  browser,
}) => {
  const path = await productPath(page);
  const text = `Котушка працює плавно, e2e ${Date.now()}.`;
  const reply = `Дякуємо, Богдане! Раді, що сподобалась (${Date.now() % 10_000}).`;
  // The anonymous shopper's page: the HTML cache of anonymous pages serves it (ADR 0066).
  await page.goto(path);
  await page.goto(path);
  const before = await publishedCount(page);
  const form = page.locator('#review-form');
  await form.getByRole('radio', { name: '4 з 5' }).check();
  await form.getByLabel('Коментар').fill(text);
  await form.getByLabel('Переваги').fill('Плавність');
  await form.getByLabel('Недоліки').fill('Шпуля важка');
  await form.getByLabel("Ім'я").fill('Богдан');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('bohdan@example.com');
  await form.getByLabel('Повідомити мене на e-mail про відповідь').check();
  await form
    .getByLabel('Фото')
    .first()
    .setInputFiles([{ name: 'reel.png', mimeType: 'image/png', buffer: png(30) }]);
  await form.getByRole('button', { name: 'Надіслати відгук' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Дякуємо за відгук!' })).toBeVisible();

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await staff.newPage();
  await signInStaff(admin, 'moderator', '/admin/reviews?status=pending');
  await expect(admin.getByRole('heading', { name: 'Відгуки' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('Богдан');
  await expect(row).toContainText('Плавність');
  await expect(row).toContainText('Шпуля важка');
  await expect(row).toContainText('просить сповістити про відповідь');
  await expect(row.getByText('На модерації')).toBeVisible();
  // The pending review's photo is there for the moderator (and nobody else yet).
  const thumb = row.getByRole('img', { name: /Фото 1 до відгуку/ }).first();
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await admin.screenshot({ path: `${shots}/queue-1440.png`, fullPage: false });
  await row.getByRole('link', { name: /Фото 1: відкрити більшим/ }).click();
  const large = admin.locator('.review-lightbox:target img').first();
  await expect(large).toBeVisible();
  await admin.screenshot({ path: `${shots}/photo-1440.png` });
  await admin.locator('.review-lightbox:target .review-lightbox-close').click();

  await row.getByLabel('Відповідь магазину').fill(reply);
  await row.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(admin.getByRole('status')).toContainText('опубліковано');
  await expect(admin.getByRole('status')).toContainText('Автору надіслано e-mail з відповіддю.');
  await expect(admin.getByRole('status')).toContainText(`відгуків: ${before + 1}`);
  await admin.goto(`/admin/reviews?goodId=${goodId}&status=published`);
  const done = admin.getByRole('row').filter({ hasText: text });
  await expect(done.getByText('Опубліковано', { exact: true })).toBeVisible();
  await expect(done).toContainText('Тарас Ткаченко (модератор)');
  await admin.screenshot({ path: `${shots}/published-1440.png` });

  // The anonymous (cached) product page changes within seconds: the review, the reply, the count.
  const shown = page.locator('.review').filter({ hasText: text });
  await expect
    .poll(
      async () => {
        await page.reload();
        return shown.count();
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toBe(1);
  await expect(shown.locator('.review-reply')).toContainText(reply);
  await expect(page.locator('.good-rating-link')).toContainText(`${before + 1} відгук`);
  expect(await publishedCount(page)).toBe(before + 1);
  await staff.close();
});

test('a manager cannot open the reviews, nor a pending photo', async ({ page }) => {
  await signInStaff(page, 'manager');
  const response = await page.goto('/admin/reviews');
  expect(response?.status()).toBe(403);
  expect((await page.request.get('/admin/reviews/photo/1?thumb=1')).status()).toBe(403);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the moderator rejects a review with a reason by a plain post; it stays off the product page', async ({
    page,
  }) => {
    const text = `Не про цей товар взагалі, e2e ${Date.now()}.`;
    const sent = await page.request.post(`/site/reviews/${goodId}`, {
      multipart: { rating: '1', text, name: 'Спамер' },
    });
    expect(sent.ok()).toBe(true);
    await signInStaff(page, 'moderator', `/admin/reviews?goodId=${goodId}&status=pending`);
    const row = page.getByRole('row').filter({ hasText: text });
    await row.getByLabel('Причина відхилення').fill('Не стосується товару');
    await row.getByRole('button', { name: 'Відхилити' }).click();
    await expect(page.getByRole('status')).toContainText('відхилено');
    await page.goto(`/admin/reviews?goodId=${goodId}&status=rejected`);
    const rejected = page.getByRole('row').filter({ hasText: text });
    await expect(rejected).toContainText('Причина: Не стосується товару');
    await expect(rejected.getByText('Відхилено', { exact: true })).toBeVisible();
    const list = await (await page.request.get(`/site/reviews/${goodId}?per_page=50`)).json();
    expect(JSON.stringify(list.data.items)).not.toContain(text);
  });
});
