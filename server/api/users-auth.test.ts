import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, callbackRequests, newsletterSubscriptions, smsOutbox, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

// Each request comes from its own address unless told, so per-IP limits stay out of the way here
// (they have their own tests in users-auth.limits.test.ts).
let lastIp = 0;
const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
const post = async (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.api.request(
    path,
    {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    },
    { incoming: { socket: { remoteAddress: nextIp() } } },
  );
type Body = {
  status: number | string;
  code?: string;
  message?: string;
  message_ua?: string;
  errors?: Record<string, { message: string; message_ua: string }>;
  // biome-ignore lint/suspicious/noExplicitAny: response payloads differ per endpoint
  data: any;
  registred?: number;
};
const json = async (r: Response) => (await r.json()) as Body;
const demo = { phone: '+380501234567', password: 'poplavok' };
/**
 * Registration's two calls: the code is texted (read back from `demo_code`, the demo's
 * SMS), then the same fields with it. A first call that is not "code sent" is the answer.
 */
const register = async (form: Partial<Record<string, string>> = {}) => {
  const fields = {
    phone: '+38(063)555-00-01',
    password: 'secret-1',
    email: '',
    first_name: 'Тарас',
    last_name: 'Шевченко',
    father_name: 'Григорович',
    ...form,
  } as Record<string, string>;
  const sent = await post('/site/users/auth/registration/', fields);
  if (sent.status !== 200) return sent;
  const { data } = await json(sent);
  return post('/site/users/auth/registration/', { ...fields, code: data.demo_code });
};
const tokensOf = async (userId: number) => t.database.db.select().from(authTokens).where(eq(authTokens.userId, userId));

describe('registration (§3 Registration, §5, §7)', () => {
  it('registers a phone typed through the mask, signs in and sets the 31-day token cookie (§5, §6, §7)', async () => {
    const response = await register();
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.status).toBe(200);
    expect(body.message_ua).toBe('Дякуємо за реєстрацію!');
    expect(body.data.user).toMatchObject({
      login: '+380635550001',
      phone: '+38(063)555-00-01',
      first_name: 'Тарас',
      last_name: 'Шевченко',
      patronymic: 'Григорович',
      email: null,
      title: 'Шевченко Тарас Григорович',
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`token=${body.data.token}`);
    expect(cookie).toMatch(/Max-Age=2678400/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const me = await json(await post('/users/auth', { token: body.data.token }));
    expect(me.data.login).toBe('+380635550001');
  });

  it('stores the password hashed with scrypt, never in plain text (§3 Registration)', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, '+380635550001'));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('secret-1');
  });

  it('an already registered phone answers 409 "Цей номер вже зареєстрований" on the phone field (§5, §8)', async () => {
    const response = await register({ phone: '050 123 45 67' });
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body.errors?.phone).toEqual({
      message_ua: 'Цей номер вже зареєстрований',
      message: 'Этот номер уже зарегистрирован',
    });
    expect(body.data.errors.phone.message_ua).toBe('Цей номер вже зареєстрований');
  });

  it('required fields have the exact §5 messages in both languages, per field and at the top level (§5, ADR 0007)', async () => {
    const response = await post('/site/users/auth/registration/', {
      phone: '',
      password: '',
      first_name: '',
      last_name: '',
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.status).toBe('error');
    expect(body.data.errors).toEqual(body.errors);
    expect(body.errors).toEqual({
      phone: { message_ua: "Телефон обов'язковий", message: 'Телефон обязателен' },
      password: { message_ua: "Пароль обов'язковий", message: 'Пароль обязателен' },
      first_name: { message_ua: "Ім'я обов'язкове", message: 'Имя обязательно' },
      last_name: { message_ua: "Прізвище обов'язкове", message: 'Фамилия обязательна' },
    });
  });

  it('a missing field gets the same "required" message as an empty one (§5)', async () => {
    const body = await json(await post('/site/users/auth/registration/', {}));
    expect(body.errors?.phone?.message_ua).toBe("Телефон обов'язковий");
    expect(body.errors?.last_name?.message_ua).toBe("Прізвище обов'язкове");
  });

  it('invalid phone, e-mail and short password have the exact §5 messages in both languages (§5)', async () => {
    const body = await json(await register({ phone: '+38(063)555-00-0', email: 'taras@', password: '1234' }));
    expect(body.errors).toEqual({
      phone: { message_ua: 'Телефон не вірний', message: 'Телефон неверный' },
      email: { message_ua: 'Email не вірний', message: 'Email неверный' },
      password: {
        message_ua: 'Мінімальна довжина паролю 5 символів',
        message: 'Минимальная длина пароля 5 символов',
      },
    });
  });

  it('inputs are at most 100 characters (§5, §9)', async () => {
    const long = 'а'.repeat(101);
    const body = await json(
      await register({
        first_name: long,
        last_name: long,
        father_name: long,
        email: `${'a'.repeat(95)}@x.com`,
        password: 'p'.repeat(101),
      }),
    );
    for (const field of ['first_name', 'last_name', 'father_name', 'email', 'password']) {
      expect(body.errors?.[field]?.message_ua, field).toBe('Занадто довге значення (максимум 100)');
    }
    expect(await json(await register({ phone: `050${' '.repeat(100)}1234567` }))).toMatchObject({
      errors: { phone: { message_ua: 'Телефон не вірний' } },
    });
  });

  it('name parts keep only Cyrillic letters, hyphen, apostrophe and space; a name with nothing left is missing (§5, ADR 0010)', async () => {
    const onlyLatin = await json(await register({ first_name: 'John', last_name: 'Smith 2' }));
    expect(onlyLatin.errors?.first_name?.message_ua).toBe("Ім'я обов'язкове");
    expect(onlyLatin.errors?.last_name?.message_ua).toBe("Прізвище обов'язкове");

    const response = await register({
      phone: '0635550002',
      first_name: " Анна-Марія1  O'Ніл ",
      last_name: 'Ков<b>аль</b>ʼчук',
      father_name: 'Petrovych',
      email: ' anna@приклад.укр ',
    });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.user).toMatchObject({
      first_name: "Анна-Марія 'Ніл",
      last_name: 'Коваль’чук'.replace('’', 'ʼ'),
      patronymic: null,
      email: 'anna@приклад.укр',
    });
  });
});

