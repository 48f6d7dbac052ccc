import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';

/** Three deployments: the shop alone, behind a trusted reverse proxy on loopback, and with an https PUBLIC_URL. */
let direct: TestShop;
let proxied: TestShop;
let publicHttps: TestShop;
beforeAll(async () => {
  [direct, proxied, publicHttps] = await Promise.all([
    createTestShop(),
    createTestShop({ env: { TRUST_PROXY: 'loopback' } }),
    createTestShop({ env: { PUBLIC_URL: 'https://poplavok.example' } }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([direct, proxied, publicHttps].map((shop) => shop.close()));
});

/** What @hono/node-server passes as `c.env`: the socket the request came on. */
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } },
});

function request(
  shop: TestShop,
  url: string,
  options: { method?: string; form?: Record<string, string>; headers?: Record<string, string>; peer?: string } = {},
) {
  const headers: Record<string, string> = { accept: 'text/html', cookie: 'locale=ua', ...options.headers };
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const full = url.startsWith('http') ? url : `http://poplavok.example${url}`;
  return shop.app.request(
    full,
    {
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      headers,
      body: options.form ? new URLSearchParams(options.form).toString() : undefined,
    },
    from(options.peer ?? '203.0.113.50'),
  );
}

const login = { intent: 'login', phone: '0501234567', password: 'poplavok' };
const tokenCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('token='));
const behindHttpsProxy = {
  peer: '127.0.0.1',
  headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' },
};

describe('caching: no page that depends on the session is publicly cacheable (ADR 0043)', () => {
  it.each([
    '/profile',
    '/ru/profile',
    '/checkout',
    '/ru/checkout',
    '/profile/orders',
    '/ru/profile/orders',
    '/profile.data',
    '/ru/checkout.data',
  ])('%s carries Cache-Control: private, no-store', async (path) => {
    const response = await request(direct, path);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the sign-in answer (a cookie) is private, no-store, from the form and from the API', async () => {
    const form = await request(direct, '/profile', { form: login, peer: '203.0.113.51' });
    expect(form.status).toBe(302);
    expect(tokenCookie(form)).toBeDefined();
    expect(form.headers.get('cache-control')).toBe('private, no-store');
    const api = await request(direct, '/users/auth/phoneauth/', {
      form: { phone: '0501234567', password: 'poplavok' },
      peer: '203.0.113.52',
    });
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('private, no-store');
  });

  it('every other page is private too: the header shows the cart and the sign-in state', async () => {
    const firstVisit = await request(direct, '/', { headers: { cookie: '' } }); // sets the locale cookie
    expect(firstVisit.headers.get('set-cookie')).toMatch(/^locale=/);
    expect(firstVisit.headers.get('cache-control')).toBe('private, no-store');
    for (const path of ['/', '/promotions', '/_root.data', '/no-such-page']) {
      const response = await request(direct, path);
      expect(response.headers.get('cache-control'), path).toMatch(/^private/);
    }
  });
});

describe('HTTPS and proxies: Secure cookies, HSTS and the client address (ADR 0042)', () => {
  it('HSTS only on HTTPS: never on plain http, nor on a forged X-Forwarded-Proto', async () => {
    const hsts = async (shop: TestShop, url: string, options = {}) =>
      (await request(shop, url, options)).headers.get('strict-transport-security');
    expect(await hsts(direct, '/healthz')).toBeNull();
    expect(await hsts(direct, '/healthz', behindHttpsProxy)).toBeNull(); // nobody is trusted
    expect(await hsts(proxied, '/healthz', { ...behindHttpsProxy, peer: '203.0.113.60' })).toBeNull();
    expect(await hsts(direct, 'https://poplavok.example/healthz')).toBe('max-age=15552000');
    expect(await hsts(proxied, '/healthz', behindHttpsProxy)).toBe('max-age=15552000');
    expect(await hsts(publicHttps, '/healthz')).toBe('max-age=15552000'); // the public https host
    expect(await hsts(publicHttps, 'http://10.0.0.7:3000/healthz')).toBeNull(); // reached by another name
  });

  it('the storefront sign-in cookie is Secure exactly when the API one is: direct TLS, a trusted proxy, an https PUBLIC_URL', async () => {
    const plain = await request(direct, '/profile', { form: login, peer: '203.0.113.61' });
    expect(tokenCookie(plain)).not.toMatch(/Secure/);
    const forged = await request(proxied, '/profile', { form: login, ...behindHttpsProxy, peer: '203.0.113.62' });
    expect(tokenCookie(forged)).not.toMatch(/Secure/);

    const viaProxy = await request(proxied, '/profile', {
      form: login,
      ...behindHttpsProxy,
      headers: { ...behindHttpsProxy.headers, origin: 'https://poplavok.example' },
    });
    expect(viaProxy.status).toBe(302); // React Router's same-origin check sees https too
    expect(tokenCookie(viaProxy)).toMatch(/; Secure/);
    expect(viaProxy.headers.getSetCookie().every((c) => c.includes('; Secure'))).toBe(true);

    const publicUrl = await request(publicHttps, '/ru/profile', { form: login, peer: '203.0.113.63' });
    expect(tokenCookie(publicUrl)).toMatch(/; Secure/);

    const api = await request(proxied, '/users/auth/phoneauth/', {
      form: { phone: '0501234567', password: 'poplavok' },
      ...behindHttpsProxy,
      headers: { ...behindHttpsProxy.headers, 'x-forwarded-for': '198.51.100.21' },
    });
    expect(tokenCookie(api)).toMatch(/; Secure/);
  }, 60_000);

  it('behind the trusted proxy each customer has their own rate-limit budget; nobody else can pick one', async () => {
    const check = (shop: TestShop, peer: string, forwardedFor?: string) =>
      request(shop, '/site/users/auth/phone/', {
        form: { phone: '0501234567' },
        peer,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    // 30 phone checks a minute per address (ADR 0013).
    for (let i = 0; i < 30; i++) expect((await check(proxied, '127.0.0.1', '198.51.100.30')).status).toBe(200);
    expect((await check(proxied, '127.0.0.1', '198.51.100.30')).status).toBe(429);
    expect((await check(proxied, '127.0.0.1', '198.51.100.31')).status).toBe(200);
    // A direct client sending X-Forwarded-For: the header is ignored, the socket address counts.
    for (let i = 0; i < 30; i++) await check(direct, '203.0.113.70', `192.0.2.${i}`);
    expect((await check(direct, '203.0.113.70', '192.0.2.200')).status).toBe(429);
    for (let i = 0; i < 30; i++) await check(proxied, '203.0.113.71', `192.0.2.${i}`);
    expect((await check(proxied, '203.0.113.71', '192.0.2.201')).status).toBe(429);
  });
});

describe('/api/docs has a strict Content-Security-Policy (ADR 0043)', () => {
  it('allows only its own inline style and script, by hash, and its fetch of the OpenAPI document', async () => {
    const response = await request(direct, '/api/docs');
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(script).toContain("fetch('/api/openapi.json')");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${sha(script)}`);
    expect(csp).toContain(`style-src ${sha(style)}`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
