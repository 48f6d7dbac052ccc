import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput } from '#test/support/api-fuzz';

let t: TestApi;
type Json = { status: number | string; code?: string; data: unknown };
const getJson = async (path: string) => {
  const res = await t.get(path);
  return { status: res.status, body: (await res.json()) as Json };
};
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => t.close());

describe('GET /api/goods/id/{ids}/{fields} (SPEC §3 Good, §7)', () => {
  it('one id answers one good in the SPEC §3 shape (§3, §7)', async () => {
    const { status, body } = await getJson('/api/goods/id/1/-');
    expect(status).toBe(200);
    const good = body.data as Record<string, unknown>;
    expect(Object.keys(good).sort()).toEqual(
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
        'description',
        'description_ua',
        'producer',
        'brand',
        'breadcrumbs',
        'characteristics',
        'rating',
        'reviews_count',
        'availability',
        'variants',
      ].sort(),
    );
    expect(good.id).toBe(1);
    const [row] = await rows<{ price: number; old_price: number | null }>(
      'select price, old_price from goods where id = 1',
    );
    expect(good.price).toBe((row?.price ?? 0) / 100); // UAH, the database keeps kopiyky (ADR 0032)
    expect(good.old_price).toBe(row?.old_price == null ? null : row.old_price / 100);
    expect(good.title).not.toBe(good.title_ua); // ru and ua columns
    expect((good.breadcrumbs as { title_ua: string }[])[0]).toMatchObject({
      id: 1,
      title: 'Рыбалка',
      title_ua: 'Риболовля',
    });
    expect((good.availability as { store_id: number; town_ua: string; quantity: number }[])[0]).toMatchObject({
      town_ua: 'Київ',
    });
  });

  it('several ids answer a list in the order asked, unknown ids skipped (§7)', async () => {
    const { status, body } = await getJson('/api/goods/id/3,999999,1,3/none');
    expect(status).toBe(200);
    expect((body.data as { id: number }[]).map((g) => g.id)).toEqual([3, 1]);
  });

  it('a single unknown id is 404 (§7)', async () => {
    const { status, body } = await getJson('/api/goods/id/999999/-');
    expect(status).toBe(404);
    expect(body.code).toBe('good_not_found');
  });

  it('fields lists the fields to EXCLUDE (§7 "fields = excluded fields")', async () => {
    const { body } = await getJson('/api/goods/id/1,3/description,description_ua,availability,variants');
    for (const good of body.data as Record<string, unknown>[]) {
      expect(good).not.toHaveProperty('description');
      expect(good).not.toHaveProperty('availability');
      expect(good).not.toHaveProperty('variants');
      expect(good).toHaveProperty('title_ua');
    }
    const all = await getJson('/api/goods/id/1');
    expect(all.body.data).toHaveProperty('variants');
  });

  it('variants are the other goods of the same group; an unavailable good shows no store stock (§3)', async () => {
    const { body } = await getJson('/api/goods/id/2/-');
    const good = body.data as { sell_status: string; availability: unknown[]; variants: { id: number }[] };
    expect(good.sell_status).not.toBe('4');
    expect(good.availability).toEqual([]);
    expect(good.variants.map((v) => v.id)).toEqual([3]);
    expect(good.variants[0]).toMatchObject({ id: 3, sell_status: '4' });
    expect(good.variants[0]).toHaveProperty('variant_ua');
  });

  it.each([
    ['/api/goods/id/abc/-', 'non-numeric id'],
    ['/api/goods/id/1,x/-', 'non-numeric id in a list'],
    [`/api/goods/id/${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}/-`, 'more than 100 ids'],
    ['/api/goods/id/1/passwords', 'unknown field'],
    ['/api/goods/id/1/id', 'id cannot be excluded'],
  ])('%s → 400 (%s)', async (path) => {
    expect((await getJson(path)).status).toBe(400);
  });

  it('rejects bad input without 5xx (§5)', async () => {
    const snapshot = async () => rows('select count(*)::int n, sum(price)::bigint s from goods');
    await assertRejectsBadInput(t, { method: 'GET', path: (s) => `/api/goods/id/${s}/${s}` }, snapshot);
  }, 60_000);
});

type Listing = {
  goods: { id: number; price: number; sell_status: string }[];
  total: number;
  facets: {
    brands: { id: number; count: number }[];
    price: { min: number | null; max: number | null };
    available: number;
    attributes: { code: string; kind: string; options?: { slug: string; count: number }[]; min?: number | null }[];
  };
};

