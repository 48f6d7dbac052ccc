import { mkdirSync } from 'node:fs';
import { expect, signInStaff, test } from './admin-fixtures';
import { uniquePhone } from './fixtures';

// ADR 0117: SPEC §9's parcel limits are per parcel. Demo good 10 is a match rod
// at 2,880 UAH: four of them (11,520 UAH) go as two parcels of ≤ 6,000 UAH — checkout says so, the
// back office re-packs them, makes the waybill(s) and tracks them to delivered (demo carrier).

const shots = '/work/notes/shots';
mkdirSync(shots, { recursive: true });
const slow = { timeout: 20_000 };

test('§9 per parcel: an 11,520 UAH Nova Poshta order — checkout says 2 parcels and places it; the manager re-packs, makes the waybill, tracks it to delivered and the carrier’s cash on delivery is recorded', async ({
  page,
  context,
  baseURL,
}) => {
  // Checkout, placing, re-packing, waybills and four tracking rounds: a long journey on a loaded machine.
  test.setTimeout(150_000);
  await context.addCookies([{ name: 'cart', value: '10:4', url: baseURL ?? 'http://127.0.0.1' }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /«Нова пошта» — у відділення/ }).check();
  await expect(page.getByTestId('parcels-note')).toContainText('Відправимо 2 посилками', slow);
  await page.getByTestId('parcels-note').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/i30-parcels-checkout-1440.png` });
  await page.goto('/ru/checkout');
  await page.getByRole('radio', { name: /«Новая почта» — в отделение/ }).check();
  await expect(page.getByTestId('parcels-note')).toContainText('Отправим 2 посылками', slow);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('parcels-note').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/i30-parcels-checkout-390.png` });

  // The order, cash on delivery to Nova Poshta's department 15, placed in the checkout.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /«Нова пошта» — у відділення/ }).check();
  await expect(page.getByRole('radio', { name: /Накладений платіж/ })).toBeChecked();
  await page.getByLabel('Пошук відділення', { exact: false }).fill('№15');
  await page.locator('.co-department input:visible').first().check();
  await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill(uniquePhone(3001).masked);
  await page.getByRole('textbox', { name: 'Прізвище', exact: true }).fill('Вишня');
  await page.getByRole('textbox', { name: "Ім'я", exact: true }).fill('Остап');
  await expect(page.locator('.co-reasons')).toHaveCount(0);
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/, slow);
  const number = Number(new URL(page.url()).searchParams.get('order'));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInStaff(page, 'manager', `/admin/orders/${number}`);
  const panel = page.getByRole('region', { name: 'ТТН' });
  await expect(panel.getByTestId('parcel')).toHaveCount(2);
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByRole('status')).toContainText('Стан змінено');
  // Move one rod from parcel 1 into a new, third parcel.
  await panel.getByLabel(/у посилці 1$/).fill('1');
  await panel.getByLabel(/у посилці 3$/).fill('1');
  await panel.getByRole('button', { name: 'Зберегти пакування' }).click();
  await expect(page.getByRole('status')).toContainText('Пакування збережено: посилок — 3');
  await expect(panel.getByTestId('parcel')).toHaveCount(3);
  await expect(panel).toContainText('Перепаковано вручну.');
  await panel.getByTestId('packing').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/i30-parcels-admin-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/i30-parcels-admin-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  // A parcel over §9 is refused with its number.
  await panel.getByLabel(/у посилці 1$/).fill('1');
  await panel.getByLabel(/у посилці 2$/).fill('3');
  await panel.getByLabel(/у посилці 3$/).fill('0');
  await panel.getByRole('button', { name: 'Зберегти пакування' }).click();
  await expect(page.getByRole('alert')).toContainText('посилка 2 більша за ліміти');

  await page.getByRole('button', { name: 'Зібрати' }).click();
  await expect(page.getByRole('status')).toContainText('Стан змінено');
  await page.getByRole('button', { name: 'Створити ТТН' }).click();
  const waybill = `DEMO-NP-${String(number).padStart(8, '0')}`;
  // Nova Poshta takes the three parcels as three seats of one waybill.
  await expect(page.getByRole('status')).toContainText(`ТТН ${waybill} створено (3 місця) (демо-перевізник)`);
  await expect(panel.getByTestId('waybill')).toContainText('Посилки 1, 2, 3');
  // The demo waybill moves a step per tracking call: in transit, arrived, delivered.
  await page.getByRole('button', { name: 'Оновити статуси ТТН' }).click();
  await expect(panel.getByTestId('waybill')).toContainText(/У дорозі \(демо\)|Прибула у відділення \(демо\)/);
  const badge = page.getByRole('heading', { level: 1 }).locator('.admin-badge');
  for (let i = 0; i < 3 && (await page.getByRole('button', { name: 'Оновити статуси ТТН' }).count()); i++) {
    await page.getByRole('button', { name: 'Оновити статуси ТТН' }).click();
    await expect(page.getByRole('status')).toContainText('Статуси оновлено');
  }
  await expect(badge).toHaveText('Доставлене');
  await expect(panel.getByTestId('waybill')).toContainText('Отримано (демо)');
  // The carrier paid the cash on delivery (the demo carrier says so on delivery, as Nova Poshta's
  // Redelivery does): the order is paid, with no hand work.
  await expect(page.getByRole('region', { name: 'Оплата' }).getByRole('heading')).toContainText('Оплачено');
});
