import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPromotionPrices } from '#core/pricing';
import { seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';

type Row = {
  id: number;
  slug: string;
  category_id: number;
  category_slug: string;
  price: number;
  old_price: number;
  regular_price: number;
  regular_old_price: number | null;
  promotion_slug: string;
  ends_ms: number;
  starts_ms: number;
  created_ms: number;
};

let shop: TestShop;
let good: Row;
const day = 86_400_000;

beforeAll(async () => {
  // With the HTML cache on (the change feed read on every request): the price must not stay cached.
  shop = await createTestShop({ pageCache: {} });
  const result = await shop.database.db.execute(sql`
    select g.id, g.slug, g.category_id, c.slug as category_slug, g.price, g.old_price, g.regular_price,
           g.regular_old_price, p.slug as promotion_slug, (extract(epoch from p.ends_at) * 1000)::float8 as ends_ms,
           (extract(epoch from p.starts_at) * 1000)::float8 as starts_ms,
           (extract(epoch from g.created_at) * 1000)::float8 as created_ms
    from promotion_goods pg join promotions p on p.id = pg.promotion_id
    join goods g on g.id = pg.good_id join categories c on c.id = g.category_id
    where pg.promotion_id = 1 and g.is_active and g.regular_price is not null
    order by g.popularity desc, g.id limit 1`);
  good = (result as unknown as { rows: Row[] }).rows[0] as Row;
}, 120_000);
afterAll(() => shop.close());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const html = async (path: string) => {
  const res = await shop.app.request(`http://shop.test${path}`, {
    headers: { accept: 'text/html', 'user-agent': browser, 'accept-language': 'uk' },
  });
  expect(res.status).toBe(200);
  return res.text();
};
/** The storefront's money text (formatMoney): grouped hryvni, a dot, two kopiyky digits. */
const money = (k: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(Math.trunc(k / 100))}.${String(k % 100).padStart(2, '0')} грн`;
const productPath = () => `/${good.slug}/p${good.id}`;
const offer = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? 'null'))
    .find((d) => d?.['@type'] === 'Product')?.offers;
const offerPrice = (page: string) => Number(offer(page)?.price);

describe('promotion prices on the storefront (SPEC §2 product page, §3 Promotion)', () => {
  it('the demo "−20 %" promotion good costs 20 % less, with the old price, on the product page and in JSON-LD (§3)', async () => {
    expect(good).toBeDefined();
    expect(good.price).toBe(Math.floor((good.regular_price * 80 + 50) / 100));
    expect(good.old_price).toBe(Math.max(good.regular_price, good.regular_old_price ?? 0));
    const page = await html(productPath());
    expect(page).toContain(money(good.price));
    expect(page).toContain(money(good.old_price));
    expect(offerPrice(page)).toBe(good.price / 100);
    // The promotion the price comes from, named with its end (what the countdown counts to).
    expect(page).toContain(`href="/promotions/1-${good.promotion_slug}"`);
    expect(page).toContain('Ціна за акцією «');
    expect(offer(page)?.priceValidUntil).toBe(new Date(Number(good.ends_ms)).toISOString().slice(0, 10));
  });

  it('the category listing shows the promotion price and the old price (§2)', async () => {
    const page = await html(`/${good.category_slug}/c${good.category_id}`);
    expect(page).toContain(money(good.price));
    expect(page).toContain(money(good.old_price));
  });

  it('the goods sitemap dates the product page from the promotion start (§1 SEO)', async () => {
    const res = await shop.app.request('http://shop.test/sitemaps/goods-1.xml');
    const xml = await res.text();
    const url = [...xml.matchAll(/<url>(.*?)<\/url>/g)]
      .map((m) => m[1] ?? '')
      .find((u) => u.includes(`${productPath()}</loc>`));
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(url ?? '')?.[1];
    expect(new Date(lastmod ?? 0).getTime()).toBe(
      Math.max(Number(good.starts_ms), Math.trunc(Number(good.created_ms))),
    );
  });

  it('after ends_at the regular price returns on the cached product page (§3 Promotion period)', async () => {
    await html(productPath()); // cached now, with the promotion price
    const endsAt = new Date(Number(good.ends_ms));
    expect(endsAt.getTime()).toBeGreaterThan(seededAt.getTime() + day);
    await applyPromotionPrices({ db: shop.database.db, locale: 'ua', now: endsAt });
    const page = await html(productPath());
    expect(page).toContain(money(good.regular_price));
    expect(page).not.toContain(money(good.price));
    expect(offerPrice(page)).toBe(good.regular_price / 100);
    expect(page).not.toContain('Ціна за акцією «');
    expect(offer(page)?.priceValidUntil).toBeUndefined();
  });
});
