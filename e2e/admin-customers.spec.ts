import { expect, signInStaff, test } from './admin-fixtures';
import { apiRegister, openLoginDialog, uniquePhone } from './fixtures';

/** "Customers (managers)": search by phone, the §6 call-centre changes, blocking. */

const shots = '/tmp/shots-customers';

test.use({ viewport: { width: 1440, height: 900 } });

test('a manager finds a customer by phone, changes the birthday and the phone, blocks them; the shopper cannot sign in (§6)', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone(31);
  const newPhone = uniquePhone(32);
  // The shopper registers and stays signed in in their own browser.
  const shopper = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shop = await shopper.newPage();
  const registered = await apiRegister(shop.request, {
    form: { phone: phone.masked, password: 'secret5', first_name: 'Остап', last_name: 'Вишня' },
  });
  expect(registered.ok()).toBe(true);
  await shop.goto('/profile');
  await expect(shop.locator('body')).toContainText('Остап');

  await signInStaff(page, 'manager', '/admin/customers');
  // Any spelling of the phone: digits with spaces, as a caller dictates it.
  const spaced = `${phone.digits.slice(0, 3)} ${phone.digits.slice(3, 6)} ${phone.digits.slice(6, 8)} ${phone.digits.slice(8)}`;
  await page.getByLabel("Телефон, ім'я, e-mail або номер картки").fill(spaced);
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: `${shots}/search-1440.png` });
  await page.getByRole('link', { name: 'Вишня Остап' }).click();
  await expect(page.getByRole('heading', { name: /Вишня Остап/ })).toBeVisible();

  // The birthday (§6: only through the call centre).
  const birthday = page.getByRole('group', { name: 'Дата народження' });
  await birthday.getByLabel('День').fill('31');
  await birthday.getByLabel('Місяць').fill('2');
  await birthday.getByLabel('Рік').fill('1990');
  await page
    .getByRole('group', { name: 'Дата народження' })
    .locator('..')
    .getByRole('button', { name: 'Зберегти' })
    .click();
  await expect(page.getByText('Невірна дата народження')).toBeVisible();
  await birthday.getByLabel('День').fill('28');
  await page
    .getByRole('group', { name: 'Дата народження' })
    .locator('..')
    .getByRole('button', { name: 'Зберегти' })
    .click();
  await expect(page.getByRole('status')).toContainText('Дату народження збережено.');
  const history = page.getByRole('complementary').getByRole('region', { name: 'Історія' });
  await expect(history).toContainText('Дата народження: — → 28.02.1990');
  await expect(history).toContainText('manager');

  // The main phone: a taken one is refused clearly; a free one signs the shopper out.
  const phoneField = page.getByLabel('Основний телефон');
  await phoneField.fill('+38(050)123-45-67');
  await page.getByRole('button', { name: 'Зберегти' }).first().click();
  await expect(page.getByText(/Номер \+38\(050\)123-45-67 уже має інший клієнт \(клієнт №1\)/).first()).toBeVisible();
  await phoneField.fill(newPhone.masked);
  await page.getByRole('button', { name: 'Зберегти' }).first().click();
  await expect(page.getByRole('status')).toContainText(`Телефон змінено на ${newPhone.masked}`);
  await expect(history).toContainText(`→ ${newPhone.masked}`);
  await shop.reload();
  await expect(shop.locator('body')).not.toContainText('Остап');

  // Block (asks again first).
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Заблокувати' }).click();
  await expect(page.getByRole('status')).toContainText('Клієнта заблоковано');
  await expect(page.getByRole('button', { name: 'Розблокувати' })).toBeVisible();
  await expect(history).toContainText('Заблоковано');
  await page.screenshot({ path: `${shots}/customer-1440.png`, fullPage: true });

  // The blocked shopper cannot sign in with the new phone: a clear message, no session.
  await shop.goto('/');
  const dialog = await openLoginDialog(shop);
  await dialog.getByLabel('Телефон').pressSequentially(newPhone.digits);
  await dialog.getByLabel('Пароль').fill('secret5');
  await dialog.getByRole('button', { name: 'Увійти' }).click();
  await expect(dialog).toContainText('Ваш профіль заблоковано. Зверніться до кол-центру: 0 800 303 355');
  await shop.screenshot({ path: `${shots}/blocked-shopper-1440.png` });
  await shopper.close();
});

test('a moderator cannot open the customers', async ({ page }) => {
  await signInStaff(page, 'moderator');
  expect((await page.goto('/admin/customers'))?.status()).toBe(403);
  expect((await page.goto('/admin/customers/1'))?.status()).toBe(403);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the manager sets a customer's personal discount by a plain post", async ({ page }) => {
    await signInStaff(page, 'manager', '/admin/customers?q=opt%40example.com');
    await page.getByRole('link', { name: /Мельник/ }).click();
    const value = 8 + (Date.now() % 5);
    await page.getByLabel('Персональна знижка, %').fill(String(value));
    await page
      .getByLabel('Персональна знижка, %')
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: 'Зберегти' })
      .click();
    await expect(page.getByRole('status')).toContainText(`Персональна знижка: ${value} %.`);
    await expect(page.getByRole('complementary')).toContainText(`→ ${value} %`);
  });
});
