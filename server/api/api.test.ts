import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { reviews, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { apiContext, requireUser } from './auth';
import { createRouter, ok } from './http';

/** The SPEC §7 calls to the shop API (method, path with sample parameters). */
const specCalls: [string, string][] = [
  ['GET', '/site/home/'],
  ['GET', '/site/promotions/'],
  ['GET', '/api/goods/id/1/description'],
  ['POST', '/users/auth'],
  ['POST', '/users/auth/phoneauth/'],
  ['GET', '/site/users/orders'],
  ['GET', '/users/info/wishlist'],
  ['POST', '/users/info/wishlistdelete'],
  ['GET', '/users/info/waitlist'],
  ['POST', '/users/info/waitlistadd'],
  ['POST', '/users/info/wishlistgoods'],
  ['GET', '/site/users/info/getAddition'],
  ['GET', '/site/users/cart/'],
  ['POST', '/site/users/cart/add'],
  ['POST', '/site/users/cart/edit'],
  ['POST', '/site/users/cart/delete'],
  ['POST', '/site/users/auth/callback/'],
  ['POST', '/site/users/auth/recovery/'],
  ['POST', '/site/users/auth/registration/'],
  ['POST', '/site/users/auth/phone/'],
  ['POST', '/site/users/auth/subscribe/'],
  ['GET', '/site/ordernew/delivery/places/8000000000'],
  ['GET', '/site/ordernew/delivery/placesMethod/8000000000/1/'],
  ['POST', '/site/ordernew/create/check'],
  ['GET', '/site/ordernew/delivery/gethistory'],
];

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        responses?: Record<string, { description?: string }>;
        parameters?: { name: string; in: string }[];
      }
    >
  >;
};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Does a concrete path match a documented template like /site/reviews/{goodId}? */
function matches(template: string, path: string): boolean {
  const pattern = trim(template)
    .split('/')
    .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(trim(path));
}

let t: TestApi;
let token: string;
let publishedReviewId: number;

beforeAll(async () => {
  t = await createTestApi();
  const [user] = await t.database.db.select().from(users).where(eq(users.phone, '+380501234567'));
  if (!user) throw new Error('demo user');
  token = (await issueToken({ db: t.database.db, locale: 'ua', now: t.services.now() }, user.id)).token;
  const [review] = await t.database.db.select().from(reviews).where(eq(reviews.status, 'published')).limit(1);
  if (!review) throw new Error('demo reviews');
  publishedReviewId = review.id;
});
afterAll(() => t.close());

