import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput } from '#test/support/api-fuzz';
import type { SearchAnswerJson } from './search.schemas';

let t: TestApi;
type Json = { status: number | string; code?: string; message_ua?: string; errors?: Record<string, unknown> };
const getJson = async (path: string) => {
  const res = await t.get(path);
  return { status: res.status, body: (await res.json()) as Json & { data: SearchAnswerJson } };
};
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** A word every search engine must find: the first word (≥ 5 letters) of the most common title word's good. */
let word = '';
beforeAll(async () => {
  t = await createTestApi();
  const [row] = await rows<{ word: string }>(
    `select lower(w) as word from goods, regexp_split_to_table(title_ua, '\\s+') w
     where is_active and length(w) >= 5 and w ~ '^[а-яіїєґ]+$' group by lower(w) order by count(*) desc, 1 limit 1`,
  );
  word = row?.word ?? '';
  expect(word).not.toBe('');
});
afterAll(async () => t.close());

describe('GET /api/search (SPEC §7 search call, ADR 0065)', () => {
  it('autocomplete answers results.items, categories, suggest and brands, at most 12 goods, no facets (§7, §9)', async () => {
    const { status, body } = await getJson(`/api/search?q=${encodeURIComponent(word)}&autocomplete=1`);
    expect(status).toBe(200);
    const data = body.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'query',
        'corrected',
        'total',
        'page',
        'per_page',
        'results',
        'categories',
        'suggest',
        'brands',
        'facets',
      ].sort(),
    );
    expect(data.query).toBe(word);
    expect(data.total).toBeGreaterThan(0);
    expect(data.results.items.length).toBe(Math.min(12, data.total));
    expect(data.facets).toBeNull();
    expect(Array.isArray(data.suggest)).toBe(true);
    const item = data.results.items[0];
    expect(item && Object.keys(item).sort()).toEqual(
      [
        'id',
        'ext_id',
        'title',
        'title_ua',
        'name_ua',
        'price',
        'old_price',
        'images',
        'sell_status',
        'rating',
        'reviews_count',
        'discount_percent',
        'link',
        'link_ua',
      ].sort(),
    );
    const [good] = await rows<{ price: number; title_ru: string; ext_id: string }>(
      `select price, title_ru, ext_id from goods where id = ${item?.id}`,
    );
    expect(item?.price).toBe((good?.price ?? 0) / 100); // UAH (ADR 0032)
    expect(item?.title).toBe(good?.title_ru);
    expect(item?.ext_id).toBe(good?.ext_id);
    expect(item?.link_ua).toBe(`/${item?.name_ua}/p${item?.id}`);
    // Categories with counts, biggest first (the biggest may be cut off, never over-counted).
    expect(data.categories.length).toBeGreaterThan(0);
    const counts = data.categories.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(data.total);
    expect(data.categories[0]).toMatchObject({ name: expect.any(String), title_ua: expect.any(String) });
    expect(data.brands.length).toBeLessThanOrEqual(10);
    for (const b of data.brands) expect(b).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('t narrows the goods to one category; categories and brands stay those of every match (§4 Search)', async () => {
    const all = (await getJson(`/api/search?q=${encodeURIComponent(word)}&autocomplete=1`)).body.data;
    const picked = all.categories.at(-1);
    const { status, body } = await getJson(`/api/search?q=${encodeURIComponent(word)}&autocomplete=1&t=${picked?.id}`);
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(picked?.count ?? 0);
    expect(body.data.total).toBeLessThanOrEqual(all.total);
    expect(body.data.categories).toEqual(all.categories);
    const ids = body.data.results.items.map((g) => g.id).join(',');
    const inCategory = await rows<{ n: number }>(
      `with recursive sub(id) as (select ${picked?.id} union select c.id from categories c join sub on c.parent_id = sub.id)
       select count(*)::int n from goods where id in (${ids}) and category_id in (select id from sub)`,
    );
    expect(inCategory[0]?.n).toBe(body.data.results.items.length);
  });

  it('full mode pages and sorts like the catalogue and answers its facets, prices in UAH (§2 search page)', async () => {
    const q = encodeURIComponent(word);
    const first = (await getJson(`/api/search?q=${q}&per_page=2&sort=cheap`)).body.data;
    expect(first.page).toBe(1);
    expect(first.per_page).toBe(2);
    expect(first.facets).not.toBeNull();
    expect(first.facets?.available).toBeLessThanOrEqual(first.total);
    const prices = first.results.items.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    if (first.total > 2) {
      const second = (await getJson(`/api/search?q=${q}&per_page=2&sort=cheap&page=2`)).body.data;
      expect(second.page).toBe(2);
      expect(second.results.items.map((g) => g.id)).not.toContain(first.results.items[0]?.id);
    }
    const available = (await getJson(`/api/search?q=${q}&available=1`)).body.data;
    expect(available.total).toBe(first.facets?.available);
    for (const g of available.results.items) expect(g.sell_status).toBe('4');
  });

  it('a query with no match answers an empty result, not an error (§8)', async () => {
    const { status, body } = await getJson('/api/search?q=qqqzzzxxxwww&autocomplete=1');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 0, results: { items: [] }, categories: [], brands: [] });
  });

  it('bad input answers 400 in both languages, never 500 (§5: the query at most 100 characters)', async () => {
    const cases: [string, string][] = [
      ['/api/search', 'validation'],
      ['/api/search?q=%20%20', 'validation'],
      [`/api/search?q=${'а'.repeat(101)}`, 'validation'],
      ['/api/search?q=rod&autocomplete=yes', 'validation'],
      ['/api/search?q=rod&t=abc', 'validation'],
      ['/api/search?q=rod&t=999999', 'category_not_found'],
      ['/api/search?q=rod&price_min=abc', 'validation'],
      ['/api/search?q=rod&sort=random', 'validation'],
      ['/api/search?q=rod&page=0', 'validation'],
      ['/api/search?q=rod&autocomplete=1&per_page=40', 'validation'],
      ['/api/search?q=rod&nope=1', 'validation'],
    ];
    for (const [path, code] of cases) {
      const { status, body } = await getJson(path);
      expect(status, path).toBe(400);
      expect(body.code, path).toBe(code);
      expect(body.message_ua, path).toBeTruthy();
    }
    const long = await getJson(`/api/search?q=${'а'.repeat(101)}`);
    expect(long.body.errors?.q).toMatchObject({ message_ua: 'Запит — не більше 100 символів' });
    // 100 characters are fine.
    expect((await t.get(`/api/search?q=${'а'.repeat(100)}&autocomplete=1`)).status).toBe(200);
  });

  it('rejects junk in any parameter without 5xx (§5)', async () => {
    const snapshot = async () => rows('select count(*)::int n from goods');
    let i = 0;
    const keys = ['q', 't', 'autocomplete', 'page', 'per_page', 'brand', 'price_min', 'attr[x]', 'range[y]', 'sort'];
    await assertRejectsBadInput(
      t,
      { method: 'GET', path: (s) => `/api/search?q=rod&${keys[i++ % keys.length]}=${s}` },
      snapshot,
      300,
    );
  }, 60_000);
});
