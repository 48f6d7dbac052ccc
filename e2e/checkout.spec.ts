import { type BrowserContext, expect, type Page, test } from '@playwright/test';

// Demo goods (db/demo): 11 a telescopic rod at 524.99 (sale price), 13 a rod at 264,
// 10 a match rod at 2880 (full price), 2 a feeder rod that is not available.
const rod = '/teleskopichne-vudylyshche-flagman-cayman-1494m-4-5-m-10-30-h/p11';

/** A guest cart of `cart=<id>:<qty>,…` (ADR 0030), set as the browser would keep it. */
async function guestCart(context: BrowserContext, baseURL: string | undefined, lines: string) {
  await context.addCookies([{ name: 'cart', value: lines, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function fillContacts(page: Page, ru = false) {
  await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+38(050)765-43-21');
  await page.getByRole('textbox', { name: ru ? 'Фамилия' : 'Прізвище', exact: true }).fill('Тарасенко');
  await page.getByRole('textbox', { name: ru ? 'Имя' : "Ім'я", exact: true }).fill('Остап');
}

const total = (page: Page, key: string) => page.locator(`.co-summary [data-total="${key}"] dd`);

test.describe('checkout (§3 Order, §4, §5, §8, §9)', () => {
  test('a guest orders a rod to a carrier department with cash on delivery: COD commission and 35 UAH packaging (§9); the success page is theirs only @mobile', async ({
    page,
    browser,
  }) => {
    await page.goto(rod);
    await page.getByRole('button', { name: 'Купити' }).first().click();
    // With JavaScript, Buy opens the cart popup once the line is in the cart.
    await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
    await page.goto('/checkout');
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await expect(page.getByTestId('town')).toHaveText('Київ');

    await page.getByRole('radio', { name: /«Нова пошта» — у відділення/ }).check();
    await expect(page.getByRole('radio', { name: /Накладений платіж/ })).toBeChecked();
    await page.getByLabel('Пошук відділення', { exact: false }).fill('№15');
    await page.locator('.co-department input:visible').first().check();
    await expect(total(page, 'packaging')).toHaveText('35.00 грн');
    await expect(total(page, 'commission')).toBeVisible();
    await fillContacts(page);
    await expect(page.locator('.co-reasons')).toHaveCount(0);
    await page.getByRole('button', { name: 'Оформити замовлення' }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Замовлення №');
    await expect(page.locator('[data-total="packaging"] dd')).toHaveText('35.00 грн');
    await expect(page.locator('[data-total="commission"]')).toBeVisible();
    await expect(page.getByText('Телескопічне вудилище Flagman Cayman')).toBeVisible();

    // Another browser (no session of the buyer) does not see the order.
    const stranger = await browser.newContext();
    const response = await (await stranger.newPage()).goto(page.url());
    expect(response?.status()).toBe(404);
    await stranger.close();
  });

  test('Kyiv courier costs 60 UAH under 2,000 UAH and nothing from 2,000; the courier needs an address (§5, §9) @mobile', async ({
    page,
    context,
    baseURL,
  }) => {
    await guestCart(context, baseURL, '11:1');
    await page.goto('/ru/checkout');
    await page.getByRole('radio', { name: /Курьер по Киеву/ }).check();
    await expect(total(page, 'delivery')).toHaveText('60.00 грн');
    await expect(page.locator('.co-reasons')).toContainText('Укажите улицу и дом');
    await expect(page.locator('.co-reasons')).toContainText('укажите фамилию и имя получателя');
    await fillContacts(page, true);
    await page.getByLabel('Улица').fill('Хрещатик');
    await page.getByLabel('Дом').fill('1');
    await expect(page.locator('.co-reasons')).toHaveCount(0);

    await guestCart(context, baseURL, '10:1');
    await page.goto('/ru/checkout');
    await page.getByRole('radio', { name: /Курьер по Киеву/ }).check();
    // 2,880 goods + 35 packaging (a rod), no delivery cost: only the courier's answer shows this sum.
    await expect(total(page, 'price')).toHaveText('2 915.00 грн');
    await expect(total(page, 'delivery')).toHaveText('бесплатно');
  });

  test('an order of 500 UAH or less is blocked with the §8 text and the amount to add', async ({
    page,
    context,
    baseURL,
  }) => {
    await guestCart(context, baseURL, '13:1');
    await page.goto('/checkout');
    const reasons = page.locator('.co-reasons');
    await expect(reasons).toContainText('Мінімальне замовлення - 500 грн*');
    await expect(reasons).toContainText('Додайте товарів ще на 236.01 грн');
    await expect(page.getByRole('button', { name: 'Оформити замовлення' })).toBeDisabled();
  });

  test('an unavailable line blocks the order (§5, §8)', async ({ page, context, baseURL }) => {
    await guestCart(context, baseURL, '10:1,2:1');
    await page.goto('/ru/checkout');
    await expect(page.locator('.co-reasons')).toContainText('Этого товара нет в наличии');
    await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });

  test('promo code FISH10 takes 10 % off full-price goods; a wrong one says so', async ({ page, context, baseURL }) => {
    await guestCart(context, baseURL, '10:1');
    await page.goto('/checkout');
    await page.getByLabel('Промокод').fill('NOSUCHCODE');
    await expect(page.locator('.co-reasons')).toContainText('Промокод недійсний');
    await page.getByLabel('Промокод').fill('FISH10');
    await expect(total(page, 'promo')).toHaveText('−288.00 грн');
    await expect(total(page, 'price')).toHaveText('2 592.00 грн');
  });
});

test('a signed-in shopper gets the contacts from the profile and the last order preselected (§4) @mobile', async ({
  page,
  context,
  baseURL,
}) => {
  // A signed-in shopper's cart is the server's: the guest cart is set before signing in, which
  // merges it (other specs sign in as this shopper and may have ordered or emptied that cart).
  await guestCart(context, baseURL, '10:1');
  await page.goto('/ru/profile');
  await page.getByLabel('Телефон').fill('+38(050)123-45-67');
  await page.getByLabel('Пароль').fill('poplavok');
  await page.getByRole('button', { name: /Войти/ }).click();
  // Signing in hashes the password: slow on a busy machine.
  await expect(page.getByLabel('Пароль')).toHaveCount(0, { timeout: 20_000 });
  await page.goto('/ru/checkout');
  await expect(page.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveValue('+38(050)123-45-67');
  await expect(page.getByRole('textbox', { name: 'Фамилия', exact: true })).toHaveValue('Коваленко');
  await expect(page.locator('.co-cards input[name="deliveryMethod"]:checked')).toHaveCount(1);
  await expect(page.locator('.co-cards input[name="paymentMethod"]:checked')).toHaveCount(1);
});

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same order is placed with plain form posts: update, then place @mobile', async ({
    page,
    context,
    baseURL,
  }) => {
    await guestCart(context, baseURL, '11:1');
    await page.goto('/ru/checkout');
    await fillContacts(page, true);
    await page.getByRole('radio', { name: /«Новая почта» — в отделение/ }).check();
    await page.getByRole('button', { name: 'Обновить сумму' }).click();
    await expect(page.getByRole('radio', { name: /Наложенный платёж/ })).toBeChecked();
    await page.getByLabel('Поиск отделения', { exact: false }).fill('№15');
    await page.locator('.co-departments').getByRole('button', { name: 'Найти' }).click();
    await page.locator('.co-department input').first().check();
    await page.getByRole('button', { name: 'Обновить сумму' }).click();
    await expect(total(page, 'packaging')).toHaveText('35.00 грн');
    await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/ru\/checkout\/success\?order=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Заказ №');
  });
});

test.describe('one-click purchase (SPEC §1, ADR 0050)', () => {
  test('from the product page: phone only, then the confirmation @mobile', async ({ page }) => {
    await page.goto(rod);
    await page.getByText('Купити в один клік').click();
    await page.getByLabel('Телефон для швидкого замовлення').fill('0501112233');
    await page.getByRole('button', { name: 'Замовити в один клік' }).click();
    await expect(page).toHaveURL(/\/checkout\/quick\?done=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Швидке замовлення №');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('under 500 UAH the product page says the minimum order and cannot send (§5, §8, ADR 0078)', async ({
      page,
    }) => {
      await page.goto('/ru/zymova-kotushka-shimano-blaze-50-4-1bb/p22');
      await page.getByText('Купить в один клик').click();
      await expect(page.locator('.quick-order')).toContainText('Минимальный заказ - 500 грн*');
      await expect(page.locator('.quick-order')).toContainText('Добавьте товаров ещё на');
      await expect(page.getByRole('button', { name: 'Заказать в один клик' })).toBeDisabled();
    });

    test('from the cart: a wrong phone says so in Russian, a right one is taken', async ({
      page,
      context,
      baseURL,
    }) => {
      await guestCart(context, baseURL, '11:2');
      await page.goto('/ru/checkout');
      await page.getByText('Купить в один клик').click();
      await page.getByLabel('Телефон для быстрого заказа').fill('1234567890');
      await page.getByRole('button', { name: 'Заказать в один клик' }).click();
      await expect(page.getByRole('alert')).toHaveText('Телефон неверный');
      await page.getByLabel('Телефон для быстрого заказа').fill('+38(050)111-22-33');
      await page.getByRole('button', { name: 'Заказать в один клик' }).click();
      await expect(page).toHaveURL(/\/ru\/checkout\/quick\?done=\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Быстрый заказ №');
    });
  });
});