describe('phone check (§4, §5, §7 /site/users/auth/phone/)', () => {
  it('answers registred 1 for a registered phone and 0 otherwise, in data and at the top level (§7, ADR 0007)', async () => {
    const yes = await json(await post('/site/users/auth/phone/', { phone: '+38(050)123-45-67' }));
    expect(yes).toMatchObject({ status: 200, data: { registred: 1 }, registred: 1 });
    const no = await json(await post('/site/users/auth/phone/', { phone: '0509998877' }));
    expect(no).toMatchObject({ status: 200, data: { registred: 0 }, registred: 0 });
  });

  it('an invalid phone is a field error "Телефон не вірний" (§5)', async () => {
    const response = await post('/site/users/auth/phone/', { phone: '12345' });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.phone?.message_ua).toBe('Телефон не вірний');
  });
});

describe('sign-in, token check and sign-out (§4 Authentication, §6, §7)', () => {
  let token = '';

  it('phone + password signs in: token, user, message; sets the token cookie (§4, §7 phoneauth)', async () => {
    const response = await post('/users/auth/phoneauth/', { phone: '050-123-45-67', password: demo.password });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      status: 200,
      message_ua: 'Успішно авторизувались',
      message: 'Успешно авторизовались',
      data: { user: { id: 1, login: demo.phone, first_name: 'Олександр' } },
    });
    token = body.data.token;
    expect(response.headers.get('set-cookie')).toContain(`token=${token}`);
  });

  it('a wrong password answers "Пароль не вірний. Спробуйте ще раз." in both languages (§5, §8)', async () => {
    const response = await post('/users/auth/phoneauth/', { phone: demo.phone, password: 'not-it' });
    expect(response.status).toBe(401);
    const body = await json(response);
    expect(body).toMatchObject({
      status: 'error',
      message_ua: 'Пароль не вірний. Спробуйте ще раз.',
      message: 'Пароль неверный. Попробуйте ещё раз.',
      errors: { password: { message_ua: 'Пароль не вірний. Спробуйте ще раз.' } },
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('an unknown phone gets exactly the wrong-password answer, so it does not reveal accounts (§8, ADR 0011)', async () => {
    const unknown = await post('/users/auth/phoneauth/', { phone: '0509998877', password: 'not-it' });
    const wrong = await post('/users/auth/phoneauth/', { phone: '0671112233', password: 'not-it' });
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('login password is required (§5)', async () => {
    const body = await json(await post('/users/auth/phoneauth/', { phone: demo.phone, password: '' }));
    expect(body.errors?.password?.message_ua).toBe("Пароль обов'язковий");
  });

  it('/users/auth validates a token given as a form field, the Token header or the cookie (§6, §7)', async () => {
    for (const response of [
      await post('/users/auth', { token }),
      await post('/users/auth', {}, { token }),
      await t.api.request('/users/auth', {
        method: 'POST',
        headers: { cookie: `token=${token}`, origin: 'http://localhost', host: 'localhost' },
      }),
    ]) {
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ status: 200, data: { id: 1, login: demo.phone } });
    }
  });

  it('an unknown token is an error the client signs out on (§4, §7)', async () => {
    const response = await post('/users/auth', { token: 'x'.repeat(43) });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ status: 'error', code: 'token_invalid' });
    expect((await post('/users/auth', {})).status).toBe(401);
  });

  it('a token is valid for 31 days and expired after (§6, §9)', async () => {
    const issuedAt = t.services.now();
    const day = 24 * 3600 * 1000;
    try {
      t.services.now = () => new Date(issuedAt.getTime() + 31 * day - 1000);
      expect((await post('/users/auth', { token })).status).toBe(200);
      t.services.now = () => new Date(issuedAt.getTime() + 31 * day + 1000);
      expect((await post('/users/auth', { token })).status).toBe(401);
      expect((await t.get('/site/users/info/getAddition', { token })).status).toBe(401);
    } finally {
      t.services.now = () => issuedAt;
    }
  });

  it('sign-out revokes the token and clears the cookie (§4)', async () => {
    const response = await post('/site/users/auth/logout/', {}, { token });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 200, message_ua: 'Вийшли з профілю' });
    expect(response.headers.get('set-cookie')).toMatch(/token=;.*Max-Age=0/);
    expect((await post('/users/auth', { token })).status).toBe(401);
    // Signing out again (or without a token) is harmless.
    expect((await post('/site/users/auth/logout/', {}, { token })).status).toBe(200);
  });
});

