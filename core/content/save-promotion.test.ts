import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { categories, goods } from '#db/schema';
import { createTestDatabase } from '#db/testing';
import { type PromotionInput, savePromotion } from './index';

const day = 86_400_000;
const now = new Date('2026-06-15T09:00:00Z');
let database: Database;
const ctx = () => ({ db: database.db, locale: 'ua' as const, now });
const prices = async () =>
  Object.fromEntries(
    (
      await database.db
        .select({ id: goods.id, price: goods.price, oldPrice: goods.oldPrice })
        .from(goods)
        .where(inArray(goods.id, [1, 2, 3]))
    ).map((g) => [g.id, [g.price, g.oldPrice]]),
  );
const base: PromotionInput = {
  slug: 'spinning-season',
  titleUa: 'Спінінговий сезон',
  titleRu: 'Спиннинговый сезон',
  placeUa: 'Усі магазини мережі',
  placeRu: 'Все магазины сети',
  startsAt: new Date(now.getTime() - day),
  endsAt: new Date(now.getTime() + 10 * day),
  discountPercent: 20,
  goods: [{ goodId: 1 }, { goodId: 2 }],
};

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(categories).values({ id: 1, slug: 'rods', titleUa: 'Спінінги', titleRu: 'Спиннинги' });
  await database.db.insert(goods).values(
    [1, 2, 3].map((id) => ({
      id,
      extId: `S${id}`,
      categoryId: 1,
      titleUa: `Товар ${id}`,
      titleRu: `Товар ${id}`,
      slug: `good-${id}`,
      price: 100_000 * id,
    })),
  );
});
afterAll(() => database.close());

describe('back-office promotion edits re-price at once (issue 18 item 1, SPEC §3 Promotion)', () => {
  it('issue 18 item 1: creating a running promotion discounts its goods', async () => {
    const saved = await savePromotion(ctx(), base);
    expect(saved).toMatchObject({ ok: true, pricesChanged: 2 });
    expect(await prices()).toEqual({ 1: [80_000, 100_000], 2: [160_000, 200_000], 3: [300_000, null] });
  });

  it('issue 18 item 1: editing the percent, the goods and a fixed price follows; a good taken out returns to its price', async () => {
    const saved = await savePromotion(ctx(), {
      ...base,
      id: 1,
      discountPercent: 10,
      goods: [{ goodId: 2 }, { goodId: 3, price: 250_000 }],
    });
    expect(saved).toMatchObject({ ok: true, id: 1, pricesChanged: 3 });
    expect(await prices()).toEqual({ 1: [100_000, null], 2: [180_000, 200_000], 3: [250_000, 300_000] });
  });

  it('issue 18 item 1: ending a promotion early (ends_at in the past) restores regular prices', async () => {
    const saved = await savePromotion(ctx(), {
      ...base,
      id: 1,
      endsAt: new Date(now.getTime() - 1),
      goods: [{ goodId: 2 }],
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await prices()).toEqual({ 1: [100_000, null], 2: [200_000, null], 3: [300_000, null] });
  });

  it('issue 18 item 1: invalid input is an error value, not a write', async () => {
    expect(await savePromotion(ctx(), { ...base, discountPercent: 100 })).toMatchObject({
      ok: false,
      error: 'invalid',
    });
    expect(await savePromotion(ctx(), { ...base, endsAt: base.startsAt })).toMatchObject({
      ok: false,
      error: 'invalid',
    });
    expect(await savePromotion(ctx(), { ...base, goods: [{ goodId: 999 }] })).toEqual({
      ok: false,
      error: 'good_not_found',
    });
    expect(await savePromotion(ctx(), { ...base, id: 77 })).toEqual({ ok: false, error: 'promotion_not_found' });
  });
});
