import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCookies } from '#server/http/cookies';
import { createTestShop, type TestShop } from '#test/support/shop';
import { sharedPageKey } from './page-cache-key';

// The HTML cache's key and the page's render read a request the same way,
// whatever a client puts in its headers; a malformed cookie is ignored and cleared, never a 500.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop.close());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Hostile and odd spellings of the headers a page reads (cookie, language, agent). */
const variants: Record<string, string>[] = [
  { cookie: 'locale =ru', 'accept-language': 'ru' },
  { cookie: 'locale= ru', 'accept-language': 'ru' },
  { cookie: 'locale="ru"', 'accept-language': 'ru' },
  { cookie: 'locale=', 'accept-language': 'ru' },
  { cookie: ' locale\t=\tua ', 'accept-language': 'ru' },
  { cookie: 'locale=%zz', 'accept-language': 'ru' },
  { cookie: 'locale=ua; locale=ru', 'accept-language': 'ru' },
  { cookie: 'Locale=ua', 'accept-language': 'ru' },
  { cookie: 'xlocale=ua', 'accept-language': 'ru' },
  { cookie: 'locale', 'accept-language': 'ru' },
  { cookie: 'token=%zz; locale=ua', 'accept-language': 'ru' },
  { cookie: 'token =abc', 'accept-language': 'ru' },
  { 'accept-language': 'RU' },
  { 'accept-language': 'ru-UA, uk;q=0.9' },
  { 'accept-language': 'uk;q=0.5, ru;q=0.5' },
  { 'accept-language': 'ru;q=abc, uk;q=0.1' },
  { 'accept-language': ' ru ;q=1 ' },
  { 'accept-language': 'ru', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  { 'accept-language': 'ru', 'user-agent': '' },
];

describe('the cache key and the render read a request alike', () => {
  it.each([
    '/',
    '/pages/about-us?x=5',
  ])('%s under hostile header variants: the key says "offer" exactly when the page offers /ru', async (path) => {
    for (const headers of variants) {
      const request = new Request(`http://shop.test${path}`, {
        headers: { accept: 'text/html', 'user-agent': browser, ...headers },
      });
      const key = sharedPageKey(request);
      // The test shop has no HTML cache: every page is rendered from this very request.
      const response = await shop.app.request(request);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      const offered = (await response.text()).includes('class="language-suggestion"');
      if (key !== null) expect(key.startsWith('offer-ru '), JSON.stringify(headers)).toBe(offered);
    }
  });

  it('one reader: names trimmed, quotes dropped, the first of a name wins, malformed values absent', () => {
    const parsed = parseCookies(' a = 1 ; b="2"; a=3; c=%zz; d=%E0%A4%A; e=%41; =x; f; g=\u0001');
    expect(Object.fromEntries(parsed.values)).toEqual({ a: '1', b: '2', e: 'A' });
    expect(parsed.malformed).toEqual(['c', 'd', 'g']);
  });
});

describe('a malformed cookie is ignored and cleared, never a 500', () => {
  it.each([
    '/',
    '/pages/about-us',
    '/checkout',
    '/profile',
    '/ru/profile/orders',
    '/site/users/cart/',
    '/site/home/',
    '/personal',
  ])('%s with malformed token, cart and checkout cookies', async (path) => {
    const response = await shop.app.request(`http://shop.test${path}`, {
      headers: { accept: 'text/html', 'user-agent': browser, cookie: 'token=%zz; cart=%E0%A4%A; checkout=%' },
    });
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
    const cleared = response.headers.getSetCookie().filter((c) => /Max-Age=0/.test(c));
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(['cart', 'checkout', 'token']);
  });

  it('a form post with a malformed session cookie is answered as a guest, not a 500', async () => {
    const response = await shop.app.request('http://shop.test/checkout', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://shop.test',
        cookie: 'token=%zz; cart=%E0%A4%A',
      },
      body: 'intent=check',
    });
    expect(response.status).toBeLessThan(500);
  });
});
