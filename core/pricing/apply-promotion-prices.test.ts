import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { categories, goods, promotionGoods, promotions } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { applyPromotionPrices, getPricePromotion, setGoodPrice } from './index';

const day = 86_400_000;
const t0 = new Date('2026-06-15T09:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);
const ctxAt = (now: Date) => ({ db: database.db, locale: 'ua' as const, now });

let database: Database;
const prices = async (ids: number[]) =>
  Object.fromEntries(
    (
      await database.db
        .select({ id: goods.id, price: goods.price, oldPrice: goods.oldPrice })
        .from(goods)
        .where(inArray(goods.id, ids))
    ).map((g) => [g.id, [g.price, g.oldPrice]]),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(categories).values({ id: 1, slug: 'rods', titleUa: 'Спінінги', titleRu: 'Спиннинги' });
  const good = (id: number, price: number, oldPrice: number | null = null) => ({
    id,
    extId: `P${id}`,
    categoryId: 1,
    titleUa: `Товар ${id}`,
    titleRu: `Товар ${id}`,
    slug: `good-${id}`,
    price,
    oldPrice,
  });
  // 1: 4 990 UAH; 2: 1 000 UAH was 1 500; 3: 999.99 UAH (rounding); 4: in no promotion; 5: fixed price;
  // 6: 600 UAH was 671 (on sale, but less than the promotion takes off 671).
  await db
    .insert(goods)
    .values([
      good(1, 499_000),
      good(2, 100_000, 150_000),
      good(3, 99_999),
      good(4, 20_000),
      good(5, 50_000),
      good(6, 60_000, 67_100),
    ]);
  const promo = (id: number, from: number, to: number, discountPercent: number | null) => ({
    id,
    slug: `p${id}`,
    titleUa: `Акція ${id}`,
    titleRu: `Акция ${id}`,
    placeUa: 'Усі магазини',
    placeRu: 'Все магазины',
    startsAt: at(from),
    endsAt: at(to),
    discountPercent,
  });
  await db
    .insert(promotions)
    .values([promo(1, -10, 20, 20), promo(2, -1, 5, 10), promo(3, 3, 9, 50), promo(4, -5, 5, null)]);
  await db.insert(promotionGoods).values([
    { promotionId: 1, goodId: 1 },
    { promotionId: 1, goodId: 2 },
    { promotionId: 1, goodId: 3 },
    { promotionId: 1, goodId: 6 },
    { promotionId: 2, goodId: 1 },
    { promotionId: 3, goodId: 1 },
    { promotionId: 4, goodId: 4 },
    { promotionId: 4, goodId: 5, price: 39_900 },
  ]);
});
afterAll(() => database.close());

describe('promotion prices (SPEC §1 §3 promotions)', () => {
  it('a running percent promotion sets price and old price (§3 price/old_price)', async () => {
    const applied = await applyPromotionPrices(ctxAt(t0));
    expect(applied.changed).toBe(4);
    expect(await prices([1, 2, 3, 4, 5, 6])).toEqual({
      1: [399_200, 499_000], // −20 % of 4 990 UAH; the −10 % promotion is worse
      // On sale at 1 000 (was 1 500): −20 % of the full 1 500 is 1 200, so the sale price stays;
      // the promotion never stacks on it (it was 800, "−47 %").
      2: [100_000, 150_000],
      3: [79_999, 99_999], // 79 999.2 kop → 79 999 (half up)
      4: [20_000, null], // a promotion without a price rule only informs
      5: [39_900, 50_000], // a fixed promotion price per good
      6: [53_680, 67_100], // −20 % of the full 671 UAH is below the sale price 600: the promotion wins
    });
    expect(applied.nextAt).toEqual(at(3)); // promotion 3 starts then
  });

  it('the promotion a price comes from is named with its end (the countdown agrees)', async () => {
    expect(await getPricePromotion(ctxAt(t0), 1)).toEqual({ id: 1, slug: 'p1', title: 'Акція 1', endsAt: at(20) });
    expect(await getPricePromotion(ctxAt(t0), 5)).toMatchObject({ id: 4, endsAt: at(5) });
    expect(await getPricePromotion(ctxAt(t0), 4)).toBeNull();
    expect(await getPricePromotion(ctxAt(t0), 6)).toMatchObject({ id: 1 });
    expect(await getPricePromotion(ctxAt(t0), 2)).toBeNull(); // its own sale price, not the promotion's
  });

  it('running again changes nothing (idempotent, no cache churn)', async () => {
    expect((await applyPromotionPrices(ctxAt(t0))).changed).toBe(0);
  });

  it('the best running promotion wins, and the regular price returns after ends_at', async () => {
    await applyPromotionPrices(ctxAt(at(4)));
    expect((await prices([1]))[1]).toEqual([249_500, 499_000]); // −50 % from day 3
    const after = await applyPromotionPrices(ctxAt(at(9)));
    expect(await prices([1, 5])).toEqual({ 1: [399_200, 499_000], 5: [50_000, null] });
    expect(after.nextAt).toEqual(at(20));
    await applyPromotionPrices(ctxAt(at(20)));
    expect(await prices([1, 2, 3])).toEqual({ 1: [499_000, null], 2: [100_000, 150_000], 3: [99_999, null] });
    const [row] = await database.db.select().from(goods).where(eq(goods.id, 1));
    expect([row?.regularPrice, row?.regularOldPrice]).toEqual([null, null]);
  });

  it('a catalogue price set during a promotion is the base of the promotion price', async () => {
    await applyPromotionPrices(ctxAt(t0));
    await setGoodPrice(ctxAt(t0), 1, 600_000, null);
    expect((await prices([1]))[1]).toEqual([480_000, 600_000]);
    await applyPromotionPrices(ctxAt(at(30)));
    expect((await prices([1]))[1]).toEqual([600_000, null]);
    await setGoodPrice(ctxAt(at(30)), 1, 499_000, null);
    expect((await prices([1]))[1]).toEqual([499_000, null]);
  });
});
