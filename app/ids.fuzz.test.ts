import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken } from '#core/accounts';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

/**
 * An id beyond what its column holds (2³¹ − 1), negative, zero, in exponent or hex
 * notation or a thousand digits long answers 404 / 400 at every boundary — page paths, query
 * strings, forms of the storefront and the back office, the §7 API, image variants — never 500.
 * The routes come from the server build and the forms from the pages themselves, so a new route or
 * form is fuzzed without editing this file.
 */

const seed = 20_261_128;
/** Every exhaustive pass sends each of these; the random passes mix in the rest. */
const badIds = ['2147483648', '99999999999', '-1', '0', '1e3', '0x10', '9'.repeat(400)];
const moreBadIds = ['9999999999', '4294967296', '1e309', '1.5', ' 7', 'NaN', '007', '-0', '+5', '1_000'];
const anyBadId = fc.constantFrom(...badIds, ...moreBadIds);

let shop: TestShop;
let staff: StaffClient;
let token = '';
const errorLogs: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(line, _encoding, done) {
      errorLogs.push(String(line));
      done();
    },
  });
  shop = await createTestShop({ log: pino({ level: 'error' }, sink) });
  staff = await staffClient(shop);
  ({ token } = await issueToken({ db: shop.database.db, locale: 'ua', now: seededAt }, 1));
}, 120_000);
afterAll(() => shop.close());

type Route = { id: string; pattern: string; hasAction: boolean; isAdmin: boolean };

/** Every route of the build with its whole path pattern (`/ru/:slug/:code/:filter?`). */
function routesOf(build: ServerBuild): Route[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
  };
  return Object.values(build.routes).flatMap((route) =>
    route && route.id !== 'root'
      ? [
          {
            id: route.id,
            pattern: fullPath(route.id),
            hasAction: Boolean(route.module.action),
            isAdmin: route.id.startsWith('admin'),
          },
        ]
      : [],
  );
}

/** The build's routes as React Router's nested route objects, to match a URL as the server does. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((r) => r && r.parentId === parentId)
      .map((r) => ({
        id: r?.id ?? '',
        path: r?.path,
        index: r?.index,
        children: r?.index ? undefined : children(r?.id),
      })) as RouteObject[];
  return children(undefined);
}

/**
 * A path param holding `value` as the route's address shape has it: `c{id}`, `p{id}`, `f{id}` and
 * `t{id}` for catalogue codes, `direct={id}` for a direction, `{id}-{name}` for a promotion; slugs
 * and names keep a plain word, optional filters are left out.
 */
function shapes(param: string, value: string): string[] {
  if (/slug|^name$|^town$|^shop$|^query$|^kind$/i.test(param)) return ['x'];
  if (param === 'fishCode') return [`f${value}`];
  if (param === 'categoryCode') return [`c${value}`];
  if (/code$/i.test(param)) return ['c', 'p', 'f', 't'].map((p) => `${p}${value}`);
  if (param === 'segment') return [`direct=${value}`];
  if (param === 'promotion') return [`${value}-x`];
  return [value];
}

function fill(pattern: string, value: string): string[] {
  let paths = [''];
  for (const part of pattern.split('/').slice(1)) {
    if (part.endsWith('?')) continue;
    if (part === '*') {
      paths = paths.map((p) => `${p}/${value}`);
      continue;
    }
    const options = part.startsWith(':') ? shapes(part.slice(1), encodeURIComponent(value)) : [part];
    paths = paths.flatMap((p) => options.map((o) => `${p}/${o}`));
  }
  return paths.map((p) => p || '/');
}

/** Query parameter names the app reads (`searchParams.get('…')` in app/), plus the zod-parsed ones. */
function queryNames(): string[] {
  const names = new Set(['ids', 'id', 'add', 'order', 'category', 'parent', 'page', 'list_id', 'goods_id', 'store']);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
        for (const m of readFileSync(file, 'utf8').matchAll(/searchParams\.get(?:All)?\('([\w-]+)'\)/g))
          if (m[1]) names.add(m[1]);
    }
  };
  walk(path.resolve('app'));
  return [...names].sort();
}

