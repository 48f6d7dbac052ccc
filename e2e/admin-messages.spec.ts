import { expect, signInStaff, test } from './admin-fixtures';
import { uniquePhone } from './fixtures';

/** ADR 0116: the back office's outbox — SMS and e-mails, Kyiv time, by phone. */
test('a manager reads the registration code a shopper was sent, in Kyiv time, and registers with it @mobile', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone(30);
  // The shopper asks for a code in their own browser (step 1 of the storefront form).
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto('/profile?view=register');
  await shop.waitForLoadState('networkidle');
  await shop.getByLabel('Прізвище').fill('Коваленко');
  await shop.getByLabel("Ім'я").fill('Ірина');
  await shop.getByLabel('Телефон').pressSequentially(phone.digits);
  await shop.getByLabel('Пароль').fill('secret5');
  await shop.getByRole('checkbox').check();
  await shop.getByRole('button', { name: 'Зареєструватися' }).click();
  await expect(shop.getByLabel('Код із SMS')).toBeVisible();

  await signInStaff(page, 'manager', '/admin/messages');
  await expect(page.getByRole('heading', { name: 'Повідомлення' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Демо: SMS-шлюз і пошту не налаштовано');
  await page.getByLabel('Телефон або e-mail').fill(phone.digits);
  await page.getByRole('button', { name: 'Застосувати' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Код реєстрації' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(phone.masked);
  await expect(row).toContainText('Не надіслано');
  const text = (await row.textContent()) ?? '';
  const code = /код реєстрації (\d{6})/.exec(text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // Kyiv time: the row's moment as the Kyiv clock reads it now (to the minute, give or take one).
  const kyiv = (at: Date) =>
    new Intl.DateTimeFormat('uk-UA', {
      timeZone: 'Europe/Kyiv',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  const now = Date.now();
  expect(
    [kyiv(new Date(now)), kyiv(new Date(now - 60_000)), kyiv(new Date(now - 120_000))].some((hm) => text.includes(hm)),
  ).toBe(true);

  await shop.getByLabel('Код із SMS').fill(code);
  await shop.getByRole('button', { name: 'Підтвердити номер' }).click();
  await expect(shop.getByRole('heading', { name: 'Вітаємо, Ірина!' })).toBeVisible();
  // Used: its text is wiped from the outbox.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Код реєстрації' })).toContainText('текст стерто');
  await shopper.close();
});

test('the outbox holds customers’ data: a content editor gets 403 and no menu entry', async ({ page }) => {
  await signInStaff(page, 'content');
  await expect(
    page.getByRole('navigation', { name: 'Розділи' }).getByRole('link', { name: 'Повідомлення' }),
  ).toHaveCount(0);
  expect((await page.goto('/admin/messages'))?.status()).toBe(403);
});
