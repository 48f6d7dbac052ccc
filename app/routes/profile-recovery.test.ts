import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '#db/schema';
import { createTestShop, type TestShop } from '#server/testing';

// SPEC §4 recovery through the real storefront build: the page's form sends the SMS, the texted
// password signs in and replaces the old one (ADR 0035).
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop.close());

const post = (path: string, fields: Record<string, string>) =>
  shop.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

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
});
