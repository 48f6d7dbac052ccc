import { expect, openLoginDialog, type Page, test } from './fixtures';

// As a shopper sees it, ua and ru, desktop and @mobile: a field's messages go
// when it is edited, a new server answer replaces what the page said before, and the phone
// inputs' `pattern` is one the browser can compile (and so checks).

const slow = { timeout: 15_000 };

test.describe('stale validation messages (§5, §8)', () => {
  test('a registration phone shows one message at a time (ua) @mobile', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('link', { name: 'Зареєструватися' }).click();
    await dialog.getByRole('checkbox').check();
    const phone = dialog.getByLabel('Телефон');
    const submit = dialog.getByRole('button', { name: 'Зареєструватися' });
    await phone.pressSequentially('05012');
    await submit.click();
    await expect(dialog.getByText('Телефон не вірний')).toBeVisible(slow);
    await expect(dialog.getByText("Прізвище обов'язкове")).toBeVisible();
    // Editing the phone drops its message; the fields not touched keep theirs.
    await phone.pressSequentially('3');
    await expect(dialog.getByText('Телефон не вірний')).toHaveCount(0);
    await expect(dialog.getByText("Прізвище обов'язкове")).toBeVisible();
    // The registered-number check speaks alone, not beside the old "invalid".
    await phone.fill('');
    await phone.pressSequentially('0501234567');
    await expect(dialog.getByText('Цей номер вже зареєстрований')).toBeVisible();
    await expect(dialog.getByText('Телефон не вірний')).toHaveCount(0);
    // Sent again: the server's answer replaces the check's message instead of adding a second one.
    await dialog.getByLabel('Прізвище').fill('Коваленко');
    await dialog.getByLabel("Ім'я").fill('Ірина');
    await dialog.getByLabel('Пароль').fill('secret5');
    await submit.click();
    await expect(dialog.getByText("Прізвище обов'язкове")).toHaveCount(0, slow);
    await expect(dialog.getByText('Цей номер вже зареєстрований')).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: 'Увійти з паролем' })).toBeVisible();
  });

  test('the registration page drops a message as its field is typed in (ru)', async ({ page }) => {
    await page.goto('/ru/profile?view=register');
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Телефон обязателен')).toBeVisible(slow);
    await page.getByLabel('Телефон').pressSequentially('050');
    await expect(page.getByText('Телефон обязателен')).toHaveCount(0);
    await page.getByLabel('Фамилия').fill('Коваленко');
    await expect(page.getByText('Фамилия обязательна')).toHaveCount(0);
    await expect(page.getByText('Имя обязательно')).toBeVisible();
  });

  test('recovery forgets "phone required" once a number is typed (ua) @mobile', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('link', { name: 'Забули пароль?' }).click();
    await dialog.getByRole('button', { name: 'Надіслати пароль' }).click();
    await expect(dialog.getByText("Телефон обов'язковий")).toBeVisible(slow);
    await dialog.getByLabel('Телефон').pressSequentially('067');
    await expect(dialog.getByText("Телефон обов'язковий")).toHaveCount(0);
    // Escape in the phone field closes the dialog (the digit filter lets it through).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('recovery and sign-in pages in Russian', async ({ page }) => {
    await page.goto('/ru/profile?view=recovery');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Отправить пароль' }).click();
    await expect(page.getByText('Телефон обязателен')).toBeVisible(slow);
    await page.getByLabel('Телефон').pressSequentially('067');
    await expect(page.getByText('Телефон обязателен')).toHaveCount(0);
    await page.getByRole('link', { name: 'Уже есть профиль? Войти' }).click();
    await page.locator('.auth-form').getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Пароль обязателен')).toBeVisible(slow);
    await page.getByLabel('Пароль').fill('x');
    await expect(page.getByText('Пароль обязателен')).toHaveCount(0);
  });
});

/** What the browser makes of every phone input's pattern on the page: compiled and checking. */
async function phonePatterns(page: Page) {
  return page.locator('input[type="tel"][pattern]').evaluateAll((inputs) =>
    inputs.map((node) => {
      const input = node as HTMLInputElement;
      const before = input.value;
      input.value = 'подзвоніть';
      const wrong = input.validity.patternMismatch;
      input.value = '+38(050)123-45-67';
      const right = input.validity.patternMismatch;
      input.value = before;
      return { name: input.name, wrong, right };
    }),
  );
}

test.describe('phone patterns', () => {
  for (const prefix of ['', '/ru']) {
    test(`checkout and one-click phones are checked by the browser, no console error (${prefix || 'ua'}) @mobile`, async ({
      page,
      context,
      baseURL,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /pattern/i.test(message.text())) errors.push(message.text());
      });
      await context.addCookies([{ name: 'cart', value: '10:1', url: baseURL ?? 'http://127.0.0.1' }]);
      await page.goto(`${prefix}/checkout`);
      await page.waitForLoadState('networkidle');
      const checked = await phonePatterns(page);
      // The contact phone and the one-click phone at least.
      expect(checked.length).toBeGreaterThanOrEqual(2);
      for (const input of checked) expect(input, input.name).toMatchObject({ wrong: true, right: false });
      expect(errors).toEqual([]);
    });
  }
});