describe('GET /api/catalog/{categoryId} (SPEC §2 listing with filters)', () => {
  type G = { id: number; brand_id: number | null; price: number; sell_status: string };
  let subtree: G[];
  let options: { good_id: number; code: string; slug: string }[];
  beforeAll(async () => {
    subtree = await rows<G>(
      `with recursive t(id) as (select 1 union all select c.id from categories c join t on c.parent_id = t.id)
       select id, brand_id, price, sell_status from goods where is_active and category_id in (select id from t)`,
    );
    options = await rows(
      `select ga.good_id, a.code, o.slug from good_attributes ga join attributes a on a.id = ga.attribute_id
       join attribute_options o on o.id = ga.option_id where a.code = 'action'`,
    );
  });
  const list = async (query: string) => {
    const { status, body } = await getJson(`/api/catalog/1${query}`);
    expect(status).toBe(200);
    return body.data as Listing;
  };

  it('lists the whole subtree and pages it (≤ 60 per page) (§2)', async () => {
    const page = await list('?per_page=5&sort=cheap');
    expect(page.total).toBe(subtree.length);
    expect(page.goods).toHaveLength(5);
    const prices = page.goods.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await getJson('/api/catalog/1?per_page=61')).status).toBe(400);
  });

  it('facets count with every OTHER filter applied (§2 filters)', async () => {
    const [brand] = [...new Set(subtree.map((g) => g.brand_id).filter((b) => b !== null))];
    const fastIds = new Set(options.filter((o) => o.slug === 'fast').map((o) => o.good_id));
    const page = await list(`?brand=${brand}&attr[action]=fast&available=1&per_page=60`);
    const matches = (g: G, skip: string) =>
      (skip === 'brand' || g.brand_id === brand) &&
      (skip === 'action' || fastIds.has(g.id)) &&
      (skip === 'available' || g.sell_status === '4');
    expect(page.total).toBe(subtree.filter((g) => matches(g, '')).length);
    expect(page.facets.brands.length).toBeGreaterThan(1);
    expect(page.facets.attributes.find((a) => a.code === 'action')?.options?.length).toBeGreaterThan(1);
    // Brand facet ignores the brand filter itself, so other brands keep their counts.
    for (const facet of page.facets.brands)
      expect(facet.count).toBe(subtree.filter((g) => g.brand_id === facet.id && matches(g, 'brand')).length);
    expect(page.facets.available).toBe(subtree.filter((g) => g.sell_status === '4' && matches(g, 'available')).length);
    const action = page.facets.attributes.find((a) => a.code === 'action');
    for (const option of action?.options ?? []) {
      const ids = new Set(options.filter((o) => o.slug === option.slug).map((o) => o.good_id));
      expect(option.count).toBe(subtree.filter((g) => ids.has(g.id) && matches(g, 'action')).length);
    }
  });

  it('price range filter in UAH; the price facet (UAH) ignores its own filter (§2, ADR 0032)', async () => {
    const sorted = subtree.map((g) => g.price).sort((a, b) => a - b);
    const low = sorted[Math.floor(sorted.length / 4)] as number;
    const high = sorted[Math.floor(sorted.length / 2)] as number;
    const page = await list(`?price_min=${low / 100}&price_max=${high / 100}&per_page=60`);
    expect(page.total).toBe(subtree.filter((g) => g.price >= low && g.price <= high).length);
    expect(page.facets.price).toEqual({ min: (sorted[0] ?? 0) / 100, max: (sorted.at(-1) ?? 0) / 100 });
  });

  it('numeric attributes filter by range and report min/max (§2)', async () => {
    const page = await list('?range[length]=2-2.7&per_page=60');
    const lengths = await rows<{ good_id: number; v: number }>(
      `select ga.good_id, ga.value_num v from good_attributes ga join attributes a on a.id = ga.attribute_id where a.code = 'length'`,
    );
    const inRange = new Set(lengths.filter((l) => l.v >= 2 && l.v <= 2.7).map((l) => l.good_id));
    expect(page.total).toBe(subtree.filter((g) => inRange.has(g.id)).length);
    const facet = page.facets.attributes.find((a) => a.code === 'length');
    expect(facet?.kind).toBe('number');
  });

  it.each([
    ['/api/catalog/1?color=red', 400],
    ['/api/catalog/1?attr[length]=fast', 400],
    ['/api/catalog/1?range[action]=1-2', 400],
    ['/api/catalog/1?price_min=500&price_max=100', 400],
    ['/api/catalog/1?price_min=100.001', 400],
    ['/api/catalog/1?price_max=-5', 400],
    ['/api/catalog/1?price_min=99.5&price_max=99.50', 200],
    ['/api/catalog/1?sort=random', 400],
    ['/api/catalog/999999', 404],
  ])('%s → %i', async (path, status) => {
    expect((await getJson(path)).status).toBe(status);
  });

  it('rejects bad input without 5xx (§5)', async () => {
    const snapshot = async () => rows('select count(*)::int n from goods');
    const key = fc.constantFrom(
      'sort',
      'page',
      'per_page',
      'brand',
      'price_min',
      'price_max',
      'available',
      'attr[action]',
      'range[length]',
      'attr[]',
      'x',
    );
    let i = 0;
    const keys = fc.sample(key, { numRuns: 2000, seed: 7 });
    await assertRejectsBadInput(
      t,
      { method: 'GET', path: (s) => `/api/catalog/${i++ % 3 === 0 ? s : '1'}?${keys[i % keys.length]}=${s}` },
      snapshot,
    );
  }, 60_000);
});
