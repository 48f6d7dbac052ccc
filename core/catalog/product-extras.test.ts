import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges } from '#core/change-feed';
import { listReviews } from '#core/reviews';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { categories, goods, reviews } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { getPricePromotionCached, listReviewsCached } from './index';

let database: Database;
let ctx: Ctx;
const page = { page: 1, perPage: 10 };

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  ctx = { db, locale: 'ua', now: new Date() };
  await db.insert(categories).values({ id: 1, slug: 'kotushky', titleUa: 'Котушки', titleRu: 'Катушки' });
  await db.insert(goods).values({
    id: 1,
    extId: '100001',
    categoryId: 1,
    titleUa: 'Котушка',
    titleRu: 'Катушка',
    slug: 'kotushka',
    price: 50_000,
  });
});

afterAll(() => database.close());

const review = (id: number, status: 'pending' | 'published') => ({
  id,
  goodId: 1,
  authorName: 'Олег',
  rating: 5,
  text: 'Добра котушка',
  status,
});

describe("a product page's reviews from memory (ADR 0127)", () => {
  it('are what listReviews reads, and null for an unknown good', async () => {
    await ctx.db.insert(reviews).values(review(1, 'published'));
    forgetCatalogChanges(ctx.db);
    expect(await listReviewsCached(ctx, 1, page)).toEqual(await listReviews(ctx, 1, page));
    expect(await listReviewsCached(ctx, 404, page)).toBeNull();
  });

  it('show a review published, a like and a hidden good as soon as the change feed has them', async () => {
    expect((await listReviewsCached(ctx, 1, page))?.total).toBe(1);
    await ctx.db.insert(reviews).values(review(2, 'pending'));
    await ctx.db.update(reviews).set({ status: 'published' }).where(eq(reviews.id, 2));
    forgetCatalogChanges(ctx.db);
    expect((await listReviewsCached(ctx, 1, page))?.total).toBe(2);
    await ctx.db.update(reviews).set({ likes: 3 }).where(eq(reviews.id, 1));
    forgetCatalogChanges(ctx.db);
    expect((await listReviewsCached(ctx, 1, page))?.items.find((r) => r.id === 1)?.likes).toBe(3);
    await ctx.db.update(goods).set({ isActive: false }).where(eq(goods.id, 1));
    forgetCatalogChanges(ctx.db);
    expect(await listReviewsCached(ctx, 1, page)).toBeNull();
    await ctx.db.update(goods).set({ isActive: true }).where(eq(goods.id, 1));
    forgetCatalogChanges(ctx.db);
  });

  it('are not kept while nothing changed: a second read shares the first', async () => {
    const first = await listReviewsCached(ctx, 1, page);
    expect(await listReviewsCached(ctx, 1, page)).toBe(first);
  });
});

describe("a good's price promotion from memory (ADR 0127)", () => {
  it('is null at the regular price', async () => {
    expect(await getPricePromotionCached(ctx, 1)).toBeNull();
  });
});
