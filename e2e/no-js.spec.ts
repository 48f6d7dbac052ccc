import { apiRegister, expect, test } from './fixtures';

// A real browser without JavaScript posts the shop's forms as plain HTML forms. Under the old
// `Referrer-Policy: no-referrer` Chromium sent `Origin: null` and every post answered "Bad Request"
//; curl never saw it. These run in Chromium with JavaScript off (ADR 0045).
test.use({ javaScriptEnabled: false });

test.describe('forms without JavaScript (ADR 0045)', () => {
  test('pages ask browsers to send their origin, never `no-referrer`', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('a guest adds to the cart and a shopper signs in, both as plain form posts @mobile', async ({ page }) => {
    await page.goto('/');
    const links = await page.locator('.good-card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    let bought = false;
    for (const href of links) {
      await page.goto(href ?? '/');
      const buy = page.getByRole('button', { name: 'Купити' });
      if (!(await buy.count())) continue;
      await buy.first().click();
      bought = true;
      break;
    }
    expect(bought).toBe(true);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('body')).not.toContainText('Bad Request');
    await expect(page.locator('.cart-line')).toHaveCount(1);

    await page.goto('/ru/profile');
    await page.getByLabel('Телефон').fill('+38(093)123-45-00');
    await page.getByLabel('Пароль').fill('wholesale');
    await page.getByRole('button', { name: /Войти/ }).click();
    await expect(page.locator('body')).not.toContainText('Bad Request');
    await expect(page).toHaveURL(/\/ru\/(checkout\?merged=1|profile)[?&]notice=logged_in$/);
  });

  test('a foreign page cannot post to the shop: 403', async ({ request }) => {
    const response = await request.post('/profile', {
      form: { intent: 'logout' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});

test.describe('one sign-in budget for the API and the form (ADR 0035)', () => {
  test("wrong guesses through the API lock the phone for the storefront form too; the owner's browser still signs in", async ({
    request,
    browser,
    playwright,
    baseURL,
  }) => {
    const phone = `+38063${String(Date.now()).slice(-7)}`;
    const registered = await apiRegister(request, {
      form: { phone, password: 'owner-pass', first_name: 'Леся', last_name: 'Українка' },
    });
    expect(registered.status()).toBe(200);
    const owner = await browser.newContext({ javaScriptEnabled: false });
    const ownPage = await owner.newPage();
    await ownPage.goto('/profile');
    await ownPage.getByLabel('Телефон').fill(phone);
    await ownPage.getByLabel('Пароль').fill('owner-pass');
    await ownPage.getByRole('button', { name: /Увійти/ }).click();
    await expect(ownPage).toHaveURL(/\/profile(\?notice=logged_in)?$/);
    await ownPage.getByRole('button', { name: /Вийти/ }).click();

    const strangerApi = await playwright.request.newContext({ baseURL }); // no cookies of the owner
    for (let i = 0; i < 5; i++) {
      const guess = await strangerApi.post('/users/auth/phoneauth/', { form: { phone, password: `guess-${i}` } });
      expect(guess.status()).toBe(401);
    }
    const stranger = await browser.newContext({ javaScriptEnabled: false });
    const page = await stranger.newPage();
    await page.goto('/profile');
    await page.getByLabel('Телефон').fill(phone);
    await page.getByLabel('Пароль').fill('owner-pass');
    await page.getByRole('button', { name: /Увійти/ }).click();
    await expect(page.getByText(/Забагато невдалих спроб для цього номера/)).toBeVisible();

    await ownPage.goto('/profile');
    await ownPage.getByLabel('Телефон').fill(phone);
    await ownPage.getByLabel('Пароль').fill('owner-pass');
    await ownPage.getByRole('button', { name: /Увійти/ }).click();
    await expect(ownPage).toHaveURL(/\/profile(\?notice=logged_in)?$/);
    await owner.close();
    await stranger.close();
    await strangerApi.dispose();
  });
});
