import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingLimits, hashPassword } from '#core/passwords';
import { smsOutbox } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';

// SPEC §4 recovery through the real storefront build: the page's form sends the SMS, the texted
// password signs in and replaces the old one (ADR 0035).
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop.close());

const post = (path: string, fields: Record<string, string>) => shop.postForm(path, fields);

describe('password recovery on /profile (§4, ADR 0035)', () => {
  it('an unknown phone gets the message in the page language', async () => {
    const response = await post('/ru/profile', { intent: 'recover', phone: '+38(067)000-00-09' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Пользователь с таким номером не найден');
  });

  it('the password texted to the outbox signs in and becomes the password', async () => {
    const sent = await post('/profile', { intent: 'recover', phone: '+38(050)123-45-67' });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Новий пароль надіслано SMS на номер +38(050)123-45-67');
    const [sms] = await shop.database.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '+380501234567'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const password = /пароль (\S+)/.exec(sms?.text ?? '')?.[1];
    expect(password).toBeTruthy();

    const signedIn = await post('/profile', {
      intent: 'login',
      phone: '0501234567',
      password: password ?? '',
      next: '/shops',
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/shops?notice=logged_in');
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('token='))).toBe(true);
    // Using it made it the password: the old one is gone.
    const old = await post('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
    expect(old.status).toBe(401);
  });

  it('the form and the API spend one recovery budget per phone (3 an hour, ADR 0035)', async () => {
    const phone = '+38(093)123-45-00';
    // Two texts through the mobile apps' API, one through the page: the budget is spent.
    for (let i = 0; i < 2; i += 1) {
      const api = await post('/site/users/auth/recovery/', { phone });
      expect(api.status).toBe(200);
    }
    expect((await post('/profile', { intent: 'recover', phone })).status).toBe(200);
    const refused = await post('/profile', { intent: 'recover', phone });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Забагато спроб|Спробуйте/);
    expect((await post('/site/users/auth/recovery/', { phone })).status).toBe(429);
    const texts = await shop.database.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '+380931234500'));
    expect(texts).toHaveLength(3);
  });
});

describe('a full password-hashing queue (503)', () => {
  it('the sign-in form says so in the page language instead of failing', async () => {
    const defaults = { ...hashingLimits };
    Object.assign(hashingLimits, { running: 1, waiting: 3 });
    try {
      const held = Array.from({ length: 4 }, () => hashPassword('a1b2c'));
      const busy = await post('/ru/profile', { intent: 'login', phone: '0671112233', password: 'poplavok' });
      expect(busy.status).toBe(503);
      expect(await busy.text()).toContain('Попробуйте ещё раз через несколько секунд');
      await Promise.all(held);
    } finally {
      Object.assign(hashingLimits, defaults);
    }
  });
});
