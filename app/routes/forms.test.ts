import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests, enquiries, newsletterSubscriptions } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';

// The small forms through the real storefront build and database (SPEC §2 dialogs and footer, §4,
// §5, §8): what a plain post (no JavaScript) and the dialog's post (`js=1`) answer, and what is
// stored. All posts come from one address here, so at most 5 callbacks succeed (the API's limit).
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop.close());

const post = (path: string, fields: Record<string, string>) => shop.postForm(path, fields);

describe('callback request (§3, §4, §5)', () => {
  it('a plain post with nothing filled shows every required message in the page language', async () => {
    const ua = await (await post('/callback', { phone: '', username: '', comment: '' })).text();
    expect(ua).toContain('Телефон обов&#x27;язковий');
    expect(ua).toContain('Ім&#x27;я обов&#x27;язкове');
    expect(ua).toContain('Коментар обов&#x27;язковий');
    const ru = await post('/ru/callback', { phone: '+38(050)12', username: 'Іван', comment: '' });
    expect(ru.status).toBe(400);
    const html = await ru.text();
    expect(html).toContain('Телефон неверный');
    expect(html).toContain('Комментарий обязателен');
    expect(html).not.toContain('Имя обязательно');
  });

  it('a valid plain post is stored and redirected to the confirmation', async () => {
    const response = await post('/ru/callback', {
      phone: '+38(067)555-12-34',
      username: '  Олег ',
      comment: 'Подскажите по катушке',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ru/callback?sent=1');
    const [row] = await shop.database.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.phone, '+380675551234'));
    expect(row).toMatchObject({ username: 'Олег', comment: 'Подскажите по катушке', type: 'phone', locale: 'ru' });
    const page = await (await shop.app.request('/ru/callback?sent=1')).text();
    expect(page).toContain('менеджер свяжется с вами');
    expect(page).toContain('9:00 до 18:00');
  });

  it('the dialog gets the confirmation as data, in its language', async () => {
    const response = await post('/callback.data', {
      js: '1',
      phone: '0671112233',
      username: 'Ірина',
      comment: 'Передзвоніть',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('менеджер зв');
    const rows = await shop.database.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.phone, '+380671112233'));
    expect(rows).toHaveLength(1);
  });

  it('a name over 100 or a comment over 1000 characters is refused (§9)', async () => {
    const response = await post('/callback', {
      phone: '0671112244',
      username: 'І'.repeat(101),
      comment: 'к'.repeat(1001),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('максимум 100');
    expect(html).toContain('максимум 1000');
  });
});

describe('newsletter (§2 footer, §5, §7 subscribe)', () => {
  it('a wrong e-mail answers its message; a plain valid post returns to its page with a notice', async () => {
    const wrong = await post('/subscribe', { email: 'not-an-email', next: '/shops' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Email не вірний');
    const ok = await post('/ru/subscribe', { email: 'Angler@Example.com', next: '/ru/shops?notice=logged_in' });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/ru/shops?notice=subscribed');
    const [row] = await shop.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'angler@example.com'));
    expect(row?.locale).toBe('ru');
  });

  it('never redirects to another site', async () => {
    const response = await post('/subscribe', { email: 'fisher@example.com', next: '//evil.example/x' });
    expect(response.headers.get('location')).toBe('/?notice=subscribed');
  });
});

describe('wholesale enquiry (§1; ADR 0014)', () => {
  it('missing fields answer per field; a valid enquiry is stored and confirmed', async () => {
    const empty = await post('/pages/wholesale', { name: '', phone: '', message: '', email: 'x@' });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    for (const text of ['Телефон обов&#x27;язковий', 'Ім&#x27;я обов&#x27;язкове', 'Повідомлення обов&#x27;язкове'])
      expect(html).toContain(text);
    expect(html).toContain('Email не вірний');

    const sent = await post('/pages/wholesale', {
      name: 'ТОВ Рибалка',
      phone: '+38(044)123-45-67',
      company: 'Рибалка',
      email: '',
      message: 'Цікавить оптовий прайс',
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/pages/wholesale?sent=1#enquiry');
    const [row] = await shop.database.db.select().from(enquiries).where(eq(enquiries.phone, '+380441234567'));
    expect(row).toMatchObject({ kind: 'wholesale', company: 'Рибалка', email: null, locale: 'ua' });
    expect(await (await shop.app.request('/pages/wholesale?sent=1')).text()).toContain('Заявку надіслано');
  });

  it('other static pages take no posts', async () => {
    expect((await post('/pages/about-us', { name: 'x' })).status).toBe(405);
  });
});
