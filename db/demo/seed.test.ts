import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/support/db';
import { renderDemoImage } from '../../core/media';
import type { Database } from '../client';
import { isSeeded, seedDemo } from './index';

const options = { goods: 300, now: new Date('2026-06-15T09:00:00Z') };
const staticPages = [
  'about-us',
  'brands',
  'confidentiality',
  'contacts',
  'faq',
  'guaranty',
  'guaranty-ram-xd',
  'loyalty-program',
  'online',
  'payment-delivery',
  'payment-security-policy',
  'privacy-policy',
  'service-centers',
  'vacancies',
  'wholesale',
];

let database: Database;
type Rows<T> = { rows: T[] };
const rows = async <T>(query: string) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await isSeeded(database.db)).toBe(false);
  await seedDemo(database.db, options);
}, 120_000);
afterAll(async () => database?.close());

describe('demo seed', () => {
  it('isSeeded turns true once goods exist', async () => {
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('catalogue has at least 80 categories over 3 levels (§2 menu)', async () => {
    const [stats] = await rows<{ total: number; leaves: number }>(`
      select count(*)::int as total,
        count(*) filter (where parent_id in (select id from categories where parent_id in (select id from categories where parent_id is null)))::int as leaves
      from categories`);
    expect(stats?.total).toBeGreaterThanOrEqual(80);
    expect(stats?.leaves).toBeGreaterThan(40);
    const transport = await rows<{ slug: string }>(`select slug from categories where needs_transport_package`);
    expect(transport.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['spininhy', 'rybalski-parasoli', 'ruchky-dlia-pidsaka']),
    );
  });

  it('has at least 40 brands including own ones (§3 producer)', async () => {
    const [b] = await rows<{ total: number; own: number; popular: number }>(
      `select count(*)::int total, count(*) filter (where is_own)::int own, count(*) filter (where is_popular)::int popular from brands`,
    );
    expect(b?.total).toBeGreaterThanOrEqual(40);
    expect(b?.own).toBeGreaterThanOrEqual(2);
    expect(b?.popular).toBeGreaterThan(0);
  });

  it('goods have integer kopiyky prices, old_price above price, some unavailable (§3, §9)', async () => {
    const goods = await rows<{
      price: number;
      old_price: number | null;
      sell_status: string;
      images: string[];
      ext_id: string;
    }>('select price, old_price, sell_status, images, ext_id from goods');
    expect(goods).toHaveLength(300);
    for (const g of goods) {
      expect(Number.isInteger(g.price) && g.price > 0).toBe(true);
      if (g.old_price !== null) expect(g.old_price).toBeGreaterThan(g.price);
      expect(g.images.length).toBeGreaterThanOrEqual(2);
      for (const url of g.images) {
        const name = /^\/images\/demo\/([a-z0-9-]+)\.svg$/.exec(url)?.[1];
        expect(name, url).toBeDefined();
        expect(renderDemoImage(name as string), url).not.toBeNull();
      }
    }
    expect(goods.filter((g) => g.sell_status !== '4').length).toBeGreaterThan(0);
    expect(goods.filter((g) => g.old_price !== null).length).toBeGreaterThan(30);
    expect(new Set(goods.map((g) => g.ext_id)).size).toBe(300);
  });

  it('goods ratings match published reviews (§3 review moderation)', async () => {
    const mismatched = await rows(`
      select g.id from goods g left join (select good_id, round(avg(rating) * 100) avg, count(*) cnt from reviews where status = 'published' group by good_id) r on r.good_id = g.id
      where g.reviews_count <> coalesce(r.cnt, 0) or g.rating_x100 <> coalesce(r.avg, 0)`);
    expect(mismatched).toHaveLength(0);
  });

  it('Kyiv is the default town with code 8000000000, ~50 stores in ~25 towns (§1, §9)', async () => {
    const [kyiv] = await rows<{ title_ua: string }>(`select title_ua from towns where code = '8000000000'`);
    expect(kyiv?.title_ua).toBe('Київ');
    const [s] = await rows<{ stores: number; towns: number }>(
      'select count(*)::int stores, count(distinct town_code)::int towns from stores',
    );
    expect(s?.stores).toBeGreaterThanOrEqual(45);
    expect(s?.towns).toBeGreaterThanOrEqual(24);
  });

  it('tags 1 hits, 2 novelty, 3 discounts are non-empty (§3 Tag)', async () => {
    const tags = await rows<{ tag_id: number; n: number }>(
      'select tag_id, count(*)::int n from good_tags group by tag_id order by tag_id',
    );
    expect(tags.map((t) => t.tag_id)).toEqual([1, 2, 3]);
    for (const t of tags) expect(t.n).toBeGreaterThan(0);
  });

  it('has active, upcoming and expired promotions with goods (§3 Promotion)', async () => {
    const now = options.now.toISOString();
    const [p] = await rows<{ active: number; upcoming: number; expired: number }>(`
      select count(*) filter (where starts_at <= '${now}' and ends_at > '${now}')::int active,
             count(*) filter (where starts_at > '${now}')::int upcoming,
             count(*) filter (where ends_at <= '${now}')::int expired from promotions`);
    expect(p?.active).toBeGreaterThan(0);
    expect(p?.upcoming).toBeGreaterThan(0);
    expect(p?.expired).toBeGreaterThan(0);
    const empty = await rows('select id from promotions where id not in (select promotion_id from promotion_goods)');
    expect(empty).toHaveLength(0);
  });

  it('every static page of §2 exists in both languages with the §9 facts', async () => {
    const pages = await rows<{ slug: string; body_ua: string; body_ru: string }>(
      'select slug, body_ua, body_ru from pages',
    );
    expect(pages.map((p) => p.slug).sort()).toEqual([...staticPages].sort());
    for (const p of pages) {
      expect(p.body_ua.length).toBeGreaterThan(50);
      expect(p.body_ru.length).toBeGreaterThan(50);
    }
    const delivery = pages.find((p) => p.slug === 'payment-delivery')?.body_ua ?? '';
    for (const fact of ['60 грн', '2000 грн', '49 999 грн', '35 грн', '40×60×30 см', '20 кг', '120 см', '500 грн'])
      expect(delivery).toContain(fact);
  });

  it('checkout reference data: Kyiv courier, pickup, carriers and their payments (§3, §9)', async () => {
    const methods = await rows<{ code: string; carrier: string; town_code: string | null }>(
      'select code, carrier, town_code from delivery_methods',
    );
    expect(methods.find((m) => m.code === 'kyiv_courier')?.town_code).toBe('8000000000');
    expect(methods.map((m) => m.carrier)).toEqual(
      expect.arrayContaining(['nova_poshta', 'ukrposhta', 'own', 'pickup']),
    );
    const cod = await rows<{ carrier: string }>(
      `select d.carrier from delivery_payments dp join delivery_methods d on d.id = dp.delivery_method_id join payment_methods p on p.id = dp.payment_method_id where p.code = 'cod'`,
    );
    expect(new Set(cod.map((r) => r.carrier))).toEqual(new Set(['nova_poshta', 'ukrposhta']));
    const [deps] = await rows<{ n: number }>(`select count(*)::int n from departments where town_code = '8000000000'`);
    expect(deps?.n).toBeGreaterThan(0);
  });

  it('promo codes are seeded as the README gives them: WELCOME100 100 UAH off from 1,000 UAH once per customer (§5)', async () => {
    const codes = await rows<{ code: string; kind: string; value: number; min_order: number; once: boolean }>(
      'select code, kind, value, min_order, once_per_customer once from promo_codes order by code',
    );
    expect(codes.map((c) => [c.code, c.once])).toEqual([
      ['CAMP200', false],
      ['FIRST50', true],
      ['FISH10', false],
      ['SPRING15', false],
      ['WELCOME100', true],
    ]);
    expect(codes.find((c) => c.code === 'WELCOME100')).toMatchObject({
      kind: 'fixed',
      value: 10_000,
      min_order: 100_000,
    });
  });

  it('later inserts do not collide with seeded ids', async () => {
    const inserted = await rows<{ id: number }>(
      `insert into brands (slug, title) values ('zz-test', 'ZZ') returning id`,
    );
    expect(inserted[0]?.id).toBeGreaterThan(40);
  });
});

describe('determinism', () => {
  it('the same options give the same goods on a fresh database', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, options);
      const query = 'select id, title_ua, title_ru, price, old_price from goods order by id';
      const a = ((await database.db.execute(query)) as unknown as Rows<unknown>).rows;
      const b = ((await other.db.execute(query)) as unknown as Rows<unknown>).rows;
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  }, 120_000);
});
