import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPromotionPrices } from '#core/pricing';
import { promotionGoods, promotions } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { checkForm, fx, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the assertions
type Body = { status: number | string; data: any };

const day = 86_400_000;
const endsAt = new Date(seededAt.getTime() + 2 * day);
let t: TestApi;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
const json = async (r: Response | Promise<Response>) => ((await (await r).json()) as Body).data;
const check = (goodId: number) =>
  json(
    t.post(
      '/site/ordernew/create/check',
      checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment.cash,
        department: String(fx.store),
        cart: [{ id: goodId, quantity: 2 }],
      }),
    ),
  );
/** A good's price and old price as the §7 goods API and the category listing answer them. */
const shown = async (goodId: number) => {
  const good = await json(t.get(`/api/goods/id/${goodId}/-`));
  const listing = await json(t.get('/api/catalog/9003?sort=cheap&per_page=60'));
  const card = listing.goods.find((g: { id: number }) => g.id === goodId);
  return { api: [good.price, good.old_price], listing: [card.price, card.old_price] };
};
/** Lets every process see the price change in the catalogue's change feed (≤ 1 s, ADR 0080). */
const feedSeen = () => new Promise((resolve) => setTimeout(resolve, 1_100));

beforeAll(async () => {
  t = await createTestApi();
  ids = await seedFixtures(t.database.db, seededAt);
  await t.database.db.insert(promotions).values({
    id: 9_101,
    slug: 'fx-minus-20',
    titleUa: '−20 % на приманки',
    titleRu: '−20 % на приманки',
    placeUa: 'Усі магазини',
    placeRu: 'Все магазины',
    startsAt: new Date(seededAt.getTime() - day),
    endsAt,
    discountPercent: 20,
  });
  await t.database.db.insert(promotionGoods).values({ promotionId: 9_101, goodId: fx.lure });
  // Warm the caches with the regular price first: the promotion must still reach the shopper.
  await shown(fx.lure);
  await applyPromotionPrices({ db: t.database.db, locale: 'ua', now: seededAt });
  await feedSeen();
});
afterAll(() => t.close());

describe('promotion prices in the API (SPEC §7, §9)', () => {
  it('a running promotion good shows price and old price in the goods API and listing (§7)', async () => {
    expect(await shown(fx.lure)).toEqual({ api: [480, 600], listing: [480, 600] });
  });

  it('create/check charges the promotion price and reports the discount (§7, §9)', async () => {
    const d = await check(fx.lure);
    expect([d.goods_price, d.goods_price_discount, d.goods_price_discount_value]).toEqual([1200, 960, 240]);
    expect(d.price).toBe(960);
  });

  it('the demo "−20 %" promotion discounts its goods (§3 Promotion)', async () => {
    const result = await t.database.db.execute(sql`
      select g.id, g.price, g.old_price, g.regular_price from promotion_goods pg join goods g on g.id = pg.good_id
      where pg.promotion_id = 1 and g.is_active order by g.id limit 1`);
    const [g] = (
      result as unknown as { rows: { id: number; price: number; old_price: number; regular_price: number }[] }
    ).rows;
    expect(g).toBeDefined();
    if (!g) return;
    expect(g.price).toBe(Math.floor((g.regular_price * 80 + 50) / 100));
    const good = await json(t.get(`/api/goods/id/${g.id}/-`));
    expect(good.price * 100).toBe(g.price);
    expect(good.old_price * 100).toBeGreaterThanOrEqual(g.regular_price);
  });

  it('after ends_at the regular price returns everywhere (§7, §9)', async () => {
    await applyPromotionPrices({ db: t.database.db, locale: 'ua', now: endsAt });
    await feedSeen();
    expect(await shown(fx.lure)).toEqual({ api: [600, null], listing: [600, null] });
    const d = await check(fx.lure);
    expect([d.goods_price, d.goods_price_discount, d.goods_price_discount_value]).toEqual([1200, 1200, 0]);
  });
});
