import { expect, type Page, test } from '@playwright/test';
import { apiRegister, openLoginDialog as openDialog, uniquePhone } from './fixtures';

// Accounts and profile (SPEC §2 dialogs, §4 auth states, §5 messages, §6 roles, §8 errors).
// Phones are unique per test so runs do not depend on each other. Signing in runs scrypt: on a
// loaded machine the answer may take longer than the default 5 s.
const slow = { timeout: 15_000 };

/** Registers through the API (sets the token cookie in the page's context). */
async function registerByApi(page: Page, n: number) {
  const phone = uniquePhone(n);
  const response = await apiRegister(page.request, {
    form: { phone: phone.masked, password: 'secret5', first_name: 'Тарас', last_name: 'Шевченко' },
  });
  expect(response.ok()).toBe(true);
  return phone;
}

test.describe('accounts', () => {
  test('registration shows every §5 message per field, filters names and checks the phone (§5, §8)', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openDialog(page);
    await dialog.getByRole('link', { name: 'Зареєструватися' }).click();
    await expect(dialog.getByRole('heading', { name: 'Реєстрація' })).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Зареєструватися' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText("Прізвище обов'язкове")).toBeVisible();
    await expect(dialog.getByText("Ім'я обов'язкове")).toBeVisible();
    await expect(dialog.getByText("Телефон обов'язковий")).toBeVisible();
    await expect(dialog.getByText("Пароль обов'язковий")).toBeVisible();

    await dialog.getByLabel('Прізвище').pressSequentially('Kovalenko Коваленко1!');
    await expect(dialog.getByLabel('Прізвище')).toHaveValue(' Коваленко');
    await dialog.getByLabel("Ім'я").fill('Ірина');
    await dialog.getByLabel('Телефон').pressSequentially('050abc12');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+38(050)12');
    await dialog.getByLabel(/Email/).fill('not-an-email');
    await dialog.getByLabel('Пароль').fill('abc');
    await submit.click();
    await expect(dialog.getByText('Телефон не вірний')).toBeVisible();
    await expect(dialog.getByText('Email не вірний')).toBeVisible();
    await expect(dialog.getByText('Мінімальна довжина паролю 5 символів')).toBeVisible();

    // The registered-phone check, 500 ms after typing stops, offers to log in.
    await dialog.getByLabel('Телефон').fill('');
    await dialog.getByLabel('Телефон').pressSequentially('0501234567');
    await expect(dialog.getByText('Цей номер вже зареєстрований')).toBeVisible();
    await dialog.getByRole('link', { name: 'Увійти з паролем' }).click();
    await expect(dialog.getByRole('heading', { name: 'Вхід' })).toBeVisible();
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+38(050)123-45-67');

    // A new number registers; the thank-you screen links to the profile.
    await dialog.getByRole('link', { name: 'Зареєструватися' }).click();
    const phone = uniquePhone(1);
    await dialog.getByLabel('Прізвище').fill('Коваленко');
    await dialog.getByLabel("Ім'я").fill('Ірина');
    await dialog.getByLabel('Телефон').pressSequentially(phone.digits);
    await dialog.getByLabel('Пароль').fill('secret5');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Зареєструватися' }).click();
    // The phone is verified by a code from SMS; the demo shows it, marked as the demo's.
    await expect(dialog.getByRole('status')).toContainText(`Ми надіслали SMS з кодом на номер ${phone.masked}`);
    const note = dialog.getByRole('note');
    await expect(note).toContainText('ДЕМО: SMS не надсилаються');
    const code = (await note.getAttribute('data-demo-code')) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Код із SMS').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Підтвердити номер' }).click();
    await expect(dialog.getByText('Код не вірний. Перевірте SMS і спробуйте ще раз.')).toBeVisible();
    await dialog.getByLabel('Код із SMS').fill(code);
    await dialog.getByRole('button', { name: 'Підтвердити номер' }).click();
    await expect(dialog.getByRole('heading', { name: 'Дякуємо за реєстрацію!' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Перейти до профілю' }).click();
    await expect(page.getByRole('heading', { name: 'Вітаємо, Ірина!' })).toBeVisible();
  });

  test('Russian registration messages on a phone @mobile', async ({ page }) => {
    await page.goto('/ru/profile?view=register');
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Фамилия обязательна')).toBeVisible();
    await expect(page.getByText('Имя обязательно')).toBeVisible();
    await expect(page.getByText('Телефон обязателен')).toBeVisible();
    await expect(page.getByText('Пароль обязателен')).toBeVisible();
  });

  test('sign-in and sign-out tooltips; sign-out clears personal storage (§4, §9) @mobile', async ({ page }) => {
    await page.goto('/shops');
    await page.evaluate(() => localStorage.setItem('poplavok:compare', '[1,2]'));
    const dialog = await openDialog(page);
    await dialog.getByLabel('Телефон').pressSequentially('0501234567');
    await dialog.getByLabel('Пароль').fill('poplavok');
    await dialog.getByRole('button', { name: 'Увійти' }).click();
    await expect(dialog).toBeHidden(slow);
    const notices = page.locator('.notices');
    await expect(notices).toHaveAttribute('role', 'status');
    await expect(notices.getByText('Успішно авторизувались')).toBeVisible(slow);
    await notices.getByRole('link', { name: 'Закрити' }).click();
    await expect(notices.getByText('Успішно авторизувались')).toBeHidden();
    await expect(page).toHaveURL(/\/shops$/);

    const menu = (await page.locator('.profile-menu summary').isVisible())
      ? page.locator('.profile-menu')
      : page.locator('#bottom-sheet-cabinet');
    if (await page.locator('.profile-menu summary').isVisible()) await page.locator('.profile-menu summary').click();
    else await page.locator('.bottom-menu').getByRole('button', { name: 'Кабінет' }).click();
    await expect(menu.getByText('Замовлення')).toBeVisible();
    await menu.getByRole('button', { name: 'Вийти' }).click();
    await expect(page.locator('.notices').getByText('Вийшли з профілю')).toBeVisible(slow);
    await expect(page).toHaveURL(/\/shops$/);
    expect(await page.evaluate(() => localStorage.getItem('poplavok:compare'))).toBeNull();
  });

  test('Russian tooltips after signing in from the dialog', async ({ page }) => {
    await page.goto('/ru/shops');
    const dialog = await openDialog(page, 'Профиль');
    await expect(dialog.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await dialog.getByLabel('Телефон').pressSequentially('0671112233');
    await dialog.getByLabel('Пароль').fill('poplavok');
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(page.locator('.notices').getByText('Успешно авторизовались')).toBeVisible();
  });

  test('recovery has two steps: phone, then the SMS password with "change number" (§4)', async ({ page }) => {
    const phone = await registerByApi(page, 2);
    await page.context().clearCookies();
    await page.goto('/');
    const dialog = await openDialog(page);
    await dialog.getByRole('link', { name: 'Забули пароль?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Відновлення паролю' })).toBeVisible();
    await dialog.getByLabel('Телефон').pressSequentially('0670000001');
    await dialog.getByRole('button', { name: 'Надіслати пароль' }).click();
    await expect(dialog.getByText('Користувача з таким номером не знайдено')).toBeVisible();
    await dialog.getByLabel('Телефон').fill('');
    await dialog.getByLabel('Телефон').pressSequentially(phone.digits);
    await dialog.getByRole('button', { name: 'Надіслати пароль' }).click();
    await expect(dialog.getByText(`Новий пароль надіслано SMS на номер ${phone.masked}`)).toBeVisible();
    await expect(dialog.getByLabel('Пароль із SMS')).toBeVisible();
    await dialog.getByRole('link', { name: 'Змінити номер' }).click();
    await expect(dialog.getByRole('button', { name: 'Надіслати пароль' })).toBeVisible();
    await expect(dialog.getByLabel('Телефон')).toBeVisible();
  });

  test('profile edits: address, fishing type, birthday once, password mismatch (§2, §5, §6) @mobile', async ({
    page,
  }) => {
    await registerByApi(page, 3);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Вітаємо, Тарас!' })).toBeVisible();
    await expect(page.getByText('Ваш рівень: 5 %')).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.locator('.profile-card', { hasText: 'Адреса' }).getByRole('link', { name: 'Змінити' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog.getByText('Вкажіть місто')).toBeVisible();
    await dialog.getByLabel('Місто').fill('Київ');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.notices').getByText('Дані збережено')).toBeVisible();
    await expect(page.locator('.profile-card', { hasText: 'Адреса' })).toContainText('Київ');

    await page.locator('.profile-card', { hasText: 'Вид риболовлі' }).getByRole('link', { name: 'Змінити' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Фідер і короп').check();
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.locator('.profile-card', { hasText: 'Вид риболовлі' })).toContainText('Фідер і короп');

    await page.locator('.profile-card', { hasText: 'Дата народження' }).getByRole('link', { name: 'Вказати' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('День').fill('5');
    await dialog.getByLabel('Місяць').fill('7');
    await dialog.getByLabel('Рік').fill('1990');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    const birthday = page.locator('.profile-card', { hasText: 'Дата народження' });
    await expect(birthday).toContainText('05.07.1990');
    await expect(birthday.getByRole('link', { name: 'Вказати' })).toHaveCount(0);

    await page.locator('.profile-card', { hasText: '••••••' }).getByRole('link', { name: 'Змінити пароль' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Поточний пароль').fill('secret5');
    await dialog.getByLabel('Новий пароль', { exact: true }).fill('secret6');
    await dialog.getByLabel('Повторіть новий пароль').fill('secret7');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog.getByText('Паролі не співпадають')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('orders page lists orders with lines and status history; a guest gets the sign-in form (§2)', async ({
    page,
  }) => {
    await page.goto('/profile/orders');
    await expect(page.getByRole('heading', { name: 'Вхід до профілю' })).toBeVisible();
    await page.getByLabel('Телефон').fill('0501234567');
    await page.getByLabel('Пароль').fill('poplavok');
    await page.getByRole('button', { name: 'Увійти' }).click();
    // Signing in from /profile/orders comes back to it.
    await expect(page.getByRole('heading', { name: 'Мої замовлення' })).toBeVisible(slow);
    await page.goto('/ru/profile/orders');
    await expect(page.getByRole('heading', { name: 'Мои заказы' })).toBeVisible();
    const first = page.locator('.order-card').first();
    await first.getByText('Подробности').click();
    await expect(first.getByRole('heading', { name: 'История статусов' })).toBeVisible();
    for (const path of ['/ru/profile/wishlist', '/ru/profile/waitlist', '/ru/profile/seen_goods']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
    }
  });
});

test.describe('accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in and registration are plain forms with notices after the redirect @mobile', async ({ page }) => {
    await page.goto('/profile?view=register');
    await page.getByRole('button', { name: 'Зареєструватися' }).click();
    await expect(page.getByText('Підтвердіть згоду з умовами користувача')).toBeVisible();
    await expect(page.getByText("Прізвище обов'язкове")).toBeVisible();
    const phone = uniquePhone(4);
    await page.getByLabel('Прізвище').fill('Франко');
    await page.getByLabel("Ім'я").fill('Іван');
    await page.getByLabel('Телефон').fill(phone.masked);
    await page.getByLabel('Пароль').fill('secret5');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Зареєструватися' }).click();
    // The code step; without scripts the password is asked again with the code.
    const code = (await page.getByRole('note').getAttribute('data-demo-code')) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Код із SMS').fill(code);
    await page.getByLabel('Пароль').fill('secret5');
    await page.getByRole('button', { name: 'Підтвердити номер' }).click();
    await expect(page.getByRole('heading', { name: 'Вітаємо, Іван!' })).toBeVisible();
    await expect(page.locator('.notices')).toContainText('Дякуємо за реєстрацію!');

    await page.getByRole('button', { name: 'Вийти' }).first().click();
    await expect(page.locator('.notices')).toContainText('Вийшли з профілю');

    await page.goto('/ru/profile');
    await page.getByLabel('Телефон').fill(phone.masked);
    await page.getByLabel('Пароль').fill('secret5');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { name: 'Здравствуйте, Іван!' })).toBeVisible();
    await expect(page.locator('.notices')).toContainText('Успешно авторизовались');
  });
});
