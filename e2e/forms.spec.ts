import type { Locator } from '@playwright/test';
import { expect, type Page, test, waitHydrated } from './fixtures';

// The small forms (SPEC §2 dialogs and footer, §4 Callback, §5 messages, §8 success, §9 hours):
// callback request, bug report, newsletter, wholesale enquiry — with JavaScript and without.
// What they store is checked against the database in app/routes/forms.test.ts.

const texts = {
  ua: {
    order: 'Замовити дзвінок',
    consultation: 'Замовити консультацію',
    phone: 'Телефон',
    name: "Ім'я",
    comment: 'Коментар',
    phoneRequired: "Телефон обов'язковий",
    phoneInvalid: 'Телефон не вірний',
    nameRequired: "Ім'я обов'язкове",
    commentRequired: "Коментар обов'язковий",
    doneTitle: 'Заявку прийнято',
    done: "менеджер зв'яжеться з вами",
    hours: 'з 9:00 до 18:00',
  },
  ru: {
    order: 'Заказать звонок',
    consultation: 'Заказать консультацию',
    phone: 'Телефон',
    name: 'Имя',
    comment: 'Комментарий',
    phoneRequired: 'Телефон обязателен',
    phoneInvalid: 'Телефон неверный',
    nameRequired: 'Имя обязательно',
    commentRequired: 'Комментарий обязателен',
    doneTitle: 'Заявка принята',
    done: 'менеджер свяжется с вами',
    hours: 'с 9:00 до 18:00',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

/** Submits `form` empty, then with a short phone, then filled: every §5 message, then success. */
async function callbackJourney(form: Locator, t: Texts, phoneDigits: string) {
  const send = form.getByRole('button', { name: t.order });
  await send.click();
  await expect(form.getByText(t.phoneRequired)).toBeVisible();
  await expect(form.getByText(t.nameRequired)).toBeVisible();
  await expect(form.getByText(t.commentRequired)).toBeVisible();

  await form.getByLabel(t.phone).pressSequentially('05012');
  await form.getByLabel(t.name).fill('Остап');
  await send.click();
  await expect(form.getByText(t.phoneInvalid)).toBeVisible();
  await expect(form.getByText(t.commentRequired)).toBeVisible();
  await expect(form.getByText(t.nameRequired)).toHaveCount(0);

  await form.getByLabel(t.phone).fill('');
  await form.getByLabel(t.phone).pressSequentially(phoneDigits);
  await form.getByLabel(t.comment).fill('Підкажіть, будь ласка, по фідерному вудилищу');
  await send.click();
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await waitHydrated(page);
}

test.describe('callback request with JavaScript (§2 dialogs, §4, §5)', () => {
  test('from the header: every message, then the confirmation with the callback hours (ua) @mobile', async ({
    page,
  }) => {
    const t = texts.ua;
    await hydrated(page, '/');
    await page.locator('.site-header').getByRole('link', { name: t.order }).click();
    const dialog = page.getByRole('dialog', { name: t.order });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await callbackJourney(dialog, t, '0671234501');
    await expect(page.getByRole('dialog', { name: t.doneTitle })).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(t.done);
    await expect(page.getByRole('dialog')).toContainText(t.hours);
    await page.getByRole('dialog').getByRole('button', { name: 'Закрити' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new opening starts with an empty form.
    await page.locator('.site-header').getByRole('link', { name: t.order }).click();
    await expect(dialog.getByLabel(t.comment)).toHaveValue('');
    await expect(dialog.getByText(t.phoneRequired)).toHaveCount(0);
  });

  test("from the footer's consultation link, in Russian", async ({ page }) => {
    const t = texts.ru;
    await hydrated(page, '/ru/shops');
    await page.locator('.site-footer').getByRole('link', { name: t.consultation }).click();
    const dialog = page.getByRole('dialog', { name: t.order });
    await expect(dialog).toBeVisible();
    await callbackJourney(dialog, t, '0671234502');
    await expect(page.getByRole('dialog', { name: t.doneTitle })).toContainText(t.done);
    await expect(page).toHaveURL(/\/ru\/shops$/);
  });

  test('the page form and the API spend one limit: 5 requests an hour per address (ADR 0013)', async ({ page }) => {
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post('/site/users/auth/callback/', {
        form: { phone: `067123450${i}`, username: 'Бот', comment: 'Перевірка' },
      });
      expect(response.status()).toBe(200);
    }
    await hydrated(page, '/callback');
    await page.getByLabel('Телефон').pressSequentially('0671234599');
    await page.getByLabel("Ім'я").fill('Остап');
    await page.getByLabel('Коментар').fill('Ще одна');
    await page.getByRole('main').getByRole('button', { name: 'Замовити дзвінок' }).click();
    await expect(page.getByRole('main')).toContainText('Забагато спроб');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['ua', 'ru'] as const) {
    test(`the callback request is a page with its messages and confirmation (${locale})`, async ({ page }) => {
      const t = texts[locale];
      await page.goto(locale === 'ru' ? '/ru/' : '/');
      await page.locator('.site-footer').getByRole('link', { name: t.consultation }).click();
      await expect(page).toHaveURL(locale === 'ru' ? /\/ru\/callback$/ : /\/callback$/);
      const main = page.getByRole('main');
      await callbackJourney(main, t, locale === 'ru' ? '0671234504' : '0671234503');
      await expect(page).toHaveURL(/\/callback\?sent=1$/);
      await expect(main.getByRole('heading', { name: t.doneTitle })).toBeVisible();
      await expect(main).toContainText(t.done);
      await expect(main).toContainText(t.hours);
    });
  }

  test('newsletter: a wrong address lands on its page with the message; a right one returns with a notice', async ({
    page,
  }) => {
    await page.goto('/shops');
    const footer = page.locator('.site-footer');
    await footer.getByLabel('Ваш e-mail').fill('fisher@');
    await footer.getByLabel('Ваш e-mail').press('Enter');
    await expect(page).toHaveURL(/\/subscribe$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Email не вірний')).toBeVisible();
    await main.getByLabel('Ваш e-mail').fill(`nojs-${Date.now()}@example.com`);
    await main.getByRole('button', { name: 'Підписатися' }).click();
    await expect(page).toHaveURL(/\/shops\?notice=subscribed$/);
    await expect(page.getByRole('status').filter({ hasText: 'Дякуємо за підписку!' })).toBeVisible();
  });

  test('wholesale enquiry: messages per field, then the confirmation', async ({ page }) => {
    await page.goto('/ru/pages/wholesale');
    const form = page.locator('#enquiry');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page).toHaveURL(/\/ru\/pages\/wholesale#enquiry$/);
    await expect(form.getByText('Имя обязательно')).toBeVisible();
    await expect(form.getByText('Телефон обязателен')).toBeVisible();
    await expect(form.getByText('Сообщение обязательно')).toBeVisible();
    await form.getByLabel('Имя').fill('Андрей');
    await form.getByLabel('Телефон').fill('+38(050)765-43-21');
    await form.getByLabel('Сообщение').fill('Нужен оптовый прайс на прикормку');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page).toHaveURL(/\/ru\/pages\/wholesale\?sent=1#enquiry$/);
    await expect(page.locator('#enquiry')).toContainText('Заявка отправлена');
  });

  test('the bug report opens in place with both messenger links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('.site-footer');
    await footer.locator('summary', { hasText: 'Повідомити про помилку' }).click();
    await expect(footer.getByRole('link', { name: 'Написати у Viber' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Написати в Telegram' })).toBeVisible();
  });
});

test.describe('newsletter, bug report, footer (§2 footer, §5, §7)', () => {
  test('a wrong e-mail shows its message under the field until edited; a right one shows a tooltip and clears the field', async ({
    page,
  }) => {
    await hydrated(page, '/ru/shops');
    const footer = page.locator('.site-footer');
    const email = footer.getByLabel('Ваш e-mail');
    await email.fill('рибалка@пошта');
    await email.press('Enter');
    await expect(footer.getByText('Email неверный')).toBeVisible();
    await expect(page).toHaveURL(/\/ru\/shops$/);
    await email.pressSequentially('.');
    await expect(footer.getByText('Email неверный')).toHaveCount(0);
    await email.fill(`js-${Date.now()}@example.com`);
    await email.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Спасибо за подписку!' })).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page).toHaveURL(/\/ru\/shops$/);
  });

  test('wholesale enquiry with JavaScript: messages, then the confirmation', async ({ page }) => {
    await hydrated(page, '/pages/wholesale');
    const form = page.locator('#enquiry');
    await form.getByLabel("Ім'я").fill('Андрій');
    await form.getByLabel('E-mail (необов’язково)').fill('opt@');
    await form.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(form.getByText('Email не вірний')).toBeVisible();
    await expect(form.getByText("Телефон обов'язковий")).toBeVisible();
    await expect(form.getByText("Повідомлення обов'язкове")).toBeVisible();
    await expect(form.getByText("Ім'я обов'язкове")).toHaveCount(0);
    await form.getByLabel('E-mail (необов’язково)').fill('opt@example.com');
    await form.getByLabel('Телефон').pressSequentially('0507654300');
    await form.getByLabel('Повідомлення').fill('Потрібен оптовий прайс');
    await form.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(page.locator('#enquiry')).toContainText('Заявку надіслано');
    await expect(page).toHaveURL(/\/pages\/wholesale\?sent=1#enquiry$/);
  });

  test('the bug report dialog links to the Viber and Telegram bots', async ({ page }) => {
    await hydrated(page, '/');
    // The footer runs once it comes near the viewport (an island, ADR 0122): the shopper scrolls to it.
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await page.locator('.site-footer').getByRole('button', { name: 'Повідомити про помилку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Повідомити про помилку' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Написати у Viber' })).toHaveAttribute(
      'href',
      'viber://pa?chatURI=poplavok',
    );
    const telegram = dialog.getByRole('link', { name: 'Написати в Telegram' });
    await expect(telegram).toHaveAttribute('href', 'https://t.me/poplavok_bot');
    await expect(telegram).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the footer lists §2 links; other sites open in a new tab without opener', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('.site-footer');
    for (const name of [
      'Про нас',
      'Оплата і доставка',
      'Програма лояльності',
      'Магазини',
      'Акції',
      'Бренди',
      'Гарантія',
      'Контакти',
      'Сервісні центри',
      'Оптовим клієнтам',
      'Новини',
      'Вакансії',
    ])
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: '0 800 303 355' })).toHaveAttribute('href', 'tel:0800303355');
    await expect(footer).toContainText('Пн–Пт 09:00–18:00, Сб 09:00–17:00');
    const external = footer.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(9);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    for (const name of ['Каталоги', 'Відеоканал', 'Рибальський клуб', /App Store/, /Google Play/, /YouTube/])
      await expect(footer.getByRole('link', { name })).toBeVisible();
  });
});
