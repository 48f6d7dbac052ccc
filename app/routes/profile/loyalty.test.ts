import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';

// Through the real storefront: the profile says the level checkout applies and why.
let shop: TestShop;
let cookie = '';
beforeAll(async () => {
  shop = await createTestShop();
  const signedIn = await shop.postForm('/profile', { intent: 'login', phone: '0501234567', password: 'poplavok' });
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}, 120_000);
afterAll(() => shop.close());

const page = async (path: string) => (await shop.app.request(path, { headers: { cookie } })).text();
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the profile explains the club discount (§1)', () => {
  it('the demo shopper sees 10 % held from last year, the discount that applies and the way to 15 % (§1)', async () => {
    expect(cookie).toContain('token=');
    const ua = text(await page('/profile'));
    expect(ua).toContain('Ваш рівень: 10 %');
    expect(ua).toContain('Рівень, досягнутий у 2025 році (покупки на 12 450.00 грн), діє до 31 грудня 2026.');
    expect(ua).toContain('Зараз до замовлення застосовується: клубна знижка 10 % (ваш рівень)');
    expect(ua).toContain('До рівня 15 % залишилось 13 160.01 грн');
    expect(ua).toContain('Щоб зберегти 10 % на 2027 рік — ще 3 160.01 грн покупок у 2026 році.');
    expect(ua).toContain('Щомісячна знижка за 05.2026 (покупки на 3 560.00 грн): 7 %.');
    expect(ua).not.toContain('Ваш рівень: 5 %');
  });

  it('the same explanation in Russian (§1)', async () => {
    const ru = text(await page('/ru/profile'));
    expect(ru).toContain('Ваш уровень: 10 %');
    expect(ru).toContain('Сейчас к заказу применяется: клубная скидка 10 % (ваш уровень)');
    expect(ru).toContain('До уровня 15 % осталось 13 160.01 грн');
  });
});
