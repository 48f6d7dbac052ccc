import { mkdirSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { expect, type Page, signInStaff, test } from './admin-fixtures';
import { uniquePhone } from './fixtures';

// ADR 0120, SPEC §9 "pickup orders held 3 days": click & collect from the shopper's order to the
// store's counter. Demo good 71 (boilies, 471 UAH) is held at store 1 (вул. Ревуцького, 144), the
// demo `store` account's (e2e/prepare-data.ts gives it 140 pieces there); no other journey orders it.

const good = '/boily-tonuchi-dynamite-baits-monster-crab-ananas-14-mm/p71';
const store1 = 'вул. Ревуцького, 144';
// Screenshots of the counter's screen only when asked for (SHOTS=1), like the other specs' shots.
const shots = process.env.SHOTS ? '/tmp/shots-pickups' : null;
if (shots) mkdirSync(shots, { recursive: true });

/** Pieces of the good a shopper can have at store 1, as the product page lists them (0: not listed). */
async function availableAtStore1(page: Page): Promise<number> {
  await page.goto(good);
  const row = page.locator('#stock .stock-store, .stock-store').filter({ hasText: store1 }).first();
  if (!(await row.count())) return 0;
  const text = (await row.locator('.in-stock').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? 0);
}

async function guestCart(context: BrowserContext, baseURL: string | undefined, lines: string) {
  await context.addCookies([{ name: 'cart', value: lines, url: baseURL ?? 'http://127.0.0.1' }]);
}

test('a shopper picks up at the store: the order holds the stock, the SMS code hands it over, the sale takes it (SPEC §9)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = uniquePhone(71);
  const shopperContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.71.71.71' } });
  const shopper = await shopperContext.newPage();
  const before = await availableAtStore1(shopper);
  expect(before).toBeGreaterThanOrEqual(2);

  // The shopper orders 2 for pickup at store 1, paying at the counter.
  await guestCart(shopperContext, baseURL, '71:2');
  await shopper.goto('/checkout');
  await shopper.getByRole('radio', { name: /Самовивіз з магазину/ }).check();
  await shopper.locator('.co-department').getByText(store1).first().click();
  await expect(shopper.getByRole('radio', { name: /Оплата при отриманні в магазині/ })).toBeChecked();
  await shopper.getByRole('textbox', { name: 'Телефон', exact: true }).fill(phone.masked);
  await shopper.getByRole('textbox', { name: 'Прізвище', exact: true }).fill('Рибак');
  await shopper.getByRole('textbox', { name: "Ім'я", exact: true }).fill('Степан');
  await shopper.getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(shopper).toHaveURL(/\/checkout\/success\?order=\d+$/);
  const orderId = Number(new URL(shopper.url()).searchParams.get('order'));

  // The order holds its 2 pieces: the product page offers 2 fewer at store 1.
  await expect.poll(() => availableAtStore1(shopper)).toBe(before - 2);

  // The store confirms, packs and marks it ready; the order page shows the hold's deadline.
  await signInStaff(page, 'store', `/admin/orders/${orderId}`);
  for (const move of ['Підтвердити', 'Зібрати', 'Готове до видачі']) {
    await page.getByRole('button', { name: move, exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Стан змінено');
  }
  await expect(page.getByTestId('order-hold-until')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  // The shopper's SMS carries the 6-digit code (read in the outbox by a manager).
  const managerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.71.71.72' } });
  const manager = await managerContext.newPage();
  await signInStaff(manager, 'manager', '/admin/messages');
  await manager.getByLabel('Телефон або e-mail').fill(phone.digits);
  await manager.getByRole('button', { name: 'Застосувати' }).click();
  const sms = manager.getByRole('row').filter({ hasText: `№${orderId} чекає на вас у магазині` });
  await expect(sms).toHaveCount(1);
  const code = /Код видачі: (\d{6})/.exec((await sms.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await managerContext.close();

  // At the counter: the screen lists the order on the shelf and its reservation.
  await page.getByRole('navigation', { name: 'Розділи' }).getByRole('link', { name: 'Видача' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Видача замовлень');
  const shelf = page.locator('.pickup-shelf');
  await expect(shelf.getByRole('link', { name: `№${orderId}`, exact: true })).toBeVisible();
  await expect(
    page.locator('.pickup-reserved tr').filter({ has: page.getByRole('link', { name: `№${orderId}`, exact: true }) }),
  ).toContainText('2');

  // A wrong code finds nothing; the right one finds the order with its goods and payment.
  await page.getByLabel('Код видачі або телефон').fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Знайти' }).click();
  await expect(page.getByRole('status')).toContainText('За цим кодом замовлень');
  await page.getByLabel('Код видачі або телефон').fill(code);
  await page.getByRole('button', { name: 'Знайти' }).click();
  const found = page.getByRole('region', { name: `Замовлення №${orderId}` });
  await expect(found).toContainText('Бойли');
  await expect(found).toContainText('942,00');
  if (shots) {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.screenshot({ path: `${shots}/pickups-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/pickups-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Paid at the counter: the till's choice goes with the hand-over.
  await found.getByRole('radio', { name: 'Готівкою' }).check();
  await found.getByRole('button', { name: 'Видати й прийняти оплату' }).click();
  await expect(page.getByRole('status')).toContainText(`Замовлення №${orderId} видано. Оплату записано.`);
  await expect(shelf.getByRole('link', { name: `№${orderId}`, exact: true })).toHaveCount(0);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Доставлене');

  // Sold: the store's stock went down with the reservation, so what a shopper sees is unchanged.
  expect(await availableAtStore1(shopper)).toBe(before - 2);
  await shopperContext.close();
});