describe('API foundation (ADR 0007 envelope)', () => {
  it('unknown /api, /site and /users paths answer 404 JSON with message and message_ua (§8)', async () => {
    for (const path of ['/api/x', '/site/x', '/users/x', '/site/reviews/1/2/3/4', '/api/']) {
      const response = await t.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
      expect(await response.json(), path).toMatchObject({
        status: 'error',
        code: 'not_found',
        message: 'Не найдено',
        message_ua: 'Не знайдено',
      });
    }
  });

  it('a wrong method answers 404/405 JSON, never 500', async () => {
    for (const [method, path] of [
      ['DELETE', '/site/home/'],
      ['PUT', '/site/promotions/'],
      ['PATCH', '/site/reviews/1'],
      ['DELETE', '/site/reviews/1/like'],
      ['POST', '/api/openapi.json'],
      ['PUT', '/users/auth'],
    ] as const) {
      const response = await t.api.request(path, { method });
      expect([404, 405], `${method} ${path}`).toContain(response.status);
      const json = (await response.json()) as { message?: string; message_ua?: string };
      expect(typeof json.message).toBe('string');
      expect(typeof json.message_ua).toBe('string');
    }
  });

  it('a cookie-authenticated POST from another origin is refused (403 csrf); the Token header passes (§6)', async () => {
    const path = `/site/reviews/${publishedReviewId}/like`;
    const host = 'shop.example';
    const foreign = await t.api.request(path, {
      method: 'POST',
      headers: { cookie: `token=${token}`, origin: 'https://evil.example', host },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'csrf', message_ua: 'Запит з іншого сайту відхилено' });
    const noOrigin = await t.api.request(path, { method: 'POST', headers: { cookie: `token=${token}`, host } });
    expect(noOrigin.status).toBe(403);
    const sameOrigin = await t.api.request(path, {
      method: 'POST',
      headers: { cookie: `token=${token}`, origin: `https://${host}`, host },
    });
    expect(sameOrigin.status).toBe(200);
    const header = await t.api.request(path, {
      method: 'POST',
      headers: { Token: token, cookie: `token=${token}`, origin: 'https://evil.example', host },
    });
    expect(header.status).toBe(200);
  });

  it('a cookie POST with an unparsable Origin or Referer answers 403 csrf, not 500 (§6)', async () => {
    const path = `/site/reviews/${publishedReviewId}/like`;
    for (const headers of [{ origin: 'null' }, { referer: 'not a url' }, { origin: '' }] as Record<string, string>[]) {
      const response = await t.api.request(path, {
        method: 'POST',
        headers: { cookie: `token=${token}`, host: 'shop.example', ...headers },
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('an expired or unknown Token on a sign-in-only route answers 401 in both languages (§4, §6)', async () => {
    const probe = createRouter();
    probe.use('/users/*', apiContext(t.services));
    probe.get('/users/probe', requireUser, (c) => ok(c, { id: c.get('user')?.id }));
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '+380501234567'));
    const longAgo = new Date(t.services.now().getTime() - 40 * 24 * 3600 * 1000);
    const expired = (await issueToken({ db: t.database.db, locale: 'ua', now: longAgo }, user?.id ?? 1)).token;
    for (const bad of [expired, 'x'.repeat(43), 'not a token']) {
      const response = await probe.request('/users/probe', { headers: { Token: bad } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: 'token_invalid',
        message: 'Сессия закончилась, войдите снова',
        message_ua: 'Сесія закінчилась, увійдіть знову',
      });
    }
    const anonymous = await probe.request('/users/probe');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'auth_required', message_ua: 'Увійдіть у профіль' });
    const valid = await probe.request('/users/probe', { headers: { Token: token } });
    expect(await valid.json()).toMatchObject({ status: 200, data: { id: user?.id } });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  let doc: Doc;
  beforeAll(async () => {
    const response = await t.get('/api/openapi.json');
    expect(response.status).toBe(200);
    doc = (await response.json()) as Doc;
  });

  it('is an OpenAPI 3.1 document: every path item has operations, each with a summary and described responses', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/'), path).toBe(true);
      const operations = Object.entries(item).filter(([key]) => methods.includes(key));
      expect(operations.length, path).toBeGreaterThan(0);
      for (const [method, operation] of operations) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        const responses = Object.entries(operation.responses ?? {});
        expect(responses.length, where).toBeGreaterThan(0);
        for (const [status, response] of responses) {
          expect(status, where).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
          expect(typeof response.description, `${where} ${status}`).toBe('string');
        }
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const param = operation.parameters?.find((p) => p.in === 'path' && `{${p.name}}` === name);
          expect(param, `${where} declares ${name}`).toBeTruthy();
        }
      }
    }
  });

  it('lists every SPEC §7 call the API serves, and every API route is documented', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.includes(key))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    const isDocumented = (method: string, path: string) =>
      documented.some((op) => op.method === method && matches(op.path, path));
    const routes = t.api.routes
      .filter((route) => route.method !== 'ALL' && !['/api/openapi.json', '/api/docs'].includes(route.path))
      .map((route) => ({ method: route.method, template: route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}') }));
    for (const route of routes) {
      expect(
        documented.some((op) => op.method === route.method && trim(op.path) === trim(route.template)),
        `${route.method} ${route.template} is in openapi.json`,
      ).toBe(true);
    }
    const served = specCalls.filter(([method, path]) =>
      routes.some((route) => route.method === method && matches(route.template, path)),
    );
    for (const [method, path] of served) expect(isDocumented(method, path), `${method} ${path}`).toBe(true);
    // The ones this issue's site resource owns, for sure:
    expect(served).toEqual(
      expect.arrayContaining([
        ['GET', '/site/home/'],
        ['GET', '/site/promotions/'],
      ]),
    );
    expect(isDocumented('GET', '/site/reviews/12')).toBe(true);
    expect(isDocumented('POST', '/site/reviews/12')).toBe(true);
    expect(isDocumented('POST', '/site/reviews/12/like')).toBe(true);
    expect(isDocumented('GET', '/site/reviews/photo/3')).toBe(true);
  });

  it('GET /api/docs renders the reference page as HTML', async () => {
    const response = await t.get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('/api/openapi.json');
  });
});
