import { mkdirSync } from 'node:fs';
import { expect, signInStaff, test } from './admin-fixtures';
import { categoryButtons, open, typeQuery } from './search-helpers';

/**
 * ADR 0115: the phone's checkout order bar (SPEC §2 Mobile), search
 * categories that follow the goods found (SPEC §2 Search overlay), and the back office for
 * non-technical staff (a text editor, an audit log people read).
 */
const shots = '/work/notes/shots';
const shot = (name: string) => `${shots}/i30-ui-${name}.png`;

test.describe('the checkout order bar (SPEC §2 Mobile)', () => {
  test('on a phone a bottom bar with the total and an order button shows while the inline order button is off the screen, and places the order; never on desktop @mobile', async ({
    page,
    context,
    baseURL,
  }) => {
    mkdirSync(shots, { recursive: true });
    test.setTimeout(90_000);
    const phone = (page.viewportSize()?.width ?? 1440) < 1024;
    await context.addCookies([{ name: 'cart', value: '11:1,13:2', url: baseURL ?? 'http://127.0.0.1' }]);
    await page.goto('/checkout');
    const bar = page.getByTestId('order-bar');
    const inline = page.getByRole('button', { name: 'Оформити замовлення', exact: true });
    const place = bar.getByRole('button', { name: 'Оформити', exact: true });
    if (!phone) {
      await expect(inline).toBeVisible();
      await expect(bar).toBeHidden();
      await page.screenshot({ path: shot('checkout-1440'), fullPage: false });
      await page.mouse.wheel(0, 2000);
      await expect(bar).toBeHidden();
      return;
    }
    // At the top the inline panel is far below: the bar says the total and why it cannot order yet.
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('До сплати');
    await expect(bar.locator('strong')).toHaveText(
      (await page.locator('.co-summary [data-total="price"] dd').textContent()) ?? '',
    );
    await expect(place).toBeDisabled();
    await expect(bar.getByRole('link', { name: 'Що ще потрібно?' })).toBeVisible();
    await page.screenshot({ path: shot('checkout-390-top') });

    await page.getByRole('radio', { name: /«Нова пошта» — у відділення/ }).check();
    await page.getByLabel('Пошук відділення', { exact: false }).fill('№15');
    await page.locator('.co-department input:visible').first().check();
    await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+38(050)765-43-22');
    await page.getByRole('textbox', { name: 'Прізвище', exact: true }).fill('Тарасенко');
    await page.getByRole('textbox', { name: "Ім'я", exact: true }).fill('Остап');
    await expect(page.locator('.co-reasons')).toHaveCount(0);
    await page.getByRole('heading', { name: /Оплата/ }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(place).toBeEnabled();
    await page.screenshot({ path: shot('checkout-390-middle') });

    // The inline order button in view: the bar goes, and the page left room so it covered nothing.
    await inline.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeHidden();
    await page.screenshot({ path: shot('checkout-390-bottom') });

    // Back up, the bar's own button places the order (the same form, intent "place").
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/);
  });

  test('without JavaScript there is no bar and the inline button is the way to order @mobile', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await context.addCookies([{ name: 'cart', value: '11:1', url: page.url() }]);
    await page.goto('/ru/checkout');
    await expect(page.getByTestId('order-bar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Оформить заказ', exact: true })).toBeAttached();
    await context.close();
  });
});

test.describe('search categories follow the goods found (SPEC §2 Search overlay)', () => {
  for (const [prefix, all] of [
    ['', 'Усі'],
    ['/ru', 'Все'],
  ] as const) {
    test(`«катушка» ${prefix || '/'}: the page's chips and the overlay offer reel categories only, biggest first`, async ({
      page,
    }) => {
      mkdirSync(shots, { recursive: true });
      await page.goto(`${prefix}/search/${encodeURIComponent('катушка')}`);
      const chips = page.locator('.chips li a').filter({ hasNot: page.getByText(all, { exact: true }) });
      const texts = await page.locator('.chips li a:has(.count)').allTextContents();
      expect(texts.length).toBeGreaterThan(1);
      const counts = await page.locator('.chips li a .count').allTextContents();
      const numbers = counts.map(Number);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(texts[0]).toMatch(/котушк|катушк/i);
      for (const text of texts) expect(text).not.toMatch(/вудилищ|удилищ|блешн|блесн/i);
      await expect(chips.filter({ hasText: /вудилищ|удилищ|блешн|блесн/i })).toHaveCount(0);
      await page.screenshot({ path: shot(`search-page${prefix.replace('/', '-') || '-ua'}-1440`) });

      await open(page, `${prefix}/`);
      await typeQuery(page, 'катушка');
      const buttons = await categoryButtons(page).allTextContents();
      expect(buttons.length).toBeGreaterThan(1);
      expect(buttons[1]).toMatch(/котушк|катушк/i);
      for (const text of buttons) expect(text).not.toMatch(/вудилищ|удилищ|блешн|блесн/i);
      await page.screenshot({ path: shot(`search-overlay${prefix.replace('/', '-') || '-ua'}-1440`) });
    });
  }
});

test.describe('the back office for non-technical staff', () => {
  test('a good’s description edited with the editor shows formatted on the storefront; the audit log reads грн and field names, the raw record behind a toggle; an unchanged save logs nothing', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    test.setTimeout(90_000);
    const id = 2999;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStaff(page, 'admin', `/admin/goods/${id}`);
    // The editing area (once hydrated; before that the field is its plain textarea).
    const editor = page.locator('[contenteditable][aria-label="Опис"]');
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('Котушка в комплекті');
    await page.keyboard.press('ControlOrMeta+A');
    await page.getByRole('button', { name: 'Жирний' }).first().click();
    await expect(editor.locator('b, strong')).toHaveText('Котушка в комплекті');
    const price = page.getByLabel('Ціна', { exact: true });
    const was = Number((await price.inputValue()).replace(',', '.'));
    const now = (was - 1).toFixed(2).replace('.', ',');
    await price.fill(now);
    await page.screenshot({ path: shot('admin-editor-1440'), fullPage: false });
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('status')).toContainText('Збережено');

    const shop = await page.context().browser()?.newPage();
    if (!shop) throw new Error('no browser');
    await shop.goto(`/x/p${id}`);
    await expect(shop.locator('.good-description strong, .good-description b')).toHaveText('Котушка в комплекті');
    await shop.close();

    // Saved again untouched: no second row.
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('status')).toContainText('Змін немає');
    await page.goto(`/admin/audit?entity=good&entityId=${id}`);
    const rows = page.locator('.admin-audit tbody tr');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.locator('[data-field="price"]')).toContainText('Ціна');
    await expect(row.locator('[data-field="price"] ins')).toHaveText(`${now} грн`);
    await expect(row.locator('[data-field="descriptionUa"] ins')).toHaveText('Котушка в комплекті');
    await expect(row.locator('details pre').first()).toBeHidden();
    await row.locator('summary').click();
    await expect(row.locator('details pre').last()).toContainText('"price"');
    await page.screenshot({ path: shot('admin-audit-1440'), fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot('admin-audit-390'), fullPage: false });
    await page.goto(`/admin/goods/${id}`);
    await expect(page.locator('[contenteditable][aria-label="Опис"]')).toBeVisible();
    await page.screenshot({ path: shot('admin-editor-390'), fullPage: false });
  });
});
