import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { expect, type Page, signInStaff, test } from './admin-fixtures';
import { registerShopper, uniquePhone } from './fixtures';

// ADR 0091: orders and calls in the back office — a shopper's order confirmed, packed and
// shipped by a manager and seen by the shopper at once; a store's own orders on a phone; the calls
// queue turning a one-click order into an order.

const rod = '/teleskopichne-vudylyshche-flagman-cayman-1494m-4-5-m-10-30-h/p11';
const shots = '/tmp/shots-orders';
const slow = { timeout: 15_000 };
mkdirSync(shots, { recursive: true });

/** Demo checkout ids: store pickup (1) at the first Kyiv store (1, the demo `store` account's), cash (1). */
const pickupAtStore1 = { deliveryMethod: '1', paymentMethod: '1', selectedDepartment: '1' };
/** Nova Poshta to department 15 with cash on delivery. */
const novaPoshta = { deliveryMethod: '3', paymentMethod: '2', selectedDepartment: '15' };

/** A guest order placed through the shop API (POST /site/ordernew/create); its number. */
async function apiOrder(request: APIRequestContext, choice: Record<string, string>, n: number): Promise<number> {
  const response = await request.post('/site/ordernew/create', {
    form: {
      ...choice,
      cart: JSON.stringify([{ id: 11, quantity: 1 }]),
      phone: uniquePhone(n).masked,
      first_name: 'Остап',
      last_name: 'Вишня',
      idempotency_key: `e2e-admin-orders-${Date.now()}-${n}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.order_id;
}

/** A second browser for a staff member, at a size, on the test's own client address. */
async function staffPage(browser: Browser, headers: BrowserContextOptions['extraHTTPHeaders'], width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 844 },
    extraHTTPHeaders: headers,
    ...(width <= 800 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  return context.newPage();
}

/** The order's page from the list's search box: a number finds it. */
async function openFromList(page: Page, number: number) {
  await page.goto('/admin/orders');
  await page.getByLabel('Пошук').fill(String(number));
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await page.getByRole('link', { name: `№${number}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Замовлення №${number}`);
}

const badge = (page: Page) => page.getByRole('heading', { level: 1 }).locator('.admin-badge');

test('a shopper orders; a manager confirms, packs and ships it; the shopper sees it in the profile and the API; the audit log has it', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  // The shopper: registered, a rod in the cart, Nova Poshta with cash on delivery.
  await registerShopper(page, 1901);
  await page.goto(rod);
  await page.getByRole('button', { name: 'Купити' }).first().click();
  await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /«Нова пошта» — у відділення/ }).check();
  await expect(page.getByRole('radio', { name: /Накладений платіж/ })).toBeChecked();
  await page.getByLabel('Пошук відділення', { exact: false }).fill('№15');
  await page.locator('.co-department input:visible').first().check();
  await expect(page.locator('.co-reasons')).toHaveCount(0);
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/, slow);
  const number = Number(new URL(page.url()).searchParams.get('order'));

  // The manager, at 1440 px.
  const manager = await staffPage(browser, extraHTTPHeaders, 1440);
  await signInStaff(manager, 'manager', '/admin/orders');
  await expect(manager.getByRole('link', { name: `№${number}`, exact: true })).toBeVisible();
  await manager.screenshot({ path: `${shots}/orders-list-1440.png`, fullPage: true });
  await openFromList(manager, number);
  await expect(badge(manager)).toHaveText('Нове');
  await expect(manager.locator('.order-facts')).toContainText('Шевченко Тарас');
  await manager.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(manager.getByRole('status')).toContainText('Стан змінено: Підтверджене');
  await expect(badge(manager)).toHaveText('Підтверджене');
  await manager.getByRole('button', { name: 'Зібрати' }).click();
  await expect(badge(manager)).toHaveText('Зібране');
  await manager.getByLabel(/Коментар для покупця/).fill('ТТН 20450000000001');
  await manager.getByRole('button', { name: 'Відправити' }).click();
  await expect(badge(manager)).toHaveText('Відправлене');
  const history = manager.getByRole('region', { name: 'Історія' });
  await expect(history).toContainText('Відправлене — ТТН 20450000000001');
  await expect(history.getByText('Олена Бондар (менеджер)')).toHaveCount(3);
  await expect(history).toContainText('Покупець (сайт)');
  await manager.screenshot({ path: `${shots}/order-1440.png`, fullPage: true });

  // The shopper sees it at once: the profile and the API, with the manager's note.
  await page.goto('/profile/orders');
  const card = page.locator('.order-card').filter({ hasText: `№${number}` });
  await expect(card.locator('.status')).toHaveText('Відправлене');
  await card.getByText('Детальніше').or(card.locator('summary')).first().click();
  await expect(card.locator('.order-history')).toContainText('ТТН 20450000000001');
  const api = await page.request.get('/site/users/orders');
  const listed = (await api.json()).data.orders.find((o: { id: number }) => o.id === number);
  expect(listed).toMatchObject({ status: 'shipped', status_title: 'Отправлен', status_title_ua: 'Відправлене' });
  expect(listed.history.map((h: { status: string }) => h.status)).toEqual(['new', 'confirmed', 'packed', 'shipped']);

  // The audit log (admin): who, what, before and after.
  const admin = await staffPage(browser, extraHTTPHeaders, 1440);
  await signInStaff(admin, 'admin', `/admin/audit?entity=order&entityId=${number}`);
  for (const action of ['order.confirm', 'order.pack', 'order.ship'])
    await expect(admin.getByRole('row').filter({ hasText: action })).toContainText('manager');
  await manager.context().close();
  await admin.context().close();
});

test('a store account at 390 px sees and moves only its store’s orders', async ({
  request,
  browser,
  extraHTTPHeaders,
}) => {
  const own = await apiOrder(request, pickupAtStore1, 1911);
  const other = await apiOrder(request, novaPoshta, 1912);
  const store = await staffPage(browser, extraHTTPHeaders, 390);
  await signInStaff(store, 'store', '/admin/orders');
  await expect(store.getByRole('link', { name: `№${own}`, exact: true })).toBeVisible();
  await expect(store.getByRole('link', { name: `№${other}`, exact: true })).toHaveCount(0);
  await expect(store.locator('select[name="store"]')).toHaveCount(0);
  const fits = () => store.evaluate(() => document.documentElement.scrollWidth <= 391);
  expect(await fits()).toBe(true);
  await store.screenshot({ path: `${shots}/store-orders-390.png`, fullPage: true });
  await store.getByLabel('Пошук').fill(String(other));
  await store.getByRole('button', { name: 'Застосувати' }).click();
  await expect(store.getByText('Замовлень не знайдено.')).toBeVisible();
  expect((await store.goto(`/admin/orders/${other}`))?.status()).toBe(404);
  await store.goto(`/admin/orders/${own}`);
  await expect(badge(store)).toHaveText('Нове');
  expect(await fits()).toBe(true);
  await store.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(badge(store)).toHaveText('Підтверджене');
  await store.getByRole('button', { name: 'Зібрати' }).click();
  await expect(store.getByRole('button', { name: 'Готове до видачі' })).toBeVisible();
  await expect(store.getByRole('button', { name: 'Відправити' })).toHaveCount(0);
  expect(await fits()).toBe(true);
  await store.screenshot({ path: `${shots}/store-order-390.png`, fullPage: true });
  // handed over and paid at the till — recorded as paid with how.
  await store.getByRole('button', { name: 'Готове до видачі' }).click();
  await expect(badge(store)).toHaveText('Чекає в магазині');
  const collect = store.locator('.order-collect');
  await expect(collect).toContainText('Видача в магазині: покупець платить 524.99 грн');
  await collect.getByLabel('Готівкою').check();
  await collect.getByRole('button', { name: 'Видати й прийняти оплату' }).click();
  await expect(badge(store)).toHaveText('Доставлене');
  await expect(store.getByRole('region', { name: 'Оплата' }).getByRole('heading')).toContainText('Оплачено');
  expect(await fits()).toBe(true);
  await store.screenshot({ path: `${shots}/store-order-paid-390.png`, fullPage: true });
  await store.context().close();
});

test('an unpaid card order cannot be shipped; a manager ships it only with a written reason, kept in the history', async ({
  request,
  browser,
  extraHTTPHeaders,
}) => {
  // Nova Poshta to department 15, paid by card (3) — and never paid.
  const number = await apiOrder(request, { ...novaPoshta, paymentMethod: '3' }, 1921);
  const manager = await staffPage(browser, extraHTTPHeaders, 390);
  await signInStaff(manager, 'manager', `/admin/orders/${number}`);
  await manager.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(badge(manager)).toHaveText('Підтверджене');
  await manager.getByRole('button', { name: 'Зібрати' }).click();
  await expect(badge(manager)).toHaveText('Зібране');
  const unpaid = manager.getByTestId('order-unpaid');
  await expect(unpaid).toContainText('Замовлення не оплачене: оплату ще не отримано.');
  await expect(manager.getByRole('button', { name: 'Відправити', exact: true })).toBeDisabled();
  const fits = () => manager.evaluate(() => document.documentElement.scrollWidth <= 391);
  expect(await fits()).toBe(true);
  await manager.screenshot({ path: `${shots}/order-unpaid-390.png`, fullPage: true });
  await unpaid.getByLabel(/Причина, чому без оплати/).fill('Покупець оплатив переказом, гроші на рахунку');
  await unpaid.getByRole('button', { name: 'Відправити без оплати' }).click();
  await expect(badge(manager)).toHaveText('Відправлене');
  await expect(manager.getByRole('region', { name: 'Історія' })).toContainText(
    'Покупець оплатив переказом, гроші на рахунку',
  );
  await manager.context().close();
});

test('the calls queue: take a one-click order, then make it a full order', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  await page.goto(rod);
  await page.getByText('Купити в один клік').click();
  await page.getByLabel('Телефон для швидкого замовлення').fill(uniquePhone(1921).digits);
  await page.getByRole('button', { name: 'Замовити в один клік' }).click();
  await expect(page).toHaveURL(/\/checkout\/quick\?done=\d+$/);
  const quick = Number(new URL(page.url()).searchParams.get('done'));

  const manager = await staffPage(browser, extraHTTPHeaders, 1440);
  await signInStaff(manager, 'manager', '/admin/calls?type=quick');
  const row = manager.getByRole('row').filter({ hasText: `В один клік №${quick}` });
  await expect(row).toContainText('Flagman Cayman');
  await row.getByRole('button', { name: 'Взяти в роботу' }).click();
  await expect(manager.getByRole('status')).toContainText('Взято в роботу');
  await expect(row.locator('.admin-badge')).toHaveText('В роботі');
  await expect(row).toContainText('Олена Бондар (менеджер)');
  await manager.screenshot({ path: `${shots}/calls-1440.png`, fullPage: true });
  await row.getByRole('link', { name: 'Оформити замовлення' }).click();
  await expect(manager.getByRole('heading', { level: 1 })).toContainText(`Замовлення в один клік №${quick}`);
  await manager.getByLabel('Доставка', { exact: true }).selectOption({ label: 'Самовивіз з магазину' });
  await expect(manager.getByLabel('Магазин', { exact: true })).toBeVisible();
  await manager.getByLabel('Магазин', { exact: true }).selectOption('1');
  await manager.getByLabel('Прізвище', { exact: true }).fill('Гнатюк');
  await manager.getByLabel("Ім'я", { exact: true }).fill('Степан');
  await manager.screenshot({ path: `${shots}/quick-order-1440.png`, fullPage: true });
  await manager.getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(manager).toHaveURL(/\/admin\/orders\/\d+$/, slow);
  const number = Number(manager.url().split('/').at(-1));
  await expect(badge(manager)).toHaveText('Нове');
  await expect(manager.locator('.admin-history')).toContainText(`Оформлено із замовлення в один клік №${quick}`);
  await manager.goto('/admin/calls?type=quick&status=done');
  const done = manager.getByRole('row').filter({ hasText: `В один клік №${quick}` });
  await expect(done.getByRole('link', { name: `Замовлення №${number}` })).toBeVisible();
  await manager.context().close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a manager edits a new order’s quantity, confirms and cancels it with plain form posts', async ({
    page,
    request,
  }) => {
    const number = await apiOrder(request, pickupAtStore1, 1931);
    await signInStaff(page, 'manager', `/admin/orders/${number}`);
    await expect(badge(page)).toHaveText('Нове');
    await page.getByLabel(/Кількість: Телескопічне вудилище/).fill('2');
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('status')).toContainText('Збережено. Сума до сплати: 1049.98 грн.');
    await expect(page.locator('.order-total').last()).toContainText(/1\s049,98 грн/);
    await page.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByRole('status')).toContainText('Стан змінено: Підтверджене');
    await expect(badge(page)).toHaveText('Підтверджене');
    await expect(page.getByLabel(/Кількість:/)).toHaveCount(0);
    // Without scripts the dangerous button posts at once (with scripts it asks first).
    await page.getByRole('button', { name: 'Скасувати' }).click();
    await expect(badge(page)).toHaveText('Скасоване');
    await expect(page.getByRole('button', { name: 'Підтвердити' })).toHaveCount(0);
  });

  test('a manager packs a Nova Poshta order and makes its waybill with the demo carrier by plain posts', async ({
    page,
    request,
  }) => {
    const number = await apiOrder(request, novaPoshta, 2101);
    await signInStaff(page, 'manager', `/admin/orders/${number}`);
    const panel = page.getByRole('region', { name: 'ТТН' });
    await expect(panel).toContainText('ТТН створюють, коли замовлення зібране.');
    await page.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(badge(page)).toHaveText('Підтверджене');
    await page.getByRole('button', { name: 'Зібрати' }).click();
    await expect(badge(page)).toHaveText('Зібране');
    await page.getByRole('button', { name: 'Створити ТТН' }).click();
    const waybill = `DEMO-NP-${String(number).padStart(8, '0')}`;
    await expect(page.getByRole('status')).toContainText(`ТТН ${waybill} створено (демо-перевізник)`);
    await expect(badge(page)).toHaveText('Відправлене');
    await expect(panel.getByTestId('waybill')).toContainText(waybill);
    await expect(panel).toContainText('Демо-перевізник: накладна не справжня.');
    await expect(page.getByRole('region', { name: 'Історія' })).toContainText(`Відправлене — ТТН ${waybill}`);
    await expect(page.getByRole('button', { name: 'Створити ТТН' })).toHaveCount(0);
  });
});
