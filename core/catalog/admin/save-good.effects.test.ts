import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGoodCached } from '#core/catalog';
import { forgetCatalogChanges } from '#core/change-feed';
import type { Ctx } from '#core/shared';
import { addToWaitlist } from '#core/wishlists';
import type { Database } from '#db/client';
import { attributeOptions, categoryFacetCounts, goods, promotionGoods, promotions, smsOutbox, users } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { type GoodFixture, goodFixture } from '#test/support/good-fixture';
import { getAdminGood, goodInputOf } from './index';

/** A good saved in the back office moves what hangs on it — promotion prices, the waiting list, facets. */
let database: Database;
let ctx: Ctx;
let actors: GoodFixture['actors'];
let leaf: number;
let storeIds: number[];
let newGood: GoodFixture['newGood'];
let saved: GoodFixture['saved'];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ({ ctx, actors, leaf, storeIds, newGood, saved } = await goodFixture(database, 'T19E'));
});
afterAll(() => database?.close());

describe('editing a good: what follows from the save', () => {
  it('ADR 0081: a price edit while a promotion runs keeps the promotion price and changes the regular price', async () => {
    const [promoted] = await database.db
      .select({ id: goods.id, percent: promotions.discountPercent })
      .from(goods)
      .innerJoin(promotionGoods, eq(promotionGoods.goodId, goods.id))
      .innerJoin(promotions, eq(promotions.id, promotionGoods.promotionId))
      .where(
        and(
          isNotNull(goods.regularPrice),
          isNotNull(promotions.discountPercent),
          sql`${promotionGoods.price} is null`,
          lte(promotions.startsAt, seededAt),
          gt(promotions.endsAt, seededAt),
        ),
      )
      .limit(1);
    if (!promoted?.percent) throw new Error('the demo has no good in a running percent promotion');
    const good = await getAdminGood(ctx, actors.content, promoted.id);
    if (!good) throw new Error('no good');
    expect(good.promotion).not.toBeNull();
    expect(good.currentPrice).toBeLessThan(good.price);
    const regular = good.price + 10_000;
    await saved(actors.content, { ...goodInputOf(good), price: regular, oldPrice: null });
    const [row] = await database.db.select().from(goods).where(eq(goods.id, promoted.id));
    const promotionPrice = Math.floor((regular * (100 - promoted.percent) + 50) / 100);
    expect(row).toMatchObject({
      regularPrice: regular,
      regularOldPrice: null,
      price: promotionPrice,
      oldPrice: regular,
    });
    forgetCatalogChanges(database.db);
    expect((await getGoodCached(ctx, promoted.id))?.price).toBe(promotionPrice);
    const edited = await getAdminGood(ctx, actors.content, promoted.id);
    expect(edited).toMatchObject({ price: regular, oldPrice: null, currentPrice: promotionPrice });
  });

  it('a stock edit tells the waiting list once (SMS), in the same save', async () => {
    const { id } = await saved(actors.content, newGood({ titleUa: 'Котушка Очікувана' }));
    const [shopper] = await database.db.select({ id: users.id, phone: users.phone }).from(users).limit(1);
    if (!shopper) throw new Error('the demo has no shopper');
    expect(await addToWaitlist({ ...ctx, user: { id: shopper.id } }, { goods_id: id })).toEqual({ ok: true });
    const good = await getAdminGood(ctx, actors.content, id);
    if (!good) throw new Error('no good');
    const first = await saved(actors.content, {
      ...goodInputOf(good),
      stock: [{ storeId: storeIds[0] as number, quantity: 3 }],
    });
    expect(first.notified).toBe(1);
    const second = await saved(actors.content, {
      ...goodInputOf(good),
      stock: [
        { storeId: storeIds[0] as number, quantity: 5 },
        { storeId: storeIds[1] as number, quantity: 2 },
      ],
    });
    expect(second.notified).toBe(0);
    const sms = await database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, shopper.phone), eq(smsOutbox.purpose, 'back_in_stock')));
    expect(sms.filter((s) => s.text.includes('Котушка Очікувана'))).toHaveLength(1);
    const edited = await getAdminGood(ctx, actors.content, id);
    expect(edited?.stock).toEqual({ [String(storeIds[0])]: 5, [String(storeIds[1])]: 2 });
    expect(edited?.stores.find((s) => s.id === storeIds[1])?.quantity).toBe(2);
  });

  it('characteristics keep the category facets counted (ADR 0068)', async () => {
    const [option] = await database.db
      .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
      .from(attributeOptions)
      .orderBy(asc(attributeOptions.id))
      .limit(1);
    if (!option) throw new Error('no options');
    const count = async () => {
      const [row] = await database.db
        .select({ n: sql<number>`coalesce(sum(${categoryFacetCounts.n}), 0)::int` })
        .from(categoryFacetCounts)
        .where(
          and(
            eq(categoryFacetCounts.categoryId, leaf),
            eq(categoryFacetCounts.attributeId, option.attributeId),
            eq(categoryFacetCounts.key, option.id),
          ),
        );
      return row?.n ?? 0;
    };
    const was = await count();
    const { id } = await saved(
      actors.content,
      newGood({ attributes: [{ attributeId: option.attributeId, optionId: option.id }] }),
    );
    expect(await count()).toBe(was + 1);
    const good = await getAdminGood(ctx, actors.content, id);
    if (!good) throw new Error('no good');
    await saved(actors.content, { ...goodInputOf(good), attributes: [] });
    expect(await count()).toBe(was);
    await saved(actors.content, {
      ...goodInputOf(good),
      attributes: [{ attributeId: option.attributeId, optionId: option.id }],
      isActive: false,
    });
    expect(await count()).toBe(was);
  });
});
