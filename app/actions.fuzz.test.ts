import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken } from '#core/accounts';
import { authTokens, cartLines, orders, users } from '#db/schema';
import { isFormContentType } from '#server/http/form-body';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';

let shop: TestShop;
let token = '';
const errorLogs: string[] = [];
beforeAll(async () => {
  // Anything logged at error level (a 5xx, an unhandled action error) is collected and must stay empty.
  const sink = new Writable({
    write(line, _encoding, done) {
      errorLogs.push(String(line));
      done();
    },
  });
  shop = await createTestShop({ log: pino({ level: 'error' }, sink) });
  ({ token } = await issueToken({ db: shop.database.db, locale: 'ua', now: seededAt }, 1));
}, 120_000);
afterAll(() => shop.close());

/** Row counts of what an action could write: shoppers, sessions, carts, orders. */
async function snapshot() {
  const { db } = shop.database;
  return Promise.all(
    [users, authTokens, cartLines, orders].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n),
  );
}

/**
 * Every page route with an action, both languages — read from the real server build, so a new
 * form is fuzzed without editing this file. Sent as documents and as React Router `.data` posts.
 */
function actionTargets(build: ServerBuild): { path: string; index: boolean }[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
  };
  return Object.values(build.routes)
    .filter((route) => route && 'action' in route.module && route.module.action)
    .map((route) => ({ path: fullPath(route?.id), index: route?.index === true }));
}

/** The document URL of a target, or its single-fetch `.data` URL (`/_root.data` for `/`). */
function url(target: { path: string; index: boolean }, asData: boolean): string {
  const query = target.index ? '?index' : '';
  if (!asData) return `${target.path}${query}`;
  return `${target.path === '/' ? '/_root' : target.path.replace(/\/$/, '')}.data${query}`;
}

const seed = 20_260_615;
const runs = 400;

const contentTypes = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
      'multipart/form-data; boundary=fuzz',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json',
      'text/plain',
      'text/plain;charset=UTF-8',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/octet-stream',
      'application/xml',
      'text/html',
      '',
      undefined,
    ),
  },
);
const intents = fc.oneof(
  fc.constantFrom(
    'login',
    'logout',
    'add',
    'edit',
    'delete',
    'restore',
    'purge',
    '',
    'LOGIN',
    'login\u0000',
    'toString',
  ),
  fc.string({ maxLength: 20 }),
);
const values = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '0501234567',
    '+38(050)123-45-67',
    'not-the-password',
    '1',
    '-1',
    '999999999999',
    'NaN',
    '%',
    '%E0%A4%A',
  ),
);
const urlencoded = fc
  .record({ intent: intents, phone: values, password: values, id: values, quantity: values }, { requiredKeys: [] })
  .map((fields) => new URLSearchParams(fields as Record<string, string>).toString());
const multipart = fc
  .tuple(intents, fc.string({ maxLength: 30 }), fc.boolean())
  .map(
    ([intent, value, closed]) =>
      `--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n--fuzz\r\nContent-Disposition: form-data; name="id"\r\n\r\n${value}\r\n${closed ? '--fuzz--\r\n' : ''}`,
  );
/** Cookies and headers a broken or hostile client sends (never a 500). */
const cookieJunk = fc.array(
  fc.constantFrom(
    'token=%zz',
    'cart=%E0%A4%A',
    'checkout=%',
    'locale =ru',
    'locale="ru"',
    'locale=%D1%80%D1%83',
    'js=1',
    'sd_user=%FF',
    '=orphan',
    'token',
    ';;',
    'cart=[{"id":1,"quantity":-5}]',
    'cart=%5B%7B%22id%22%3A1e309%7D%5D',
  ),
  { maxLength: 3 },
);
const headerJunk = fc.record(
  {
    'accept-language': fc.constantFrom('ru', 'RU;q=abc', 'ru;q=0.9,uk;q=0.9', '*', ',,;', 'uk-UA,ru;q=2'),
    'user-agent': fc.constantFrom('', 'Googlebot/2.1', 'Mozilla/5.0 \u00e9', 'x'.repeat(2000)),
    accept: fc.constantFrom('text/html', '*/*', 'application/json', ''),
  },
  { requiredKeys: [] },
);
const bodies: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 500 }),
  urlencoded,
  urlencoded.chain((form) => fc.nat(form.length).map((cut) => form.slice(0, cut))), // truncated
  fc.integer({ min: 1000, max: 6000 }).map((n) => 'intent=add&'.repeat(n)), // huge field counts
  fc.uint8Array({ maxLength: 300 }), // invalid UTF-8
  fc.uint8Array({ maxLength: 100 }).map((bytes) => new Uint8Array([...new TextEncoder().encode('intent='), ...bytes])),
  multipart,
  multipart.chain((body) => fc.nat(body.length).map((cut) => body.slice(0, cut))),
);