describe('password recovery (§4 Recovery, §5, §7)', () => {
  const phone = '+380671112233';

  it('texts a new random password; the old one and every session stay valid until it is used (§4, ADR 0035)', async () => {
    const login = await json(await post('/users/auth/phoneauth/', { phone, password: 'poplavok' }));
    const oldToken: string = login.data.token;
    const response = await post('/site/users/auth/recovery/', { phone: '+38(067)111-22-33' });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ status: 200, data: { status: 200 } });
    expect(body.message_ua).toBe('Новий пароль надіслано SMS на номер +380671112233');
    expect(body.message).toBe('Новый пароль отправлен SMS на номер +380671112233');

    const outbox = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.purpose).toBe('password_recovery');
    const sent = /пароль ([a-z2-9]{8,}) /.exec(outbox[0]?.text ?? '')?.[1] ?? '';
    expect(sent).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{10}$/);
    expect(outbox[0]?.text).toContain('новый'); // Iryna's account is in Russian

    // A stranger asking for recovery changes nothing for the owner yet.
    expect((await post('/users/auth', { token: oldToken })).status).toBe(200);
    const [pending] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(pending?.recoveryPasswordHash).toMatch(/^scrypt\$/);
    expect(pending?.recoveryPasswordHash).not.toContain(sent);

    // Using the texted password makes it the password and signs every other session out.
    expect((await post('/users/auth/phoneauth/', { phone, password: sent })).status).toBe(200);
    expect((await post('/users/auth', { token: oldToken })).status).toBe(401);
    expect((await post('/users/auth/phoneauth/', { phone, password: 'poplavok' })).status).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row?.passwordHash).toBe(pending?.recoveryPasswordHash);
    expect(row?.recoveryPasswordHash).toBeNull();
    // The SMS text does not stay readable once the password is used.
    const [wiped] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(wiped?.text).toBe('');
  });

  it('an unknown phone is an error in both languages and sends nothing (§5, §8)', async () => {
    const before = await t.database.db.select({ n: count() }).from(smsOutbox);
    const response = await post('/site/users/auth/recovery/', { phone: '0509998877' });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({
      status: 'error',
      data: { status: 'error' },
      message_ua: 'Користувача з таким номером не знайдено',
      message: 'Пользователь с таким номером не найден',
    });
    expect(await t.database.db.select({ n: count() }).from(smsOutbox)).toEqual(before);
  });

  it('the phone has the §5 rules', async () => {
    const body = await json(await post('/site/users/auth/recovery/', { phone: '' }));
    expect(body.errors?.phone?.message_ua).toBe("Телефон обов'язковий");
  });
});

