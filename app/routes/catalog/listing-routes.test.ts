import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';

// SPEC §2 `{filter}` segments and §5 route validity through the real storefront build (ADR 0058).
let shop: TestShop;
let category: { id: number; slug: string };
let brands: string[];
let action: string[];
beforeAll(async () => {
  shop = await createTestShop();
  const rows = async <T>(query: string) =>
    ((await shop.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  // The category with the most goods under an `action` option, and its brands.
  [category] = (await rows<{ id: number; slug: string }>(
    `select c.id, c.slug from categories c join goods g on g.category_id = c.id
     join good_attributes ga on ga.good_id = g.id join attributes a on a.id = ga.attribute_id and a.code = 'action'
     where g.is_active group by c.id order by count(*) desc, c.id limit 1`,
  )) as [{ id: number; slug: string }];
  brands = (
    await rows<{ slug: string }>(
      `select distinct b.slug from goods g join brands b on b.id = g.brand_id
       where g.is_active and g.category_id = ${category.id} order by b.slug limit 2`,
    )
  ).map((r) => r.slug);
  action = (
    await rows<{ slug: string }>(
      `select distinct o.slug from goods g join good_attributes ga on ga.good_id = g.id
       join attribute_options o on o.id = ga.option_id join attributes a on a.id = o.attribute_id and a.code = 'action'
       where g.is_active and g.category_id = ${category.id} order by o.slug limit 2`,
    )
  ).map((r) => r.slug);
}, 120_000);
afterAll(() => shop.close());

const get = (path: string) => shop.app.request(path, { redirect: 'manual' });
const own = () => `/${category.slug}/c${category.id}`;

describe('category listing filter segment (§2, §5 route validity)', () => {
  it('a canonical segment renders the listing with the chip and its noindex rule', async () => {
    expect(brands.length).toBe(2);
    const one = await get(`${own()}/brand=${brands[0]}`);
    expect(one.status).toBe(200);
    const html = await one.text();
    expect(html).toContain('class="filter-chip"');
    expect(html).not.toContain('name="robots"');
    const two = await get(`${own()}/brand=${brands.join(',')};action=${action[0]}`);
    expect(two.status).toBe(200);
    expect(await two.text()).toContain('<meta name="robots" content="noindex,follow"');
  });

  it('a valid segment out of canonical order 301s to the canonical URL, keeping the query', async () => {
    const res = await get(`${own()}/action=${action[0]};brand=${[...brands].reverse().join(',')}?sort=cheap`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${own()}/brand=${brands.join(',')};action=${action[0]}?sort=cheap`);
    const ru = await get(`/ru${own()}/brand=${brands[0]},${brands[0]}`);
    expect(ru.headers.get('location')).toBe(`/ru${own()}/brand=${brands[0]}`);
  });

  it('an outdated slug with the right id 301s with the filter kept', async () => {
    const res = await get(`/old-name/c${category.id}/brand=${brands[0]}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${own()}/brand=${brands[0]}`);
  });

  it.each([
    ['malformed', 'brand='],
    ['unknown key', 'colour_of_moon=red'],
    ['unknown brand', 'brand=no-such-brand'],
    ['unknown option', 'action=no-such-option'],
    ['option filter on a numeric attribute', 'length=fast'],
    ['range on an option attribute', 'action=1-2'],
    ['price min above max', 'price=500-100'],
  ])('%s is a 404', async (_, segment) => {
    expect((await get(`${own()}/${segment}`)).status).toBe(404);
  });

  it('a page past the end is a 404; a product or fish code takes no filter', async () => {
    expect((await get(`${own()}?page=999`)).status).toBe(404);
    expect((await get(`/x/p1/brand=${brands[0]}`)).status).toBe(404);
  });

  it('the price form answers with a 302 to the canonical selection', async () => {
    const res = await get(`${own()}/brand=${brands[0]}?range=price&min=900&max=100.5&sort=cheap`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${own()}/brand=${brands[0]};price=100-900?sort=cheap`);
    const cleared = await get(`/ru${own()}/price=100-900?range=price&min=&max=`);
    expect(cleared.headers.get('location')).toBe(`/ru${own()}`);
  });

  it('the test variant renders the listing with a canonical link to the c URL', async () => {
    const res = await get(`/${category.slug}/t${category.id}/brand=${brands[0]}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      new RegExp(`<link rel="canonical" href="http://localhost${own()}/brand=${brands[0]}"`),
    );
  });

  it('fixed routes outrank the three-segment listing route', async () => {
    expect((await get('/blog/some/thing')).status).toBe(404);
    const shops = await get('/shops/no-town/no-shop');
    expect(shops.status).toBe(404);
    expect(await shops.text()).not.toContain('filter-chip');
  });
});

describe('other listings take the same segment (§2 sale, brand, tag, promotion, search)', () => {
  it('sale, tags and search filter by availability; a brand page has no brand facet', async () => {
    for (const path of ['/sale/available=1', '/hits/available=1', '/ru/novelty/available=1', '/search/rod/available=1'])
      expect((await get(path)).status, path).toBe(200);
    const brand = brands[0] as string;
    expect((await get(`/pages/brands/${brand}/available=1`)).status).toBe(200);
    expect((await get(`/pages/brands/${brand}/brand=${brand}`)).status).toBe(404);
    expect((await get('/sale/available=1;brand=zzz')).status).toBe(301);
    expect((await get('/sale/brand=no-such-brand')).status).toBe(404);
    expect((await get('/discounts/x')).status).toBe(404);
  });

  it('a promotion with an outdated name 301s with its filter', async () => {
    const [promotion] = (
      (await shop.database.db.execute(sql.raw('select id, slug from promotions order by id limit 1'))) as unknown as {
        rows: { id: number; slug: string }[];
      }
    ).rows;
    const res = await get(`/promotions/${promotion?.id}-old/available=1`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/promotions/${promotion?.id}-${promotion?.slug}/available=1`);
  });
});
