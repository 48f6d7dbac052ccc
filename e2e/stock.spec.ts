import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { apiRegister, expect, type Page, test } from './fixtures';

// ADR 0083: as a shopper sees them, ua and ru, desktop and @mobile.
// Demo stock (db/demo/seed-goods.ts seedStock): good 20 — 60 pieces in the chain,
// in Kyiv only at stores 4 (1 piece) and 10 (7 pieces) of 12; good 12 — Kyiv stores 6 and 12 only.
// No other spec orders good 20: orders hold stock (ADR 0120), so these counts stay the demo's.

async function guestCart(context: BrowserContext, baseURL: string | undefined, lines: string) {
  await context.addCookies([{ name: 'cart', value: lines, url: baseURL ?? 'http://127.0.0.1' }]);
}
const count = (page: Page) => page.locator('.cart h1 small');

/**
 * Types a quantity and presses Enter: the line's first button, "Оновити" (hidden once scripts run),
 * sends it. That button is disabled while the last change is still on its way, and Enter then sends
 * nothing (a quantity typed that early was lost once on a busy machine): wait until it is enabled.
 */
async function setQuantity(page: Page, value: string) {
  const line = page.locator('.cart-line').first();
  await expect(line.locator('.cart-line-quantity > button[type="submit"]')).toBeEnabled();
  const field = line.getByRole('spinbutton');
  await field.fill(value);
  await field.press('Enter');
}

test.describe('quantities are bounded by the chain stock', () => {
  test('the cart page refuses 999 and 1000 with how many there are, −5 removes softly (ua, §4) @mobile', async ({
    page,
    context,
    baseURL,
  }) => {
    await guestCart(context, baseURL, '20:1');
    await page.goto('/checkout');
    await setQuantity(page, '999');
    await expect(page.getByTestId('cart-error')).toHaveText('У наших магазинах є лише 60 шт. цього товару');
    await expect(count(page)).toHaveText('1 товар');
    await setQuantity(page, '1000');
    await expect(page.getByTestId('cart-error')).toHaveText('У наших магазинах є лише 60 шт. цього товару');
    await setQuantity(page, '60');
    await expect(count(page)).toHaveText('60 товарів');
    await expect(page.getByTestId('cart-error')).toHaveCount(0);
    await setQuantity(page, '-5');
    await expect(page.getByText('Товар видалено з кошику:')).toBeVisible();
    await page.getByRole('button', { name: 'Повернути' }).click();
    await expect(count(page)).toHaveText('60 товарів');
  });

  test('the same in Russian; a line over the stock blocks the order with the reason', async ({
    page,
    context,
    baseURL,
  }) => {
    // A cart that holds more than the stores (stock fell after adding): the line says so and checkout is off.
    await guestCart(context, baseURL, '20:75');
    await page.goto('/ru/checkout');
    await expect(page.getByTestId('stock-note')).toHaveText(
      'В наших магазинах есть только 60 шт. этого товара. Уменьшите количество, чтобы оформить заказ.',
    );
    await expect(page.locator('.co-reasons')).toContainText('В наших магазинах есть только 60 шт. этого товара');
    await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    await setQuantity(page, '999');
    await expect(page.getByTestId('cart-error')).toHaveText('В наших магазинах есть только 60 шт. этого товара');
    await setQuantity(page, '5');
    await expect(page.getByTestId('stock-note')).toHaveCount(0);
    await expect(page.locator('.co-reasons')).not.toContainText('шт. этого товара');
  });

  test('without JS the cart form says the same', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await guestCart(context, baseURL, '20:1');
    const page = await context.newPage();
    await page.goto('/checkout');
    await setQuantity(page, '999');
    await expect(page.getByTestId('cart-error')).toHaveText('У наших магазинах є лише 60 шт. цього товару');
    await setQuantity(page, '3');
    await expect(count(page)).toHaveText('3 товари');
    await context.close();
  });

  test('the cart popup says why it refuses and keeps the quantity @mobile', async ({ page, context, baseURL }) => {
    await guestCart(context, baseURL, '20:1');
    await page.goto('/shops');
    await page.locator('[data-counter="cart"]').click();
    const popup = page.getByRole('dialog', { name: 'Кошик' });
    const field = popup.getByRole('spinbutton', { name: 'Кількість' });
    await field.fill('999');
    await field.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'є лише 60 шт.' })).toBeVisible();
    await expect(field).toHaveValue('1');
    await expect(popup.getByText('1 товар', { exact: true })).toBeVisible();
  });
});