describe('change password (§2 dialog, §5)', () => {
  const phone = '+380931234500';
  let token = '';
  let other = '';

  beforeAll(async () => {
    token = (await json(await post('/users/auth/phoneauth/', { phone, password: 'wholesale' }))).data.token;
    other = (await json(await post('/users/auth/phoneauth/', { phone, password: 'wholesale' }))).data.token;
  });

  it('needs sign-in (§6)', async () => {
    const response = await post('/site/users/auth/password/', {
      current_password: 'wholesale',
      new_password: 'new-pass',
      new_password_confirm: 'new-pass',
    });
    expect(response.status).toBe(401);
  });

  it('new passwords must match: "Паролі не співпадають" (§5)', async () => {
    const response = await post(
      '/site/users/auth/password/',
      { current_password: 'wholesale', new_password: 'new-pass', new_password_confirm: 'new-pas' },
      { token },
    );
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.new_password_confirm).toEqual({
      message_ua: 'Паролі не співпадають',
      message: 'Пароли не совпадают',
    });
  });

  it('the new password has at least 5 characters (§5, §9)', async () => {
    const body = await json(
      await post(
        '/site/users/auth/password/',
        { current_password: 'wholesale', new_password: 'abcd', new_password_confirm: 'abcd' },
        { token },
      ),
    );
    expect(body.errors?.new_password?.message_ua).toBe('Мінімальна довжина паролю 5 символів');
  });

  it('a wrong current password gets the wrong-password message (§5, §8)', async () => {
    const response = await post(
      '/site/users/auth/password/',
      { current_password: 'not-it', new_password: 'new-pass', new_password_confirm: 'new-pass' },
      { token },
    );
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.current_password?.message_ua).toBe('Пароль не вірний. Спробуйте ще раз.');
  });

  it('changes it: this session stays, other sessions are signed out (ADR 0012)', async () => {
    const response = await post(
      '/site/users/auth/password/',
      { current_password: 'wholesale', new_password: 'new-pass', new_password_confirm: 'new-pass' },
      { token },
    );
    expect(response.status).toBe(200);
    expect((await json(response)).message_ua).toBe('Пароль змінено');
    expect((await post('/users/auth', { token })).status).toBe(200);
    expect((await post('/users/auth', { token: other })).status).toBe(401);
    expect((await post('/users/auth/phoneauth/', { phone, password: 'new-pass' })).status).toBe(200);
    const live = (await tokensOf(3)).filter((row) => !row.revokedAt);
    expect(live.length).toBe(2);
  });
});

