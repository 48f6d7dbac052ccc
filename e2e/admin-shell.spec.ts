import { demoAdminCode, expect, registerShopperForAdmin, signInStaff, test } from './admin-fixtures';

/** ADR 0090: the back office's door — staff sign-in, roles on the server, CSRF, the audit log. */

test('a stranger and a signed-in shopper get the staff sign-in page, never back-office data', async ({ page }) => {
  for (const path of ['/admin', '/admin/orders', '/admin/audit', '/admin/anything']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toMatch(/^\/admin\/login\?next=/);
  }
  const data = await page.request.get('/admin/staff.data', { maxRedirects: 0 });
  expect(await data.text()).not.toContain('poplavok');
  await registerShopperForAdmin(page, 1);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { name: /Поплавок/ })).toBeVisible();
});

test('a content editor sees only its areas and gets 403 for orders', async ({ page }) => {
  await signInStaff(page, 'content');
  const nav = page.getByRole('navigation', { name: 'Розділи' });
  await expect(nav.getByRole('link', { name: 'Каталог' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Замовлення/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Персонал' })).toHaveCount(0);
  const response = await page.goto('/admin/staff');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Немає доступу' })).toBeVisible();
});

test('the admin signs in with TOTP, creates an account, and the audit log shows it', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Логін').fill('admin');
  await page.getByLabel('Пароль').fill('poplavok');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByRole('alert')).toContainText('Введіть код');
  await signInStaff(page, 'admin', '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Персонал' })).toBeVisible();
  const login = `e2e${Date.now() % 1_000_000}`;
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Створити' }) });
  await form.getByLabel('Логін', { exact: true }).fill(login);
  await form.getByLabel("Ім'я", { exact: true }).fill('Новий менеджер');
  await form.getByLabel('Роль', { exact: true }).selectOption('manager');
  await form.getByLabel('Пароль', { exact: true }).fill('strongpass1');
  await form.getByRole('button', { name: 'Створити' }).click();
  await expect(page.getByRole('status')).toContainText(`«${login}» створено`);
  await expect(page.getByRole('cell', { name: login, exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Розділи' }).getByRole('link', { name: 'Журнал змін' }).click();
  const row = page.getByRole('row').filter({ hasText: 'staff.create' }).filter({ hasText: login });
  await expect(row).toBeVisible();
  await expect(row).toContainText('admin');
  await expect(row).not.toContainText('passwordHash');
  expect(demoAdminCode()).toMatch(/^\d{6}$/);
});

test('a post without the session CSRF token is refused; sign-out ends the session', async ({ page }) => {
  await signInStaff(page, 'manager');
  const forged = await page.request.post('/admin/logout', {
    form: { _csrf: 'forged' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Вийти' })).toBeVisible();
  await page.getByRole('button', { name: 'Вийти' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('staff sign in and out with plain form posts', async ({ page }) => {
    await signInStaff(page, 'moderator');
    await expect(page.getByRole('heading', { name: 'Огляд' })).toBeVisible();
    await page.getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test('the store role works on a phone: navigation, no overflow @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, 'store');
  await expect(page.getByRole('heading', { name: 'Огляд' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
