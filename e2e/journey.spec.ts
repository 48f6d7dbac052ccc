import { apiRegister, expect, test } from './fixtures';

// The main journey in Russian, on desktop and a phone: a guest fills the cart, signs in (the
// cart joins the account with the merge message, §4), checks out to a carrier department with cash
// on delivery (§9 fees), lands on the success page and finds the order in the profile.
const rod = '/ru/teleskopichne-vudylyshche-flagman-cayman-1494m-4-5-m-10-30-h/p11';
const slow = { timeout: 15_000 };

test('a guest cart → sign-in with the merge message → checkout → success → the order in the profile, in Russian @mobile', async ({
  page,
  request,
}, testInfo) => {
  // A fresh account (its own cart and orders), registered from another client: the browser stays a guest.
  const tail = String(Date.now() * 10 + testInfo.retry).slice(-7);
  const phone = `+38(068)${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`;
  const registered = await apiRegister(request, {
    form: { phone, password: 'secret5', first_name: 'Ирина', last_name: 'Коваль' },
  });
  expect(registered.ok()).toBe(true);

  await page.goto(rod);
  await page.getByRole('button', { name: 'Купить', exact: true }).first().click();
  // The popup opens at once; the line shows when the cart has it.
  await expect(
    page.getByRole('dialog', { name: 'Корзина' }).getByRole('link', { name: /Flagman Cayman/ }),
  ).toBeVisible();

  await page.goto('/ru/profile');
  await page.getByLabel('Телефон').fill(phone);
  await page.getByLabel('Пароль').fill('secret5');
  await page.getByRole('button', { name: 'Войти' }).click();
  // The cart dialog opens over the profile with the merge message (§4).
  const popup = page.getByRole('dialog', { name: 'Корзина' });
  await expect(popup.getByRole('status').filter({ hasText: 'Пожалуйста, проверьте заказ' })).toBeVisible(slow);
  await expect(popup.locator('.cart-line-title')).toContainText('Flagman Cayman');
  await popup.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/checkout$/);
  await expect(page.locator('.cart-line .cart-line-title')).toContainText('Flagman Cayman');

  // Contacts come from the profile (§4); the header, footer and bottom menu are hidden (§2).
  await expect(page.getByRole('textbox', { name: 'Фамилия', exact: true })).toHaveValue('Коваль');
  await expect(page.locator('.site-header, .site-footer, .bottom-menu')).toHaveCount(0);
  await page.getByRole('radio', { name: /«Новая почта» — в отделение/ }).check();
  await expect(page.getByRole('radio', { name: /Наложенный платёж/ })).toBeChecked();
  await page.getByLabel('Поиск отделения', { exact: false }).fill('№15');
  await page.locator('.co-department input:visible').first().check();
  await expect(page.locator('.co-summary [data-total="packaging"] dd')).toHaveText('35.00 грн');
  await expect(page.locator('.co-reasons')).toHaveCount(0);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  await expect(page).toHaveURL(/\/ru\/checkout\/success\?order=\d+$/, slow);
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Заказ №${number}`);

  await page.goto('/ru/profile/orders');
  const card = page.locator('.order-card').filter({ hasText: `№${number}` });
  await expect(card).toBeVisible();
  await card.getByText('Подробности').click();
  await expect(card.getByText('Flagman Cayman')).toBeVisible();
});