describe('callback request (§3, §5, §7 /site/users/auth/callback/)', () => {
  it('is stored and answered "a manager will contact you" in both languages (§8)', async () => {
    const response = await post('/site/users/auth/callback/', {
      phone: '+38(050)111-22-33',
      type: '+38(050)111-22-33',
      username: ' Петро ',
      comment: 'Підкажіть котушку для фідера',
    });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.message_ua).toBe("Дякуємо! Заявку прийнято, менеджер зв'яжеться з вами найближчим часом.");
    expect(body.message).toBe('Спасибо! Заявка принята, менеджер свяжется с вами в ближайшее время.');
    const rows = await t.database.db.select().from(callbackRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: '+380501112233',
      username: 'Петро',
      comment: 'Підкажіть котушку для фідера',
    });
  });

  it('name and comment are required with the exact §5 messages; name max 100, comment max 1000 (§5, §9)', async () => {
    const empty = await json(await post('/site/users/auth/callback/', { phone: '', username: ' ', comment: '' }));
    expect(empty.errors).toEqual({
      phone: { message_ua: "Телефон обов'язковий", message: 'Телефон обязателен' },
      username: { message_ua: "Ім'я обов'язкове", message: 'Имя обязательно' },
      comment: { message_ua: "Коментар обов'язковий", message: 'Комментарий обязателен' },
    });
    const long = await json(
      await post('/site/users/auth/callback/', {
        phone: '0501112233',
        username: 'П'.repeat(101),
        comment: 'к'.repeat(1001),
      }),
    );
    expect(long.errors?.username?.message_ua).toBe('Занадто довге значення (максимум 100)');
    expect(long.errors?.comment?.message_ua).toBe('Занадто довге значення (максимум 1000)');
    const ok = await post('/site/users/auth/callback/', {
      phone: '0501112233',
      username: 'П'.repeat(100),
      comment: 'к'.repeat(1000),
    });
    expect(ok.status).toBe(200);
  });
});

describe('newsletter (§2 footer, §5, §7 /site/users/auth/subscribe/)', () => {
  it('subscribes with status 200 and a bilingual message; again is the same answer and one row (idempotent)', async () => {
    for (const email of ['Fisher@Example.com', ' fisher@example.com ']) {
      const response = await post('/site/users/auth/subscribe/', { email });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({
        status: 200,
        message_ua: 'Дякуємо за підписку!',
        message: 'Спасибо за подписку!',
      });
    }
    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['fisher@example.com']);
  });

  it('the e-mail must look like one, max 100 (§5)', async () => {
    const bad = await json(await post('/site/users/auth/subscribe/', { email: 'fisher.example.com' }));
    expect(bad.errors?.email).toEqual({ message_ua: 'Email не вірний', message: 'Email неверный' });
    const long = await json(await post('/site/users/auth/subscribe/', { email: `${'a'.repeat(95)}@x.com` }));
    expect(long.errors?.email?.message_ua).toBe('Занадто довге значення (максимум 100)');
  });
});

describe('envelope', () => {
  it('a JSON body or a broken form is a bilingual 4xx, never a bare text (ADR 0007)', async () => {
    const response = await t.api.request('/site/users/auth/phone/', {
      method: 'POST',
      body: '{"phone":"0501234567"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(415);
    expect(await json(response)).toMatchObject({
      status: 'error',
      code: 'unsupported_media_type',
      message_ua: 'Непідтримуваний формат запиту: надсилайте форму',
    });
  });

  it('every accounts call is listed in /api/openapi.json', async () => {
    const doc = (await (await t.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/site/users/auth/registration',
      '/site/users/auth/phone',
      '/users/auth/phoneauth',
      '/users/auth',
      '/site/users/auth/logout',
      '/site/users/auth/recovery',
      '/site/users/auth/password',
      '/site/users/auth/callback',
      '/site/users/auth/subscribe',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