const shopperCookie = () => `token=${token}`;
const cookieFor = (route: { isAdmin: boolean }) => (route.isAdmin ? staff.as('admin').cookie : shopperCookie());

async function get(url: string, route: { isAdmin: boolean }) {
  const response = await shop.app.request(`http://shop.test${url}`, {
    headers: { cookie: cookieFor(route), accept: 'text/html' },
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** Requests whose answer is 5xx, collected rather than thrown at once: the report lists them all. */
function failures() {
  const list: string[] = [];
  const statuses: Record<number, number> = {};
  return {
    list,
    statuses,
    note(what: string, status: number) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500) list.push(`${what} → ${status}`);
    },
  };
}

/**
 * The Russian screens are the Ukrainian ones' modules under `/ru` (app/routes.ts): fuzzing one
 * language covers both, at half the time.
 */
const oneLanguage = (route: Route) => !route.id.startsWith('ru-');
const hasParams = (route: Route) => route.pattern.includes(':') || route.pattern.endsWith('*');

describe('ids beyond the integer column never answer 500 (SPEC §2, §7)', () => {
  it(`every page route's path params, storefront and back office (as admin): 404 / 400, never 500 (fast-check seed ${seed})`, async () => {
    const routes = routesOf(shop.build).filter((r) => hasParams(r) && oneLanguage(r));
    expect(routes.map((r) => r.id)).toEqual(
      expect.arrayContaining(['catalog-entry', 'fish-category', 'direction', 'promotion', 'admin-order', 'review']),
    );
    const found = failures();
    for (const route of routes)
      for (const value of badIds)
        for (const url of fill(route.pattern, value)) found.note(`GET ${url}`, (await get(url, route)).status);
    // Data requests of client navigations, and the rest of the bad values, at random.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), anyBadId, fc.boolean(), async (route, value, asData) => {
        for (const url of fill(route.pattern, value)) {
          const address = asData ? `${url.replace(/\/$/, '') || '/_root'}.data` : url;
          found.note(`GET ${address}`, (await get(address, route)).status);
        }
      }),
      { seed, numRuns: 100 },
    );
    console.info(`path params (seed ${seed}): answers by status`, found.statuses);
    expect(found.list).toEqual([]);
  }, 300_000);

  it(`every query parameter the app reads, on every page without params: never 500 (fast-check seed ${seed})`, async () => {
    const routes = routesOf(shop.build).filter((r) => !hasParams(r) && oneLanguage(r));
    const names = queryNames();
    expect(names).toEqual(expect.arrayContaining(['ids', 'add', 'order']));
    const found = failures();
    // Each page with every name at each bad value, then each name alone at random pages and values.
    for (const route of routes)
      for (const value of badIds) {
        const query = new URLSearchParams(names.map((n) => [n, value])).toString();
        found.note(
          `GET ${route.pattern}?…=${value.slice(0, 12)}`,
          (await get(`${route.pattern}?${query}`, route)).status,
        );
      }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(fc.constantFrom(...names), anyBadId, { minKeys: 1, maxKeys: 3 }),
        async (route, query) => {
          const url = `${route.pattern}?${new URLSearchParams(query)}`;
          found.note(`GET ${url}`, (await get(url, route)).status);
        },
      ),
      { seed, numRuns: 200 },
    );
    console.info(`query params (seed ${seed}): answers by status`, found.statuses);
    expect(found.list).toEqual([]);
  }, 300_000);

  it(`every post form on the pages (storefront signed in, back office as admin) with each numeric or id field out of range: never 500 (fast-check seed ${seed})`, async () => {
    const routes = routesOf(shop.build);
    const tree = routeTree(shop.build);
    const routeOf = (url: string) => {
      const matches = matchRoutes(tree, url.split('?')[0] ?? url);
      const leaf = matches?.at(-1)?.route.id;
      return routes.find((r) => r.id === leaf);
    };
    // A crawl: every page without params, then one address per route found in their links.
    const pages = new Map<string, string>();
    const queue = routes.filter((r) => !r.pattern.includes(':') && !r.pattern.endsWith('*')).map((r) => r.pattern);
    queue.push('/checkout'); // with the shopper's cart
    const seen = new Set<string>();
    while (queue.length) {
      const url = queue.shift() as string;
      const route = routeOf(url);
      if (!route || !oneLanguage(route) || seen.has(url) || pages.has(route.id)) continue;
      seen.add(url);
      const page = await get(url, route);
      if (page.status !== 200) continue;
      pages.set(route.id, url);
      for (const m of page.text.matchAll(/href="(\/[^"#]*)"/g)) {
        const href = (m[1] ?? '').replaceAll('&amp;', '&');
        const target = routeOf(href);
        if (target && oneLanguage(target) && !pages.has(target.id) && !/\/logout/.test(href)) queue.push(href);
      }
    }
    type Form = { page: string; route: Route; action: string; fields: [string, string][] };
    const forms: Form[] = [];
    for (const [id, url] of pages) {
      const route = routes.find((r) => r.id === id) as Route;
      const page = await get(url, route);
      for (const m of page.text.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
        const attributes = m[1] ?? '';
        if (!/method="post"/i.test(attributes)) continue;
        const action = (/action="([^"]*)"/.exec(attributes)?.[1] ?? url).replaceAll('&amp;', '&');
        const body = m[2] ?? '';
        const fields: [string, string][] = [];
        for (const input of body.matchAll(/<input\b([^>]*)>/g)) {
          const name = /name="([^"]*)"/.exec(input[1] ?? '')?.[1];
          if (!name || /type="(file|checkbox|radio)"/.test(input[1] ?? '')) continue;
          fields.push([name, (/value="([^"]*)"/.exec(input[1] ?? '')?.[1] ?? '').replaceAll('&amp;', '&')]);
        }
        for (const select of body.matchAll(/<select\b[^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g))
          fields.push([select[1] ?? '', /<option[^>]*value="([^"]*)"/.exec(select[2] ?? '')?.[1] ?? '']);
        const buttons = [...body.matchAll(/<button\b([^>]*)>/g)]
          .map((b) => [/name="([^"]*)"/.exec(b[1] ?? '')?.[1], /value="([^"]*)"/.exec(b[1] ?? '')?.[1]] as const)
          .filter((b): b is [string, string] => b[0] !== undefined);
        for (const button of buttons.length ? buttons : [null])
          forms.push({ page: url, route, action, fields: button ? [...fields, [button[0], button[1] ?? '']] : fields });
      }
    }
    const reached = new Set(forms.map((f) => f.route.id));
    console.info(`forms: ${forms.length} on ${reached.size} pages`, [...pages.values()].join(' '));
    expect([...reached]).toEqual(expect.arrayContaining(['admin-staff', 'admin-reviews', 'admin-calls']));
    // One of each kind: the same form on every row of a list differs only in its values.
    const kinds = new Map<string, Form>();
    for (const form of forms)
      kinds.set(
        [form.action.split('?')[0], ...form.fields.map(([n, v]) => (n === 'intent' ? `${n}=${v}` : n))].join(' '),
        form,
      );
    const targets = [...kinds.values()].flatMap((form) => {
      const numeric = form.fields.filter(([name, value]) => name !== '_csrf' && /^\d+$/.test(value));
      const idLike = form.fields.filter(([name]) => idName.test(name) || name === 'add' || name === 'list');
      return [...new Set([...numeric, ...idLike].map(([name]) => name))].map((field) => ({ form, field }));
    });
    expect(targets.map((t) => t.field)).toEqual(expect.arrayContaining(['id', 'goods_id']));
    const found = failures();
    const post = async (form: Form, field: string, value: string) => {
      const fields = new URLSearchParams(form.fields.map(([n, v]) => [n, n === field ? value : v]));
      const response = await shop.app.request(`http://shop.test${form.action}`, {
        method: 'POST',
        headers: {
          cookie: cookieFor(form.route),
          origin: 'http://shop.test',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        body: fields.toString(),
      });
      await response.arrayBuffer();
      found.note(`POST ${form.action} ${fields}`, response.status);
    };
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // Each field of each kind of form past the column once, then every bad value at random.
      for (const { form, field } of targets) await post(form, field, '99999999999');
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...targets), anyBadId, ({ form, field }, value) => post(form, field, value)),
        { seed, numRuns: 200 },
      );
    } finally {
      consoleErrors.mockRestore();
    }
    console.info(`forms (seed ${seed}): ${targets.length} fields of ${kinds.size} kinds of form`);
    console.info(`forms (seed ${seed}): answers by status`, found.statuses);
    expect(found.list).toEqual([]);
  }, 600_000);

  it('every §7 API path from /api/openapi.json with an id out of range (path, query, form): the error envelope, never 500', async () => {
    const document = (await (await shop.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const found = failures();
    let operations = 0;
    for (const [template, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = operation.parameters ?? [];
        const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        const queryIds = parameters.filter((p) => p.in === 'query' && idName.test(p.name)).map((p) => p.name);
        const body = operation.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
        const fields = Object.entries(body?.properties ?? {}).map(([name, field]) => [name, exampleOf(field)] as const);
        const bodyIds = fields.filter(([name]) => idName.test(name)).map(([name]) => name);
        if (!pathParams.length && !queryIds.length && !bodyIds.length) continue;
        operations++;
        for (const value of badIds) {
          // Every path param at once, each id of the query or form alone (the rest as documented).
          const pathOf = (v: string) =>
            template.replace(/\{(\w+)\}/g, (_, name: string) =>
              idName.test(name) || name === 'ids' ? encodeURIComponent(v) : name === 'fields' ? '-' : '1',
            );
          const targets: { url: string; form?: URLSearchParams }[] = [];
          if (pathParams.length)
            targets.push({ url: pathOf(value), form: new URLSearchParams(fields.map(([n, v]) => [n, v])) });
          for (const name of queryIds)
            targets.push({ url: `${pathOf('1')}?${new URLSearchParams({ [name]: value })}` });
          for (const name of bodyIds)
            targets.push({
              url: pathOf('1'),
              form: new URLSearchParams(fields.map(([n, v]) => [n, n === name ? value : v])),
            });
          for (const target of targets) {
            const response = await shop.app.request(`http://shop.test${target.url}`, {
              method: method.toUpperCase(),
              headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
              ...(method === 'get' ? {} : { body: target.form?.toString() ?? '' }),
            });
            const answer = await response.text();
            found.note(`${method.toUpperCase()} ${target.url} ${target.form ?? ''}`, response.status);
            if (response.status >= 400 && response.status < 500 && response.status !== 405)
              expect(answer, `${target.url}: the §7 error envelope`).toMatch(/^\{/);
          }
        }
      }
    expect(operations).toBeGreaterThan(10);
    console.info(`API: ${operations} operations take ids; answers by status`, found.statuses);
    expect(found.list).toEqual([]);
  }, 300_000);

  it('image variants of a review photo or a demo picture with an id out of range: never 500', async () => {
    const found = failures();
    for (const value of [...badIds, ...moreBadIds])
      for (const original of [`reviews/${value}.jpg`, `demo/p-${value}.svg`])
        for (const format of ['webp', 'avif']) {
          const url = `/images/v1/w/160/${encodeURIComponent(original).replaceAll('%2F', '/')}.${format}`;
          const response = await shop.app.request(url);
          await response.arrayBuffer();
          found.note(`GET ${url}`, response.status);
        }
    expect(found.list).toEqual([]);
  });

  it('nothing above reached the error log: no id got as far as the database', () => {
    expect(errorLogs).toEqual([]);
  });
});

type OpenApiField = { example?: unknown; enum?: unknown[]; type?: string };
type OpenApiOperation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, OpenApiField> } }> };
};

/** A field or param that holds a row id by its name (`id`, `goods_id`, `list_id`, `orderId`…). */
const idName = /(^|_)ids?$|Id$|^ids$/;

/** A documented field's example value, else its first allowed value, else empty. */
function exampleOf(field: OpenApiField): string {
  if (field.example !== undefined) return String(field.example);
  if (field.enum?.length) return String(field.enum[0]);
  return '';
}
