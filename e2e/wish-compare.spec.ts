import type { APIRequestContext } from '@playwright/test';
import { apiRegister, expect, type Page, signInInDialog, test, uniquePhone, waitHydrated } from './fixtures';

// As a shopper sees it, ua and ru, desktop and @mobile: a guest's heart opens
// the login dialog with §6's message and the add completes after signing in (without JS: the
// wish-list page asks to sign in, then offers the lists); compare says "already in compare" (§8).

const slow = { timeout: 15_000 };

/** A fresh customer registered through the API, the browser staying a guest. */
async function freshCustomer(request: APIRequestContext, n: number) {
  const phone = uniquePhone(n);
  const response = await apiRegister(request, {
    form: { phone: phone.masked, password: 'secret5', first_name: 'Тарас', last_name: 'Шевченко' },
  });
  expect(response.ok()).toBe(true);
  return phone;
}

const firstCard = (page: Page) => page.locator('.good-card').first();
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('a guest adding to a wish list (§6)', () => {
  test('the heart opens the login dialog with the §6 message; the add completes after signing in (ua) @mobile', async ({
    page,
    request,
  }) => {
    const phone = await freshCustomer(request, 11);
    await page.goto('/');
    await waitHydrated(page);
    const title = (await firstCard(page).locator('.good-card-title').textContent())?.trim() ?? '';
    await firstCard(page).getByRole('button', { name: 'Додати до списку бажань' }).click();
    const login = page.getByRole('dialog', { name: 'Вхід' });
    await expect(login.getByText('Щоб зберігати товари у списках бажань, увійдіть до профілю.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await signInInDialog(login, phone.digits, 'secret5');
    const save = page.getByRole('dialog', { name: 'Зберегти у список' });
    await expect(save).toBeVisible(slow);
    await save.getByLabel('Новий список').check();
    await save.getByLabel('Назва списку').fill('Фідер');
    await save.getByRole('button', { name: 'Зберегти' }).click();
    await expect(status(page, 'Товар додано до списку «Фідер»')).toBeVisible();
    await page.goto('/profile/wishlist');
    await expect(page.getByRole('article', { name: /Фідер/ }).getByText(title)).toBeVisible();
  });

  test('the Russian dialog asks the same, and closing it keeps the shopper on the page', async ({ page }) => {
    await page.goto('/ru');
    await waitHydrated(page);
    await firstCard(page).getByRole('button', { name: 'Добавить в список желаний' }).click();
    const login = page.getByRole('dialog', { name: 'Вход' });
    await expect(login.getByText('Чтобы сохранять товары в списках желаний, войдите в профиль.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/ru$/);
  });
});

test.describe('the heart without JavaScript (§6)', () => {
  test.use({ javaScriptEnabled: false });

  test('the wish-list page asks a guest to sign in, then offers the lists (ua) @mobile', async ({ page, request }) => {
    const phone = await freshCustomer(request, 12);
    await page.goto('/');
    const title = (await firstCard(page).locator('.good-card-title').textContent())?.trim() ?? '';
    await firstCard(page).getByRole('button', { name: 'Додати до списку бажань' }).click();
    await expect(page).toHaveURL(/\/profile\/wishlist\?add=\d+$/);
    await expect(page.getByText('Щоб зберігати товари у списках бажань, увійдіть до профілю.')).toBeVisible();
    await page.getByLabel('Телефон').fill(phone.masked);
    await page.getByLabel('Пароль').fill('secret5');
    await page.locator('.auth-form').getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/profile\/wishlist\?add=\d+/, slow);
    const form = page.getByRole('form', { name: `Зберегти у список: ${title}` });
    await form.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByText('Введіть назву списку')).toBeVisible();
    await form.getByLabel('Назва списку').fill('Без скриптів');
    await form.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('article', { name: /Без скриптів/ }).getByText(title)).toBeVisible();
    await expect(page.getByRole('form', { name: /Зберегти у список/ })).toHaveCount(0);
  });

  test('the same request in Russian', async ({ page }) => {
    await page.goto('/ru');
    await firstCard(page).getByRole('button', { name: 'Добавить в список желаний' }).click();
    await expect(page).toHaveURL(/\/ru\/profile\/wishlist\?add=\d+$/);
    await expect(page.getByText('Чтобы сохранять товары в списках желаний, войдите в профиль.')).toBeVisible();
  });
});

test.describe('already in compare (§8)', () => {
  for (const lang of [
    {
      prefix: '',
      add: 'Додати до порівняння',
      added: 'Товар додано до порівняння',
      inIt: 'У порівнянні',
      already: 'Товар уже є в порівнянні',
      open: 'Перейти до порівняння',
      removed: 'Товар видалено з порівняння',
    },
    {
      prefix: '/ru',
      add: 'Добавить к сравнению',
      added: 'Товар добавлен к сравнению',
      inIt: 'В сравнении',
      already: 'Товар уже есть в сравнении',
      open: 'Перейти к сравнению',
      removed: 'Товар удалён из сравнения',
    },
  ]) {
    test(`a second click says "already in compare" and keeps the good; the compare page removes it (${lang.prefix || 'ua'}) @mobile`, async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}/`);
      await waitHydrated(page);
      const card = firstCard(page);
      await card.getByRole('button', { name: lang.add }).click();
      await expect(status(page, lang.added)).toBeVisible();
      await card.getByRole('button', { name: lang.inIt }).click();
      await expect(status(page, lang.already)).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('poplavok:compare') ?? '[]'));
      expect(stored).toHaveLength(1);
      await expect(card.getByRole('button', { name: lang.inIt })).toBeVisible();
      await status(page, lang.already).getByRole('link', { name: lang.open }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/compare`));
      await expect(page.locator('.compare-good')).toHaveCount(1);
      await page.locator('.compare-remove').click();
      await expect(status(page, lang.removed)).toBeVisible();
      await expect(page.locator('.compare-good')).toHaveCount(0);
    });
  }
});
