import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { brands, categories, goodGroups, goods, goodTags, tags } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { getCategoryTree, getGood, listCategoryGoods, listTaggedGoods } from './index';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(categories).values([
    { id: 1, slug: 'rybalka', titleUa: 'Рибалка', titleRu: 'Рыбалка', banner: '/b/fishing.svg', bannerLink: '/x' },
    { id: 2, parentId: 1, slug: 'vudylyshcha', titleUa: 'Вудилища', titleRu: 'Удилища', position: 1 },
    { id: 3, parentId: 2, slug: 'spininhy', titleUa: 'Спінінги', titleRu: 'Спиннинги', banner: '/b/spin.svg' },
    { id: 4, parentId: 1, slug: 'kotushky', titleUa: 'Котушки', titleRu: 'Катушки', position: 0 },
    { id: 5, slug: 'kemping', titleUa: 'Кемпінг', titleRu: 'Кемпинг', position: 1 },
  ]);
  await db.insert(brands).values({ id: 1, slug: 'favorite', title: 'Favorite' });
  await db.insert(goods).values([
    {
      id: 10,
      extId: '100010',
      categoryId: 3,
      brandId: 1,
      titleUa: 'Спінінг А',
      titleRu: 'Спиннинг А',
      slug: 'spininh-a',
      price: 150_000,
      oldPrice: 200_000,
      popularity: 5,
    },
    {
      id: 11,
      extId: '100011',
      categoryId: 3,
      titleUa: 'Спінінг Б',
      titleRu: 'Спиннинг Б',
      slug: 'spininh-b',
      price: 90_000,
      popularity: 9,
      sellStatus: '0',
    },
    {
      id: 12,
      extId: '100012',
      categoryId: 2,
      titleUa: 'Вудилище В',
      titleRu: 'Удилище В',
      slug: 'vudylyshche-v',
      price: 120_000,
      popularity: 1,
    },
    { id: 13, extId: '100013', categoryId: 4, titleUa: 'Котушка', titleRu: 'Катушка', slug: 'kotushka', price: 50_000 },
    {
      id: 14,
      extId: '100014',
      categoryId: 3,
      titleUa: 'Прихований',
      titleRu: 'Скрытый',
      slug: 'hidden',
      price: 1,
      isActive: false,
    },
  ]);
  await db.insert(tags).values([
    { id: 1, slug: 'hits', titleUa: 'Хіти', titleRu: 'Хиты' },
    { id: 2, slug: 'novelty', titleUa: 'Новинки', titleRu: 'Новинки' },
    { id: 3, slug: 'discounts', titleUa: 'Знижки', titleRu: 'Скидки' },
  ]);
  await db.insert(goodTags).values([
    { tagId: 1, goodId: 11, position: 0 },
    { tagId: 1, goodId: 10, position: 1 },
    { tagId: 1, goodId: 14, position: 2 },
    { tagId: 3, goodId: 10, position: 0 },
  ]);
  ctx = { db, locale: 'ua', now: new Date('2026-06-15T09:00:00Z') };
});

afterAll(() => database.close());

describe('catalogue tree', () => {
  it('orders children by position and inherits a banner from the parent (§2 menu)', async () => {
    const [fishing, camping] = await getCategoryTree(ctx);
    expect(fishing?.title).toBe('Рибалка');
    expect(camping?.title).toBe('Кемпінг');
    expect(fishing?.children.map((c) => c.id)).toEqual([4, 2]);
    const rods = fishing?.children[1];
    expect(rods?.banner).toBe('/b/fishing.svg');
    expect(rods?.bannerLink).toBe('/x');
    expect(rods?.children[0]?.banner).toBe('/b/spin.svg');
    expect(camping?.banner).toBeNull();
  });

  it('speaks the context language (§1)', async () => {
    const [fishing] = await getCategoryTree({ ...ctx, locale: 'ru' });
    expect(fishing?.title).toBe('Рыбалка');
  });
});

describe('tagged goods', () => {
  it('lists a tag in its order, hiding inactive goods (§3 tags)', async () => {
    const hits = await listTaggedGoods(ctx, 'hits');
    expect(hits.map((g) => g.id)).toEqual([11, 10]);
    expect(hits[0]?.isAvailable).toBe(false);
    expect(hits[1]?.discountPercent).toBe(25);
  });
});

describe('category listing', () => {
  it('includes subcategories and sorts by price (§2 listing)', async () => {
    const listing = await listCategoryGoods(ctx, 2, { sort: 'cheap', page: 1 });
    expect(listing?.total).toBe(3);
    expect(listing?.goods.map((g) => g.price)).toEqual([90_000, 120_000, 150_000]);
    expect(listing?.path.map((c) => c.id)).toEqual([1, 2]);
  });

  it('is null for an unknown category (→ 404, §2)', async () => {
    expect(await listCategoryGoods(ctx, 999, { sort: 'popular', page: 1 })).toBeNull();
  });

  it('returns an empty page past the end', async () => {
    const listing = await listCategoryGoods(ctx, 4, { sort: 'popular', page: 5 });
    expect(listing?.goods).toEqual([]);
    expect(listing?.pageCount).toBe(1);
  });
});

describe('product', () => {
  it('has breadcrumbs from the tree and its brand (§3 Good)', async () => {
    const good = await getGood({ ...ctx, locale: 'ru' }, 10);
    expect(good?.title).toBe('Спиннинг А');
    expect(good?.breadcrumbs.map((c) => c.title)).toEqual(['Рыбалка', 'Удилища', 'Спиннинги']);
    expect(good?.brand?.title).toBe('Favorite');
    expect(good?.discountPercent).toBe(25);
  });

  it('is null when hidden or unknown (→ 404)', async () => {
    expect(await getGood(ctx, 14)).toBeNull();
    expect(await getGood(ctx, 404)).toBeNull();
  });

  it('lists the variants of its group as siblings, by price, without hidden ones (§3 Good variants)', async () => {
    await ctx.db.insert(goodGroups).values({ id: 1, titleUa: 'Спінінги', titleRu: 'Спиннинги' });
    await ctx.db.update(goods).set({ groupId: 1, variantUa: '2.4 м' }).where(eq(goods.id, 10));
    await ctx.db.update(goods).set({ groupId: 1, variantUa: '2.7 м', variantRu: '2,7 м' }).where(eq(goods.id, 11));
    await ctx.db
      .update(goods)
      .set({ groupId: 1, variantUa: '3 м' })
      .where(inArray(goods.id, [14]));
    const ua = await getGood(ctx, 10);
    expect(ua?.variants).toEqual([
      { id: 11, slug: 'spininh-b', label: '2.7 м', isAvailable: false },
      { id: 10, slug: 'spininh-a', label: '2.4 м', isAvailable: true },
    ]);
    const ru = await getGood({ ...ctx, locale: 'ru' }, 11);
    expect(ru?.variants.map((v) => v.label)).toEqual(['2,7 м', '2.4 м']);
    expect((await getGood(ctx, 12))?.variants).toEqual([]);
  });
});
