import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBrandGoods } from '#core/catalog';
import { getPromotion } from '#core/content';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { brands, promotions, towns } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { listTownStores } from './index';

let database: Database;
let ctx: Ctx;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

describe('store locator (§2 /shops/{town_name})', () => {
  it('lists the active stores of a town with address, phone, coordinates and hours; Kyiv has its stores (§9)', async () => {
    const [kyiv] = await database.db.select().from(towns).where(eq(towns.code, '8000000000'));
    const town = await listTownStores(ctx, kyiv?.slug ?? '');
    expect(town?.title).toBe('Київ');
    expect(town?.stores.length).toBeGreaterThan(1);
    for (const store of town?.stores ?? []) {
      expect(store.address).not.toBe('');
      expect(store.lat).toBeGreaterThan(50);
      expect(Object.keys(store.hours)).toHaveLength(7);
    }
    expect(await listTownStores(ctx, 'atlantyda')).toBeNull();
  });
});

describe('promotion page (§2 promotions: place, period, countdown)', () => {
  it('tells active, upcoming and ended promotions apart by the clock, with their goods', async () => {
    const all = await database.db.select().from(promotions);
    const states = await Promise.all(all.map(async (p) => (await getPromotion(ctx, p.id))?.state));
    expect(new Set(states)).toEqual(new Set(['active', 'upcoming', 'ended']));
    const active = all.find((p) => p.startsAt <= seededAt && p.endsAt > seededAt);
    const details = await getPromotion({ ...ctx, locale: 'ru' }, active?.id ?? 0);
    expect(details?.title).toBe(active?.titleRu);
    expect(details?.goods.length).toBeGreaterThan(0);
    expect(await getPromotion(ctx, 999_999)).toBeNull();
  });
});

describe('brand page', () => {
  it('lists a brand’s goods, popular first, and nothing for an unknown brand', async () => {
    const [brand] = await database.db.select().from(brands).where(eq(brands.isPopular, true)).limit(1);
    const page = await listBrandGoods(ctx, brand?.slug ?? '');
    expect(page?.brand.title).toBe(brand?.title);
    expect(page?.total).toBeGreaterThanOrEqual(page?.goods.length ?? 0);
    expect(await listBrandGoods(ctx, 'no-such-brand')).toBeNull();
  });
});
