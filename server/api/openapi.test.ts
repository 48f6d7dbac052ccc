import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '#test/support/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe('OpenAPI document ("the OpenAPI document validates and lists every call")', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const doc = await (await t.get('/api/openapi.json')).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every call of SPEC §7 that the shop serves', async () => {
    const doc = (await (await t.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    for (const call of [
      'GET /site/home',
      'GET /site/promotions',
      'GET /api/goods/id/{ids}/{fields}',
      'POST /users/auth',
      'POST /users/auth/phoneauth',
      'GET /site/users/orders',
      'GET /users/info/wishlist',
      'POST /users/info/wishlistdelete',
      'GET /users/info/waitlist',
      'POST /users/info/waitlistadd',
      'POST /users/info/wishlistgoods',
      'GET /site/users/info/getAddition',
      'GET /site/users/cart',
      'POST /site/users/cart/add',
      'POST /site/users/cart/edit',
      'POST /site/users/cart/delete',
      'POST /site/users/auth/callback',
      'POST /site/users/auth/recovery',
      'POST /site/users/auth/registration',
      'POST /site/users/auth/phone',
      'POST /site/users/auth/subscribe',
      'GET /site/ordernew/delivery/places/{townCode}',
      'GET /site/ordernew/delivery/placesMethod/{townCode}/{deliveryMethodId}',
      'POST /site/ordernew/create/check',
      'GET /site/ordernew/delivery/gethistory',
      'POST /site/ordernew/create',
      'GET /api/search',
    ]) {
      expect(listed.has(call), call).toBe(true);
    }
  });
});

type Schema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

describe('OpenAPI document: money (ADR 0032)', () => {
  /** Names that look like money but are not: percents, counts, reasons. */
  const notMoney = new Set(['discount_percent', 'discount_reason', 'totalItems']);
  const moneyName = /price|sum|amount|cost|commission|container|discount|total|fee|balance/i;

  it('states the unit of every money field: "UAH, up to two decimals"', async () => {
    const doc = (await (await t.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema: Schema }[] } & Schema>>;
      components: { schemas: Record<string, Schema> };
    };
    const resolve = (s: Schema): Schema =>
      s.$ref ? resolve(doc.components.schemas[s.$ref.replace('#/components/schemas/', '')] ?? {}) : s;
    const types = (s: Schema) => [s.type ?? []].flat();
    const isUah = (s: Schema) => s.description?.startsWith('UAH, up to two decimals') === true;
    const money: string[] = [];
    const seen = new Set<Schema>();
    const visit = (raw: Schema, where: string) => {
      const s = resolve(raw);
      if (seen.has(s)) return;
      seen.add(s);
      for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(part, where);
      if (s.items) visit(s.items, `${where}[]`);
      for (const [name, rawChild] of Object.entries(s.properties ?? {})) {
        const child = resolve(rawChild);
        const at = `${where}.${name}`;
        if (isUah(child)) {
          expect(
            types(child).filter((x) => x !== 'null'),
            at,
          ).toEqual(['number']);
          money.push(at);
        } else if (moneyName.test(name) && !notMoney.has(name)) {
          if (types(child).includes('object')) {
            // A money group (fee, the price facet): every number in it is UAH.
            for (const [inner, value] of Object.entries(child.properties ?? {}))
              if (types(resolve(value)).includes('number'))
                expect(isUah(resolve(value)), `${at}.${inner} states UAH`).toBe(true);
          } else if (types(child).includes('integer')) {
            expect(child.description, `${at}: a count says what it counts`).toMatch(/number of|matching/);
          } else if (types(child).includes('number')) {
            expect.fail(`${at} looks like money but does not say "UAH, up to two decimals"`);
          }
        }
        visit(child, at);
      }
    };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of operation.parameters ?? [])
          if (/price/.test(p.name)) expect(isUah(p.schema), `${where} ?${p.name}`).toBe(true);
        const responses = (
          operation as { responses?: Record<string, { content?: Record<string, { schema: Schema }> }> }
        ).responses;
        for (const [status, response] of Object.entries(responses ?? {}))
          for (const media of Object.values(response.content ?? {})) visit(media.schema, `${where} ${status}`);
      }
    for (const field of [
      'GET /site/home 200.data.goods_tag[].goods[].price',
      'GET /api/goods/id/{ids}/{fields} 200.data.variants[].price',
      'GET /api/catalog/{categoryId} 200.data.facets.price.min',
      'GET /site/users/cart/totals 200.data.totalPrice',
      'POST /site/ordernew/create/check 200.data.fee.paymentCommission',
      'POST /site/ordernew/create/check 200.data.messages[].params.amount',
      'POST /site/ordernew/create 200.data.total',
      'GET /site/users/orders 200.data.orders[].certificate.amount',
    ])
      expect(money, field).toContain(field);
  });
});
