import { expect, type Page, test } from '@playwright/test';

const shots = process.env.SHOTS ? '.cache/shots' : null;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png` });
}

/** Product page URLs from the home page's cards. */
async function productLinks(page: Page, prefix = ''): Promise<string[]> {
  await page.goto(`${prefix}/`);
  const links = await page.locator('.good-card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(links)];
}

test.describe('cart popup (§4, §5, §8)', () => {
  test('Buy on a card adds to the cart, opens the popup and the counter agrees with it @mobile', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('.good-card', { has: page.getByRole('button', { name: 'Купити' }) }).first();
    const title = (await card.locator('.good-card-title').textContent())?.trim() ?? '';
    await card.getByRole('button', { name: 'Купити' }).click();
    const popup = page.getByRole('dialog', { name: 'Кошик' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: title })).toBeVisible();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
    await expect(card.getByRole('button', { name: 'В кошику' })).toBeVisible({ visible: false });
    await popup.getByRole('button', { name: 'Збільшити кількість' }).click();
    await expect(popup.getByText('2 товари')).toBeVisible();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('2');
    await shot(page, 'cart-popup');

    await popup.getByRole('button', { name: `Видалити: ${title}` }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Товар видалено з кошику' });
    await expect(toast).toBeVisible();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('0');
    await shot(page, 'cart-removed');
    await toast.getByRole('button', { name: 'Повернути' }).click();
    await expect(page.locator('[data-counter="cart"]')).toHaveText('2');
    await popup.getByRole('button', { name: 'Закрити' }).click();
    await expect(popup).toBeHidden();
    await expect(card.getByRole('button', { name: 'В кошику' })).toBeVisible();
  });

  test('the popup in Russian, and the minimum order blocks the order button', async ({ page }) => {
    await page.goto('/ru/');
    await page.getByRole('button', { name: 'Купить' }).first().click();
    const popup = page.getByRole('dialog', { name: 'Корзина' });
    await expect(popup.getByText('1 товар')).toBeVisible();
    const total = Number(
      ((await popup.locator('.cart-popup-total strong').textContent()) ?? '').replace(/[^\d.]/g, ''),
    );
    if (total <= 500) {
      await expect(popup.getByText('Минимальный заказ', { exact: false })).toBeVisible();
      await expect(popup.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    } else {
      await expect(popup.getByRole('link', { name: 'Оформить заказ' })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('a cart change in another tab reloads this one (§4)', async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Купити' }).first().click();
    await expect(other.locator('[data-counter="cart"]')).toHaveText('1');
    await expect(page.locator('[data-counter="cart"]')).toHaveText('1');
  });
});

test.describe('compare (§3, §4, §9)', () => {
  test('goods go to compare newest first and the 21st drops the oldest', async ({ page }) => {
    await page.goto('/');
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    await page.evaluate(
      (list) => localStorage.setItem('poplavok:compare', JSON.stringify(list.slice(0, 20).reverse())),
      ids,
    );
    await page.reload();
    await expect(page.locator('[data-counter="compare"]')).toHaveText('20');
    const card = page.locator('.good-card').first();
    await card.getByRole('button', { name: 'Додати до порівняння' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Товар додано до порівняння' })).toBeVisible();
    await expect(page.locator('[data-counter="compare"]')).toHaveText('20');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('poplavok:compare') ?? '[]'));
    expect(stored).toHaveLength(20);
    expect(stored).not.toContain(1);
    await expect(card.getByRole('button', { name: 'У порівнянні' })).toBeVisible();
  });

  test('the compare page groups goods by category and removes one or all @mobile', async ({ page }) => {
    const links = await productLinks(page);
    for (const href of links.slice(0, 3)) {
      await page.goto(href);
      await page.locator('.good-summary').getByRole('button', { name: 'Додати до порівняння' }).click();
    }
    await page
      .getByRole('link', { name: /Порівняння/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.locator('.compare-good')).toHaveCount(3);
    await shot(page, 'compare');
    await page.locator('.compare-remove').first().click();
    await expect(page.locator('.compare-good')).toHaveCount(2);
    await page.getByRole('button', { name: 'Видалити всі обрані' }).click();
    const dialog = page.getByRole('dialog', { name: 'Видалити всі обрані' });
    await dialog.getByRole('button', { name: 'Видалити' }).click();
    await expect(page.getByText('У порівнянні поки немає товарів')).toBeVisible();
    await expect(page.locator('[data-counter="compare"]')).toHaveText('0');
  });
});
