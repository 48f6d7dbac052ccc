import { type BrowserContext, expect, type Page, test } from '@playwright/test';

// Demo goods (db/demo): 10 is a match rod at 2880 UAH (full price).
async function guestCart(context: BrowserContext, baseURL: string | undefined, lines: string) {
  await context.addCookies([{ name: 'cart', value: lines, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function orderToDepartment(page: Page, ru: boolean, payment: RegExp, withScripts: boolean) {
  await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+38(050)765-43-21');
  await page.getByRole('textbox', { name: ru ? 'Фамилия' : 'Прізвище', exact: true }).fill('Тарасенко');
  await page.getByRole('textbox', { name: ru ? 'Имя' : "Ім'я", exact: true }).fill('Остап');
  const update = () => page.getByRole('button', { name: ru ? 'Обновить сумму' : 'Оновити суму' }).click();
  await page.getByRole('radio', { name: ru ? /«Новая почта» — в отделение/ : /«Нова пошта» — у відділення/ }).check();
  if (!withScripts) await update();
  await page.getByLabel(ru ? 'Поиск отделения' : 'Пошук відділення', { exact: false }).fill('№15');
  if (!withScripts)
    await page
      .locator('.co-departments')
      .getByRole('button', { name: ru ? 'Найти' : 'Знайти' })
      .click();
  await page.locator('.co-department input:visible').first().check();
  await page.getByRole('radio', { name: payment }).check();
  if (!withScripts) await update();
  await page.getByRole('button', { name: ru ? 'Оформить заказ' : 'Оформити замовлення' }).click();
}

test.describe('paying by card with the demo provider', () => {
  test('a guest orders, lands on the demo payment page, pays, and the order page says paid @mobile', async ({
    page,
    context,
    baseURL,
  }) => {
    await guestCart(context, baseURL, '10:1');
    await page.goto('/checkout');
    await orderToDepartment(page, false, /Онлайн карткою/, true);
    await expect(page).toHaveURL(/\/checkout\/demo-pay\/\d+-[A-Za-z0-9]+$/);
    await expect(page.getByRole('note')).toHaveText('ДЕМО-оплата: гроші не списуються.');
    await expect(page.getByText(/Замовлення №\d+, до сплати 2\s9\d\d\.\d\d\sгрн/)).toBeVisible();
    await page.getByRole('button', { name: 'Оплатити (демо)' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/);
    await expect(page.getByTestId('order-payment').locator('[data-payment-status]')).toHaveText('Оплачено');
    await expect(page.getByRole('button', { name: /Оплатити/ })).toHaveCount(0);
    // The sale's fiscal receipt: on its way (the worker runs every 30 s) or its link.
    await expect(page.getByTestId('order-payment')).toContainText('Фіскальний чек');
  });
});

test.describe('paying without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('declined, then paid on the second try; all plain form posts, in Russian', async ({
    page,
    context,
    baseURL,
  }) => {
    await guestCart(context, baseURL, '10:1');
    await page.goto('/ru/checkout');
    await orderToDepartment(page, true, /Онлайн картой/, false);
    await expect(page).toHaveURL(/\/ru\/checkout\/demo-pay\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Демонстрационная оплата');
    await page.getByRole('button', { name: 'Отклонить (демо)' }).click();
    await expect(page).toHaveURL(/\/ru\/checkout\/success\?order=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Оплата не прошла' })).toBeVisible();
    await expect(page.getByTestId('order-payment').locator('[data-payment-status]')).toHaveText('Ожидает оплаты');
    await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
    await expect(page).toHaveURL(/\/ru\/checkout\/demo-pay\//);
    await page.getByRole('button', { name: 'Оплатить (демо)' }).click();
    await expect(page.getByTestId('order-payment').locator('[data-payment-status]')).toHaveText('Оплачено');
  });
});
