import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, goods, promotionGoods, promotions, stores } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput } from '#test/support/api-fuzz';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const snapshot = async () =>
  Promise.all(
    [goods, promotions, banners].map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n),
  );

const goodKeys = ['id', 'ext_id', 'title', 'title_ua', 'name_ua', 'price', 'old_price', 'images', 'sell_status'];

describe('GET /site/home/ (§3 Home data, §7)', () => {
  it('answers every home part in both languages, with and without the trailing slash', async () => {
    for (const path of ['/site/home/', '/site/home']) {
      const response = await t.get(path);
      expect(response.status, path).toBe(200);
    }
    const { status, data } = (await (await t.get('/site/home/')).json()) as { status: number; data: any };
    expect(status).toBe(200);
    for (const key of [
      'top_banner',
      'goods_tag',
      'categories_left',
      'fish_direct',
      'typeFish',
      'shops',
      'promotions',
      'recommended',
      'seen',
      'new',
      'discounts',
      'hits',
      'brands',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(Object.keys(data.top_banner).sort()).toEqual([
      'background_color',
      'id',
      'image',
      'link',
      'title',
      'title_ua',
    ]);
  });

  it('goods_tag holds hits 1, novelty 2, discounts 3 with goods in the §3 good shape (UAH, ADR 0032)', async () => {
    const { data } = (await (await t.get('/site/home/')).json()) as { data: any };
    const db = new Map(
      (await t.database.db.select({ id: goods.id, price: goods.price, oldPrice: goods.oldPrice }).from(goods)).map(
        (g) => [g.id, g],
      ),
    );
    expect(data.goods_tag.map((tag: any) => [tag.id, tag.url])).toEqual([
      [1, 'hits'],
      [2, 'novelty'],
      [3, 'discounts'],
    ]);
    for (const tag of data.goods_tag) {
      expect(tag.title).toBeTruthy();
      expect(tag.title_ua).toBeTruthy();
      expect(tag.goods.length).toBeGreaterThan(0);
      for (const good of tag.goods) {
        for (const key of goodKeys) expect(good, key).toHaveProperty(key);
        const row = db.get(good.id);
        expect(good.price).toBe((row?.price ?? 0) / 100);
        expect(good.old_price).toBe(row?.oldPrice == null ? null : row.oldPrice / 100);
        expect(good.link_ua).toBe(`/${good.name_ua}/p${good.id}`);
      }
    }
    expect(data.hits).toEqual(data.goods_tag[0].goods);
    expect(data.new).toEqual(data.goods_tag[1].goods);
    expect(data.discounts).toEqual(data.goods_tag[2].goods);
    expect(data.recommended.every((good: any) => good.sell_status === '4')).toBe(true);
  });

  it('categories are top-level with links; shops count stores per town, Kyiv 8000000000 included (§9)', async () => {
    const { data } = (await (await t.get('/site/home/')).json()) as { data: any };
    expect(data.categories_left.length).toBeGreaterThan(0);
    for (const category of data.categories_left) {
      expect(Object.keys(category).sort()).toEqual(['icon', 'id', 'link', 'link_ua', 'name', 'title', 'title_ua']);
      expect(category.link).toBe(`/ru/${category.name}/c${category.id}`);
    }
    expect(data.fish_direct.directions.length).toBeGreaterThan(0);
    expect(data.fish_direct.fish.length).toBeGreaterThan(0);
    const kyiv = data.shops.find((town: any) => town.code === '8000000000');
    expect(kyiv.count).toBeGreaterThan(0);
    const [active] = await t.database.db.select({ n: count() }).from(stores).where(eq(stores.isActive, true));
    expect(data.shops.reduce((sum: number, town: any) => sum + town.count, 0)).toBe(active?.n);
    expect(data.promotions.every((p: any) => p.state === 'active')).toBe(true);
  });

  it('rejects wrong methods and junk with JSON, never 5xx', { timeout: 60_000 }, async () => {
    await assertRejectsBadInput(t, { method: 'GET', path: (segment) => `/site/home/?q=${segment}` }, snapshot);
  });
});

describe('GET /site/promotions/ (§1 place, period; ADR 0027)', () => {
  it('lists running promotions first (ending soonest first), then upcoming; ended ones are left out', async () => {
    const now = t.services.now().getTime();
    const { data } = (await (await t.get('/site/promotions/')).json()) as { data: any[] };
    expect(data.length).toBeGreaterThan(0);
    const states = data.map((p) => p.state);
    expect(states).toEqual([...states].sort()); // 'active' < 'upcoming'
    expect(states).toContain('active');
    expect(states).toContain('upcoming');
    for (const p of data) {
      const [starts, ends] = [Date.parse(p.period.starts_at), Date.parse(p.period.ends_at)];
      expect(ends).toBeGreaterThan(now);
      expect(p.state).toBe(starts <= now ? 'active' : 'upcoming');
      expect(p.period.starts_at).toBe(new Date(starts).toISOString());
      for (const key of [
        'id',
        'slug',
        'title',
        'title_ua',
        'place',
        'place_ua',
        'banner',
        'description',
        'goods_count',
      ])
        expect(p, key).toHaveProperty(key);
    }
    const active = data.filter((p) => p.state === 'active').map((p) => Date.parse(p.period.ends_at));
    expect(active).toEqual([...active].sort((a, b) => a - b));
    const [first] = data;
    const linked = await t.database.db.select().from(promotionGoods).where(eq(promotionGoods.promotionId, first.id));
    expect(first.goods_count).toBe(linked.length);
    const [all] = await t.database.db.select({ n: count() }).from(promotions);
    expect(data.length).toBeLessThan(all?.n ?? 0); // the seeded ended ones are gone
  });

  it('rejects wrong methods and junk with JSON, never 5xx', { timeout: 60_000 }, async () => {
    await assertRejectsBadInput(t, { method: 'GET', path: (segment) => `/site/promotions/?page=${segment}` }, snapshot);
  });
});