test.describe('pickup says which stores have the whole cart', () => {
  test('stores lacking a good are disabled with what they lack (ua) @mobile', async ({ page, context, baseURL }) => {
    await guestCart(context, baseURL, '20:2');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Самовивіз з магазину/ }).check();
    await expect(page.getByTestId('stores-with-all')).toHaveText('Магазини, де є все замовлення: 1 з 12');
    const stores = page.locator('.co-department');
    await expect(stores.first()).toContainText('Є все замовлення');
    await expect(stores.first().getByRole('radio')).toBeEnabled();
    await expect(stores.nth(1)).toContainText('Недоступно, бракує:');
    await expect(stores.nth(1).getByRole('radio')).toBeDisabled();
  });

  test('no Kyiv store has the whole cart: pickup is disabled and says why (ru)', async ({ page, context, baseURL }) => {
    await guestCart(context, baseURL, '20:1,12:1');
    await page.goto('/ru/checkout');
    const pickup = page.locator('.co-card', { hasText: 'Самовывоз из магазина' });
    await expect(pickup.getByRole('radio')).toBeDisabled();
    await expect(pickup.getByTestId('pickup-reason')).toHaveText(
      'Недоступно: ни в одном магазине этого города нет всего заказа',
    );
  });
});

/** A fresh shopper (registered through the API in its own request context: the page stays a guest). */
async function newShopper(request: APIRequestContext, n: number) {
  const tail = String(Date.now() * 10 + n).slice(-7);
  const masked = `+38(097)${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`;
  const response = await apiRegister(request, {
    form: { phone: masked, password: 'secret5', first_name: 'Тарас', last_name: 'Шевченко' },
  });
  expect(response.ok()).toBe(true);
  return `097${tail}`;
}

/** A good that is not on sale, with its product page address. */
async function unavailableGood(request: APIRequestContext): Promise<{ id: number; path: string; title: string }> {
  const ids = Array.from({ length: 60 }, (_, i) => i + 1).join(',');
  const body = await (await request.get(`/api/goods/id/${ids}/-`)).json();
  const list = body.data as { id: number; sell_status: string; name_ua: string; title_ua: string }[];
  const good = list.find((g) => g.sell_status !== '4');
  if (!good) throw new Error('no unavailable demo good among the first 60');
  return { id: good.id, path: `/${good.name_ua}/p${good.id}`, title: good.title_ua };
}

test.describe('a guest’s waiting-list request survives sign-in (§6)', () => {
  for (const [lang, prefix, texts] of [
    ['ua', '', { notify: 'Повідомити про наявність', signIn: 'Увійти', phone: 'Телефон', password: 'Пароль' }],
    ['ru', '/ru', { notify: 'Сообщить о наличии', signIn: 'Войти', phone: 'Телефон', password: 'Пароль' }],
  ] as const) {
    test(`"notify me" as a guest, sign in, the good is on the waiting list (${lang}) @mobile`, async ({
      page,
      request,
    }, testInfo) => {
      const phone = await newShopper(request, testInfo.workerIndex * 2 + (lang === 'ru' ? 1 : 0));
      const good = await unavailableGood(request);
      await page.goto(`${prefix}${good.path}`);
      await page.locator('.good-summary').getByRole('button', { name: texts.notify }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/profile/waitlist\\?add=${good.id}$`));
      // The profile area asks a guest to sign in right there (SPEC §6).
      await page.getByLabel(texts.phone).fill(phone);
      await page.getByLabel(texts.password).fill('secret5');
      await page.getByRole('button', { name: texts.signIn, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/profile/waitlist\\?add=${good.id}`), { timeout: 15_000 });
      await expect(page.locator('.list-good')).toHaveCount(1);
      await expect(page.locator(`.list-good a[href$="/p${good.id}"]`).first()).toBeVisible();
    });
  }
});
