import { apiRegister, expect, type Page, test } from './fixtures';

// Demo goods (db/demo): 11 a telescopic rod at 524.99 (sale price), available.
const rod = '/teleskopichne-vudylyshche-flagman-cayman-1494m-4-5-m-10-30-h/p11';

type Entry = {
  event?: string;
  affiliate?: string;
  ecommerce?: { currency: string; value: number; transaction_id?: string; items: Record<string, unknown>[] } | null;
  StatusCart?: { productKey: string; price: number; quantity: number; currency: string }[];
  GUID?: string;
  CustomerData?: Record<string, string>;
  AddToWishlist?: { productKey: string; price: number; isInStock: number };
};

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Promise<Entry[]>;
const named = async (page: Page, event: string) => (await dataLayer(page)).filter((e) => e.event === event);
/** Waits until `count` entries of `event` are in the page's dataLayer, and returns them. */
async function waitFor(page: Page, event: string, count = 1): Promise<Entry[]> {
  await expect.poll(async () => (await named(page, event)).length, { message: event }).toBe(count);
  return named(page, event);
}

test.describe('marketing and analytics events in window.dataLayer (SPEC §7, ADR 0054)', () => {
  test('view, add, remove, begin checkout and purchase carry their items; purchase once per order, with the affiliate (§9)', async ({
    page,
  }) => {
    test.slow(); // a whole order
    await page.goto('/?aff_sub=e2e-partner');

    // view_item: the product page's good with its brand and category path (the breadcrumbs).
    await page.goto(rod);
    const [view] = await waitFor(page, 'view_item');
    const brand = (await page.locator('.good-brand').textContent())?.trim();
    const crumbs = (await page.locator('.breadcrumbs li a').allTextContents()).slice(1).map((t) => t.trim());
    const rodItem = {
      item_id: '11',
      item_name: (await page.getByRole('heading', { level: 1 }).textContent())?.trim(),
      price: 524.99,
      item_brand: brand,
      item_category: crumbs[0],
    };
    expect(crumbs.length).toBeGreaterThan(0);
    expect(view?.ecommerce).toMatchObject({ currency: 'UAH', value: 524.99, items: [{ ...rodItem, quantity: 1 }] });
    if (crumbs[1]) expect(view?.ecommerce?.items[0]?.item_category2).toBe(crumbs[1]);

    // add_to_cart on Buy, and on the popup's quantity increase; remove_from_cart on the decrease.
    await page.getByRole('button', { name: 'Купити' }).first().click();
    const popup = page.getByRole('dialog', { name: 'Кошик' });
    await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
    const [added] = await waitFor(page, 'add_to_cart');
    expect(added?.ecommerce).toMatchObject({ currency: 'UAH', value: 524.99, items: [{ ...rodItem, quantity: 1 }] });
    const [status] = await waitFor(page, 'StatusCart');
    expect(status?.StatusCart).toEqual([{ productKey: '11', price: 524.99, quantity: 1, currency: 'UAH' }]);
    const guid = await page.evaluate(() => JSON.parse(localStorage.getItem('poplavok:status-cart-guid') ?? 'null'));
    expect(status?.GUID).toBe(guid);
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);

    await popup.getByRole('button', { name: 'Збільшити кількість' }).click();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('2');
    const adds = await waitFor(page, 'add_to_cart', 2);
    expect(adds[1]?.ecommerce?.items).toEqual([expect.objectContaining({ item_id: '11', quantity: 1 })]);
    await popup.getByRole('button', { name: 'Зменшити кількість' }).click();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
    const [decreased] = await waitFor(page, 'remove_from_cart');
    expect(decreased?.ecommerce).toMatchObject({ value: 524.99, items: [{ ...rodItem, quantity: 1 }] });
    const statuses = await waitFor(page, 'StatusCart', 3);
    expect(statuses.map((s) => s.StatusCart?.[0]?.quantity)).toEqual([1, 2, 1]);
    expect(new Set(statuses.map((s) => s.GUID))).toEqual(new Set([guid]));

    // A second good from a card, removed in the popup: remove_from_cart with that good.
    await page.goto('/');
    const card = page.locator('.good-card', { has: page.getByRole('button', { name: 'Купити' }) }).first();
    const title = (await card.locator('.good-card-title').textContent())?.trim() ?? '';
    await card.getByRole('button', { name: 'Купити' }).click();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('2');
    const [cardAdd] = await waitFor(page, 'add_to_cart');
    expect(cardAdd?.ecommerce?.items).toEqual([expect.objectContaining({ item_name: title, quantity: 1 })]);
    expect(cardAdd?.ecommerce?.items[0]).toHaveProperty('item_category');
    await popup.getByRole('button', { name: `Видалити: ${title}` }).click();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
    const [removed] = await waitFor(page, 'remove_from_cart');
    expect(removed?.ecommerce?.items).toEqual([expect.objectContaining({ item_name: title, quantity: 1 })]);

    // begin_checkout: the checkout page opened with the cart in it.
    await popup.getByRole('link', { name: 'Оформити замовлення' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const [begin] = await waitFor(page, 'begin_checkout');
    expect(begin?.ecommerce).toMatchObject({ currency: 'UAH', value: 524.99, items: [{ ...rodItem, quantity: 1 }] });

    // purchase: the placed order (as in checkout.spec.ts).
    await page.getByRole('radio', { name: /«Нова пошта» — у відділення/ }).check();
    await page.getByLabel('Пошук відділення', { exact: false }).fill('№15');
    await page.locator('.co-department input:visible').first().check();
    await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+38(050)765-43-21');
    await page.getByRole('textbox', { name: 'Прізвище', exact: true }).fill('Тарасенко');
    await page.getByRole('textbox', { name: "Ім'я", exact: true }).fill('Остап');
    await expect(page.locator('.co-reasons')).toHaveCount(0);
    await page.getByRole('button', { name: 'Оформити замовлення' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('order');
    const [purchase] = await waitFor(page, 'purchase');
    const toPay = (await page.locator('[data-total="price"] dd').textContent())?.replace(/[^\d.]/g, '');
    expect(purchase).toMatchObject({
      affiliate: 'e2e-partner',
      ecommerce: {
        currency: 'UAH',
        transaction_id: orderId,
        value: Number(toPay),
        items: [{ ...rodItem, quantity: 1 }],
      },
    });
    // The order emptied the cart: StatusCart says so.
    await expect.poll(async () => (await named(page, 'StatusCart')).at(-1)?.StatusCart).toEqual([]);

    // A reload of the success page reports nothing again. The personal request starts in the
    // same commit as the page's effects, so once it has answered they have run.
    await Promise.all([page.waitForResponse((r) => r.url().includes('/personal.data')), page.reload()]);
    expect(await named(page, 'purchase')).toEqual([]);
  });

  test('a signed-in shopper: CustomerData with the contacts given, AddToWishlist on a wish-list add', async ({
    page,
  }) => {
    const tail = String(Date.now()).slice(-7);
    const phone = `+38(068)${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`;
    const registered = await apiRegister(page.request, {
      form: { phone, password: 'secret5', first_name: 'Тарас', last_name: 'Шевченко', email: `t${tail}@example.com` },
    });
    expect(registered.ok()).toBe(true);

    await page.goto(rod);
    const [customer] = await waitFor(page, 'CustomerData');
    expect(customer?.CustomerData).toEqual({
      user_email: `t${tail}@example.com`,
      user_phone: `+38068${tail}`,
      user_name: 'Тарас Шевченко',
    });
    await page.getByRole('button', { name: 'Додати до списку бажань' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Зберегти у список' });
    await dialog.getByLabel('Назва списку').fill('Події');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog).toBeHidden();
    const [wish] = await waitFor(page, 'AddToWishlist');
    expect(wish?.AddToWishlist).toEqual({ productKey: '11', price: 524.99, isInStock: 1 });
    const [ga4] = await waitFor(page, 'add_to_wishlist');
    expect(ga4?.ecommerce?.items).toEqual([expect.objectContaining({ item_id: '11', price: 524.99 })]);

    // Another page of the same session: the same contacts are not sent again.
    await page.goto('/');
    await page.waitForResponse((r) => r.url().includes('/personal.data'));
    await expect(page.locator('[data-counter="wishlist"]')).toHaveText('1');
    expect(await named(page, 'CustomerData')).toEqual([]);

    // A contact change in the profile sends the new contacts.
    await page.goto('/profile?edit=contacts');
    await page.waitForResponse((r) => r.url().includes('/personal.data'));
    await page.getByLabel(/^Email/).fill(`new${tail}@example.com`);
    await page.getByRole('button', { name: 'Зберегти' }).click();
    const [changed] = await waitFor(page, 'CustomerData');
    expect(changed?.CustomerData).toMatchObject({ user_email: `new${tail}@example.com`, user_name: 'Тарас Шевченко' });
  });

  test("the checkout page's own forms report their cart changes; begin_checkout stays one per visit", async ({
    page,
    context,
    baseURL,
  }) => {
    // A guest cart of one rod (ADR 0030), as the browser keeps it.
    await context.addCookies([{ name: 'cart', value: '11:1', url: baseURL ?? '' }]);
    await page.goto('/checkout');
    await waitFor(page, 'begin_checkout');
    // The personal cart has loaded: the diff of a post needs the cart it started from (a post
    // sent before it loads can only report a Buy; hooks.ts).
    await waitFor(page, 'StatusCart');
    const line = page.locator('.cart-line', { has: page.locator('a[href$="/p11"]') });
    await line.getByRole('spinbutton', { name: 'Кількість' }).fill('3');
    await line.getByRole('spinbutton', { name: 'Кількість' }).press('Enter');
    const [added] = await waitFor(page, 'add_to_cart');
    expect(added?.ecommerce).toMatchObject({ value: 1049.98, items: [{ item_id: '11', quantity: 2 }] });
    await line.getByRole('button', { name: /^Видалити/ }).click();
    const [removed] = await waitFor(page, 'remove_from_cart');
    expect(removed?.ecommerce).toMatchObject({ value: 1574.97, items: [{ item_id: '11', quantity: 3 }] });
    expect(await named(page, 'begin_checkout')).toHaveLength(1);
    await expect
      .poll(async () => (await named(page, 'StatusCart')).map((e) => e.StatusCart?.length))
      .toEqual([1, 1, 0]);
  });

  test('without GTM_ID the shop makes no request to another origin @mobile', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
    });
    await page.goto('/');
    await page.goto(rod);
    await page.getByRole('button', { name: 'Купити' }).first().click();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
    await waitFor(page, 'add_to_cart');
    await page.goto('/checkout');
    await waitFor(page, 'begin_checkout');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });
});

test.describe('the affiliate cookie sd_user over HTTP (SPEC §9, ADR 0055)', () => {
  test('?aff_sub=x sets it for 30 days; ?utm_medium=cpc clears it', async ({ request }) => {
    const landing = await request.get('/?aff_sub=x', { maxRedirects: 0 });
    expect(landing.status()).toBe(200);
    const set = landing
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('sd_user='));
    expect(set?.value).toBe('sd_user=x; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');

    const cpc = await request.get('/?utm_medium=cpc', { maxRedirects: 0, headers: { cookie: 'sd_user=x' } });
    const cleared = cpc
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('sd_user='));
    expect(cleared?.value).toBe('sd_user=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
