import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { categories, goods } from '#db/schema';
import { createTestDatabase } from '#db/testing';
import { searchGoods } from './search-goods';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(categories).values([
    { id: 1, slug: 'spininhy', titleUa: 'Спінінги', titleRu: 'Спиннинги' },
    { id: 2, slug: 'kotushky', titleUa: 'Котушки', titleRu: 'Катушки' },
  ]);
  await db.insert(goods).values([
    {
      id: 1,
      extId: '500100',
      categoryId: 1,
      titleUa: 'Спінінг Favorite X1 2.29 м',
      titleRu: 'Спиннинг Favorite X1 2.29 м',
      slug: 'a',
      price: 100_000,
      popularity: 1,
    },
    {
      id: 2,
      extId: '500200',
      categoryId: 1,
      titleUa: 'Спінінг Daiwa Ninja 2.4 м',
      titleRu: 'Спиннинг Daiwa Ninja 2.4 м',
      slug: 'b',
      price: 200_000,
      popularity: 5,
    },
    {
      id: 3,
      extId: '500300',
      categoryId: 2,
      titleUa: 'Котушка Daiwa Ninja LT 2500',
      titleRu: 'Катушка Daiwa Ninja LT 2500',
      slug: 'c',
      price: 300_000,
      popularity: 3,
    },
    {
      id: 4,
      extId: '500400',
      categoryId: 2,
      titleUa: 'Котушка 100% надійна_модель',
      titleRu: 'Катушка 100% надёжная_модель',
      slug: 'd',
      price: 1000,
    },
    {
      id: 5,
      extId: '500500',
      categoryId: 2,
      titleUa: 'Котушка Daiwa прихована',
      titleRu: 'Катушка Daiwa скрытая',
      slug: 'e',
      price: 1,
      isActive: false,
    },
  ]);
  ctx = { db, locale: 'ua', now: new Date('2026-06-15T09:00:00Z') };
});
afterAll(() => database.close());

describe('search (§2 search, §5 input)', () => {
  it('matches every word in either language or the code, popular first, with category counts', async () => {
    const result = await searchGoods(ctx, '  daiwa   NINJA ');
    expect(result.query).toBe('daiwa NINJA');
    expect(result.goods.map((g) => g.id)).toEqual([2, 3]);
    expect(result.categories.map((c) => [c.id, c.count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect((await searchGoods(ctx, 'Катушка Daiwa')).goods.map((g) => g.id)).toEqual([3]);
    expect((await searchGoods(ctx, '500100')).goods.map((g) => g.id)).toEqual([1]);
  });

  it('filters by a picked category (§4 search)', async () => {
    const result = await searchGoods(ctx, 'daiwa', { categoryId: 2 });
    expect(result.goods.map((g) => g.id)).toEqual([3]);
    expect(result.categories).toHaveLength(2);
  });

  it('treats % and _ literally and hides inactive goods', async () => {
    expect((await searchGoods(ctx, '100%')).goods.map((g) => g.id)).toEqual([4]);
    expect((await searchGoods(ctx, '_')).goods.map((g) => g.id)).toEqual([4]);
    expect((await searchGoods(ctx, 'прихована')).total).toBe(0);
  });

  it('cuts the query at 100 characters and answers nothing for an empty one (§5, §9)', async () => {
    expect((await searchGoods(ctx, 'д'.repeat(150))).query).toHaveLength(100);
    expect(await searchGoods(ctx, '   ')).toMatchObject({ total: 0, goods: [] });
  });
});
