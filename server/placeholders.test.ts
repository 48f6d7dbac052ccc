import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';
import { placeholderTargets } from './placeholders';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop.close());

const get = (path: string) => shop.app.request(path, { headers: { accept: 'text/html', cookie: 'locale=ua' } });

describe('the SPEC §2 template routes (ADR 0049)', () => {
  it.each(Object.entries(placeholderTargets))('%s answers 301 to %s, also under /ru', async (from, to) => {
    const ua = await get(from);
    expect(ua.status).toBe(301);
    expect(ua.headers.get('location')).toBe(to);
    const ru = await get(`/ru${from}/`);
    expect(ru.status).toBe(301);
    expect(ru.headers.get('location')).toBe(to === '/' ? '/ru' : `/ru${to}`);
    expect((await get(to)).status).toBe(200);
  });

  it('templates without a parent listing are the 404 page', async () => {
    for (const path of ['/product/product_page', '/wishlist/wishlist_share', '/ru/product/product_page']) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('/online (ADR 0049)', () => {
  it('explains ordering online in both languages, at one address', async () => {
    const ua = await get('/online');
    expect(ua.status).toBe(200);
    const html = await ua.text();
    expect(html).toContain('Онлайн-замовлення');
    expect(html).toContain('понад 500 грн');
    const ru = await get('/ru/online');
    expect(ru.status).toBe(200);
    expect(await ru.text()).toContain('Онлайн-заказ');
    expect((await get('/pages/online')).status).toBe(404);
  });
});
