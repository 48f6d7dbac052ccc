import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholesaleEnquiryInput } from '#core/accounts';
import { enquiries } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput, invalidFields, junk } from '#test/support/api-fuzz';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe('wholesale enquiry (§1 wholesale enquiries; designed)', () => {
  it('is stored with the phone normalised and answered in both languages', async () => {
    const response = await t.post('/site/users/enquiries/wholesale/', {
      name: ' Андрій ',
      phone: '+38(093)123-45-00',
      email: 'opt@example.com',
      company: 'ТОВ «Рибалка»',
      message: 'Цікавлять оптові ціни на котушки',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 200,
      message_ua: "Дякуємо! Заявку прийнято, менеджер зв'яжеться з вами.",
      message: 'Спасибо! Заявка принята, менеджер свяжется с вами.',
    });
    const rows = await t.database.db.select().from(enquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'wholesale',
      name: 'Андрій',
      phone: '+380931234500',
      email: 'opt@example.com',
      company: 'ТОВ «Рибалка»',
      locale: 'ua',
    });
  });

  it('name, phone and message are required; e-mail is checked when given (§5)', async () => {
    const response = await t.post('/site/users/enquiries/wholesale/', {
      name: '',
      phone: '1',
      email: 'a@',
      message: ' ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      name: { message_ua: "Ім'я обов'язкове", message: 'Имя обязательно' },
      phone: { message_ua: 'Телефон не вірний', message: 'Телефон неверный' },
      email: { message_ua: 'Email не вірний', message: 'Email неверный' },
      message: { message_ua: "Повідомлення обов'язкове", message: 'Сообщение обязательно' },
    });
  });
});

describe('bad input (§5)', () => {
  it('POST /site/users/enquiries/wholesale/ never writes and never fails (1000 generated requests)', async () => {
    const valid = { name: 'Андрій', phone: '0931234500', email: '', company: '', message: 'Оптові ціни' };
    const values = fc.oneof(junk, fc.string({ maxLength: 30 }), fc.string({ minLength: 95, maxLength: 1010 }));
    const invalid = invalidFields(wholesaleEnquiryInput, valid, ['name', 'phone', 'message'], values);
    await assertRejectsBadInput(
      t,
      { method: 'POST', path: '/site/users/enquiries/wholesale/', valid, invalid },
      async () => (await t.database.db.select({ n: count() }).from(enquiries))[0]?.n,
    );
  }, 120_000);
});
