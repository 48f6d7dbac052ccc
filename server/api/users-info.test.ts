import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';

let t: TestApi;
const tokens: Record<number, string> = {};
// biome-ignore lint/suspicious/noExplicitAny: response payloads differ per endpoint
type Body = { status: number | string; message_ua?: string; message?: string; errors?: any; data: any };
const json = async (r: Response) => (await r.json()) as Body;

beforeAll(async () => {
  t = await createTestApi();
  const accounts = [
    [1, '+380501234567', 'poplavok'],
    [2, '+380671112233', 'poplavok'],
    [3, '+380931234500', 'wholesale'],
  ] as const;
  for (const [id, phone, password] of accounts) {
    const body = await json(await t.post('/users/auth/phoneauth/', { phone, password }));
    tokens[id] = body.data.token;
  }
});
afterAll(() => t.close());

const as = (id: number) => ({ token: tokens[id] ?? '' });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('profile extra fields (§3 User, §7 getAddition)', () => {
  it('returns the extra fields of the signed-in user (§3)', async () => {
    const response = await t.get('/site/users/info/getAddition', as(1));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({
      email: 'oleksandr@example.com',
      title: 'Коваленко Олександр Петрович',
      first_name: 'Олександр',
      last_name: 'Коваленко',
      patronymic: 'Петрович',
      additional_phone: null,
      birthday: { day: 16, month: 6, year: 1985 },
      city: 'Київ',
      address: null,
      fishing_type: 'spinning',
      fishing_type_title: 'Спиннинг',
      fishing_type_title_ua: 'Спінінг',
      subscriptions: { sms: 1, email: 1 },
      personal_discount: 0,
      // 12,450 UAH last year → 10 %, held through this year (§1, ADR 0024, 0082).
      loyalty_level: 10,
      loyalty_discount: { percent: 10, reason: 'level' },
    });
  });

  it('getAddition says the level and discount that create/check applies (§1, §7)', async () => {
    const places = (await json(await t.get('/site/ordernew/delivery/places/8000000000'))).data;
    const pickup = places.find((m: { code: string }) => m.code === 'pickup');
    const good = (
      (await t.database.db.execute(
        sql`select id from goods where sell_status = '4' and old_price is null and price between 100000 and 300000 order by id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows[0];
    const check = await json(
      await t.post(
        '/site/ordernew/create/check',
        {
          deliveryMethod: String(pickup.id),
          paymentMethod: String(pickup.payments[0].id),
          cart: JSON.stringify([{ id: good?.id, quantity: 1 }]),
        },
        as(1),
      ),
    );
    const addition = (await json(await t.get('/site/users/info/getAddition', as(1)))).data;
    expect(check.data.discount_reason).toBe(addition.loyalty_discount.reason);
    expect(check.data.discount_percent).toBe(addition.loyalty_discount.percent);
    expect(addition.loyalty_level).toBe(10);
  });

  it("loyalty level is this year's level, 5 % when the year has no purchases yet (§1)", async () => {
    expect((await json(await t.get('/site/users/info/getAddition', as(2)))).data.loyalty_level).toBe(15);
    const wholesale = (await json(await t.get('/site/users/info/getAddition', as(3)))).data;
    expect(wholesale).toMatchObject({ loyalty_level: 5, personal_discount: 7, birthday: null });
  });

  it('needs sign-in (§6)', async () => {
    const response = await t.get('/site/users/info/getAddition');
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ status: 'error', message_ua: 'Увійдіть у профіль' });
    for (const path of ['contacts', 'birthday', 'address', 'fishing', 'subscriptions']) {
      expect((await t.post(`/site/users/info/${path}/`, {})).status, path).toBe(401);
    }
  });
});

describe('contacts (§2 change contact info, §5, §6)', () => {
  it('saves names, e-mail and an additional phone; blank optional fields clear them', async () => {
    const response = await t.post(
      '/site/users/info/contacts/',
      {
        first_name: 'Ірина',
        last_name: 'Шевчук-Бойко',
        father_name: 'Іванівна',
        email: 'iryna.b@example.com',
        additional_phone: '+38(097)000-11-22',
      },
      as(2),
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 200, message_ua: 'Дані збережено' });
    expect(await userRow(2)).toMatchObject({
      lastName: 'Шевчук-Бойко',
      patronymic: 'Іванівна',
      email: 'iryna.b@example.com',
      additionalPhone: '+380970001122',
    });
    await t.post('/site/users/info/contacts/', { first_name: 'Ірина', last_name: 'Шевчук' }, as(2));
    expect(await userRow(2)).toMatchObject({
      lastName: 'Шевчук',
      patronymic: null,
      email: null,
      additionalPhone: null,
    });
  });

  it('has the registration rules: names required and Cyrillic, e-mail and phone checked (§5)', async () => {
    const body = await json(
      await t.post(
        '/site/users/info/contacts/',
        { first_name: 'Iryna', last_name: '', email: 'x@y', additional_phone: '12345' },
        as(2),
      ),
    );
    expect(body.errors).toEqual({
      first_name: { message_ua: "Ім'я обов'язкове", message: 'Имя обязательно' },
      last_name: { message_ua: "Прізвище обов'язкове", message: 'Фамилия обязательна' },
      email: { message_ua: 'Email не вірний', message: 'Email неверный' },
      additional_phone: { message_ua: 'Телефон не вірний', message: 'Телефон неверный' },
    });
  });

  it('the main phone cannot be changed through the API: `phone` is an unknown field (§6)', async () => {
    const response = await t.post(
      '/site/users/info/contacts/',
      { first_name: 'Ірина', last_name: 'Шевчук', phone: '+380509990000' },
      as(2),
    );
    expect(response.status).toBe(400);
    expect((await json(response)).errors?._).toEqual({ message_ua: 'Невідоме поле', message: 'Неизвестное поле' });
    expect((await userRow(2))?.phone).toBe('+380671112233');
  });
});

describe('birthday (§5, §6)', () => {
  it('day, month and year are all required (§5)', async () => {
    const body = await json(await t.post('/site/users/info/birthday/', { day: '', month: ' ' }, as(3)));
    expect(body.errors).toEqual({
      day: { message_ua: 'Вкажіть день народження', message: 'Укажите день рождения' },
      month: { message_ua: 'Вкажіть місяць народження', message: 'Укажите месяц рождения' },
      year: { message_ua: 'Вкажіть рік народження', message: 'Укажите год рождения' },
    });
  });

  it('must be a real date in the past (§5)', async () => {
    for (const date of [
      { day: '30', month: '2', year: '1990' },
      { day: '1', month: '13', year: '1990' },
      { day: '1', month: '1', year: '1899' },
      { day: '1', month: '1', year: '2030' },
      { day: 'x', month: '1', year: '1990' },
    ]) {
      const response = await t.post('/site/users/info/birthday/', date, as(3));
      expect(response.status, JSON.stringify(date)).toBe(400);
      expect((await json(response)).errors?.day?.message_ua).toBe('Невірна дата народження');
    }
    expect((await userRow(3))?.birthDate).toBeNull();
  });

  it('can be set once; changing it is only through the call centre: 403 (§6)', async () => {
    const first = await t.post('/site/users/info/birthday/', { day: '7', month: '3', year: '1979' }, as(3));
    expect(first.status).toBe(200);
    expect((await userRow(3))?.birthDate).toBe('1979-03-07');
    const again = await t.post('/site/users/info/birthday/', { day: '8', month: '3', year: '1979' }, as(3));
    expect(again.status).toBe(403);
    expect(await json(again)).toMatchObject({
      message_ua: 'Змінити дату народження можна лише через кол-центр: 0 800 303 355',
      message: 'Изменить дату рождения можно только через колл-центр: 0 800 303 355',
    });
    expect((await userRow(3))?.birthDate).toBe('1979-03-07');
    expect((await json(await t.get('/site/users/info/getAddition', as(3)))).data.birthday).toEqual({
      day: 7,
      month: 3,
      year: 1979,
    });
  });
});

describe('address, fishing type, subscriptions (§3, §5)', () => {
  it('city is required; address optional (§5)', async () => {
    const missing = await json(
      await t.post('/site/users/info/address/', { city: ' ', address: 'вул. Січова, 1' }, as(2)),
    );
    expect(missing.errors?.city).toEqual({ message_ua: 'Вкажіть місто', message: 'Укажите город' });
    const saved = await t.post('/site/users/info/address/', { city: 'Львів', address: 'вул. Січова, 1' }, as(2));
    expect(saved.status).toBe(200);
    expect(await userRow(2)).toMatchObject({ city: 'Львів', address: 'вул. Січова, 1' });
  });

  it('fishing type is required and one of the known kinds (§5)', async () => {
    for (const value of ['', 'golf']) {
      const body = await json(await t.post('/site/users/info/fishing/', { fishing_type: value }, as(2)));
      expect(body.errors?.fishing_type).toEqual({
        message_ua: 'Виберіть вид риболовлі',
        message: 'Выберите вид рыбалки',
      });
    }
    expect((await t.post('/site/users/info/fishing/', { fishing_type: 'fly' }, as(2))).status).toBe(200);
    expect((await userRow(2))?.fishingType).toBe('fly');
  });

  it("subscriptions take '0' or '1' for sms and email (§3)", async () => {
    expect((await t.post('/site/users/info/subscriptions/', { sms: 'yes', email: '1' }, as(2))).status).toBe(400);
    expect((await t.post('/site/users/info/subscriptions/', { sms: '1', email: '0' }, as(2))).status).toBe(200);
    expect((await json(await t.get('/site/users/info/getAddition', as(2)))).data.subscriptions).toEqual({
      sms: 1,
      email: 0,
    });
  });
});