describe('storefront actions never fail on a body (issue: 500 on JSON to /checkout, /profile; ADR 0041)', () => {
  it(`malformed bodies, cookies and headers to every page action: no 5xx, nothing written, nothing logged (fast-check seed ${seed}, ${runs} runs)`, async () => {
    const targets = actionTargets(shop.build);
    expect(targets.map((t) => t.path)).toEqual(
      expect.arrayContaining(['/profile', '/ru/profile', '/checkout', '/ru/checkout']),
    );
    const before = await snapshot();
    const statuses: Record<number, number> = {};
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          fc.boolean(),
          contentTypes,
          bodies,
          fc.nat(3).map((n) => n === 0),
          cookieJunk,
          headerJunk,
          async (target, asData, contentType, body, signedIn, junkCookies, junkHeaders) => {
            // Signed in, a well-formed cart form may legitimately write: such sessions send only non-forms.
            const type = signedIn && isFormContentType(contentType) ? 'application/json' : contentType;
            const headers: Record<string, string> = { ...junkHeaders };
            if (type !== undefined) headers['content-type'] = type;
            const cookies = signedIn ? [`token=${token}`, ...junkCookies] : junkCookies;
            if (cookies.length) headers.cookie = cookies.join('; ');
            const response = await shop.app.request(url(target, asData), {
              method: 'POST',
              headers,
              body: body as BodyInit,
            });
            await response.arrayBuffer();
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            expect(response.status, `${url(target, asData)} ${type} → ${response.status}`).toBeLessThan(500);
            expect(await snapshot()).toEqual(before);
          },
        ),
        { seed, numRuns: runs },
      );
      console.info(`answers by status (seed ${seed}):`, statuses);
      // The bodies reach both guards and the actions themselves (redirects, field errors, limits).
      expect(Object.keys(statuses)).toEqual(expect.arrayContaining(['302', '400', '413', '415']));
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(errorLogs).toEqual([]);
    } finally {
      consoleErrors.mockRestore();
    }
  }, 180_000);

  it.each([
    '/checkout',
    '/ru/checkout',
    '/profile',
    '/ru/profile',
    '/checkout.data',
    '/ru/profile.data',
  ])('JSON, text and boundary-less multipart to %s answer 415; a truncated multipart 400 (never 500, nothing logged)', async (path) => {
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [type, body] of [
        ['application/json', '{"intent":"login","phone":"0501234567"}'],
        ['text/plain', 'intent=logout'],
        ['multipart/form-data', 'intent=add'],
      ] as const) {
        const response = await shop.app.request(path, { method: 'POST', headers: { 'content-type': type }, body });
        expect(response.status, type).toBe(415);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      }
      const truncated = await shop.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
      });
      expect(truncated.status).toBe(400);
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      consoleErrors.mockRestore();
    }
  });

  it('real forms still work, urlencoded and multipart: a guest adds to the cart, a shopper signs in', async () => {
    const form = new FormData();
    form.set('intent', 'add');
    form.set('id', '1');
    form.set('quantity', '2');
    const added = await shop.app.request('/checkout', { method: 'POST', body: form });
    expect(added.status).toBe(302);
    expect(added.headers.get('set-cookie')).toMatch(/^cart=/);
    const signedIn = await shop.app.request('/ru/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'login', phone: '0501234567', password: 'poplavok' }).toString(),
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/ru/profile?notice=logged_in');
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('token='))).toBe(true);
  });
});
