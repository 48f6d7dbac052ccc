import { expect, test } from './fixtures';

// The shop API through the real production server (SPEC §7 paths, with their trailing slashes).
test.describe('shop API over HTTP (§7)', () => {
  test('a demo shopper signs in by phone and reads the server cart with the Token header', async ({ request }) => {
    const login = await request.post('/users/auth/phoneauth/', {
      form: { phone: '+38(050)123-45-67', password: 'poplavok' },
    });
    expect(login.status()).toBe(200);
    const body = await login.json();
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cart = await request.get('/site/users/cart/', { headers: { Token: body.data.token } });
    expect(cart.status()).toBe(200);
    expect(Array.isArray((await cart.json()).data)).toBe(true);
  });

  test('wrong password answers the §5 message in both languages', async ({ request }) => {
    const login = await request.post('/users/auth/phoneauth/', {
      form: { phone: '0501234567', password: 'wrong-one' },
    });
    expect(login.status()).toBeGreaterThanOrEqual(400);
    expect(await login.json()).toMatchObject({ message_ua: 'Пароль не вірний. Спробуйте ще раз.' });
  });

  for (const path of [
    '/site/home/',
    '/site/home',
    '/site/promotions/',
    '/api/goods/id/1,2/-',
    '/site/ordernew/delivery/places/8000000000',
  ]) {
    test(`GET ${path} answers 200 JSON`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      expect((await response.json()).status).toBe(200);
    });
  }

  test('unknown API paths answer JSON 404, not the storefront page', async ({ request }) => {
    const response = await request.get('/site/nothing-here/');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found', message_ua: 'Не знайдено' });
  });

  test('the OpenAPI document and its reference page are served', async ({ request }) => {
    const doc = await (await request.get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect((await request.get('/api/docs')).status()).toBe(200);
  });
});
