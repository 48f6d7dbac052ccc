import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCustomerBlocked } from '#core/accounts';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';
import { demoStaffView } from '#test/support/staff';

// A customer blocked by a manager cannot sign in through either door — the apps' API or
// the storefront's form — and is told so in their language, never a 500; their session ends at once.
let shop: TestShop;
const irynaId = 2;
const iryna = { phone: '0671112233', password: 'poplavok' };
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop.close());

describe('a blocked customer', () => {
  it('is signed out at once and refused by the API and by the form, with the bilingual message', async () => {
    const signedIn = await shop.postForm('/profile', { intent: 'login', ...iryna });
    expect(signedIn.status).toBe(302);
    const cookie = cookieOf(signedIn);
    const apiToken = (await (
      await shop.postForm('/users/auth/phoneauth/', { phone: iryna.phone, password: iryna.password })
    ).json()) as { data: { token: string } };
    expect(text(await (await shop.app.request('/profile', { headers: { cookie } })).text())).toContain('Шевчук');

    const manager = await demoStaffView(shop.database.db, 'manager');
    const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
    expect(await setCustomerBlocked(ctx, manager, irynaId, true)).toEqual({ ok: true, changed: true });

    // The browser's cookie and the app's token stop working.
    expect(text(await (await shop.app.request('/profile', { headers: { cookie } })).text())).not.toContain('Шевчук');
    const check = await shop.postForm('/users/auth/', { token: apiToken.data.token });
    expect(check.status).toBe(401);

    const api = await shop.postForm('/users/auth/phoneauth/', { phone: iryna.phone, password: iryna.password });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({
      code: 'account_blocked',
      message_ua: 'Ваш профіль заблоковано. Зверніться до кол-центру: 0 800 303 355',
      message: 'Ваш профиль заблокирован. Обратитесь в колл-центр: 0 800 303 355',
    });
    const ua = await shop.postForm('/profile', { intent: 'login', ...iryna });
    expect(ua.status).toBe(403);
    expect(ua.headers.getSetCookie().some((c) => c.startsWith('token='))).toBe(false);
    expect(text(await ua.text())).toContain('Ваш профіль заблоковано. Зверніться до кол-центру: 0 800 303 355');
    const ru = await shop.postForm('/ru/profile', { intent: 'login', ...iryna });
    expect(ru.status).toBe(403);
    expect(text(await ru.text())).toContain('Ваш профиль заблокирован. Обратитесь в колл-центр: 0 800 303 355');
    // A wrong password is still just a wrong password: the block is told only to the owner.
    const wrong = await shop.postForm('/profile', { intent: 'login', phone: iryna.phone, password: 'not-it' });
    expect(wrong.status).toBe(401);

    await setCustomerBlocked(ctx, manager, irynaId, false);
    expect((await shop.postForm('/profile', { intent: 'login', ...iryna })).status).toBe(302);
  });
});
