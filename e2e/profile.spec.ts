import { expect, test } from './fixtures';

// Sign-in by phone and password on the storefront (SPEC §2 profile, §4 auth, §5/§8 messages).
test.describe('profile', () => {
  test('a wrong password shows the §5 message under the password field @mobile', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Вхід до профілю' })).toBeVisible();
    await page.getByLabel('Телефон').fill('+38(050)123-45-67');
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByRole('alert')).toHaveText('Пароль не вірний. Спробуйте ще раз.');
    await expect(page.getByLabel('Телефон')).toHaveValue('+38(050)123-45-67');
  });

  test('an invalid phone gets the §5 phone message', async ({ page }) => {
    await page.goto('/ru/profile');
    await page.getByLabel('Телефон').fill('12345');
    await page.getByLabel('Пароль').fill('poplavok');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.locator('#page-login-phone-error')).toHaveText('Телефон неверный');
  });

  test('the demo shopper signs in, sees orders and loyalty level, and signing out returns home (§2)', async ({
    page,
  }) => {
    await page.goto('/profile');
    await page.getByLabel('Телефон').fill('0501234567');
    await page.getByLabel('Пароль').fill('poplavok');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByRole('heading', { name: 'Вітаємо, Олександр!' })).toBeVisible();
    await expect(page.getByText('+38(050)123-45-67')).toBeVisible();
    await expect(page.locator('.order-list li').first()).toBeVisible();
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);
    expect((token?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(30 * 24 * 3600);
    await page.getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Вхід до профілю' })).toBeVisible();
  });
});
