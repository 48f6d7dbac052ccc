import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import {
  attributeOptions,
  attributes,
  categories,
  goodAttributes,
  goodGroups,
  goods,
  storeStock,
  stores,
  towns,
} from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { getGoodsByIds } from './index';

let database: Database;
let ctx: Ctx;

const good = (id: number, extra: Partial<typeof goods.$inferInsert> = {}) => ({
  id,
  extId: String(100_000 + id),
  categoryId: 2,
  titleUa: `Товар ${id}`,
  titleRu: `Товар ${id} ru`,
  slug: `tovar-${id}`,
  price: 10_000 * id,
  ...extra,
});

const store = (id: number, townCode: string, isActive = true) => ({
  id,
  townCode,
  slug: `store-${id}`,
  titleUa: `Магазин ${id}`,
  titleRu: `Магазин ${id}`,
  addressUa: `вул. ${id}`,
  addressRu: `ул. ${id}`,
  lat: 50,
  lng: 30,
  phone: '+380000000000',
  hours: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null },
  isActive,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  ctx = { db, locale: 'ua', now: new Date() };
  await db.insert(categories).values([
    { id: 1, slug: 'rybalka', titleUa: 'Рибалка', titleRu: 'Рыбалка' },
    { id: 2, parentId: 1, slug: 'kotushky', titleUa: 'Котушки', titleRu: 'Катушки' },
  ]);
  await db.insert(goodGroups).values({ id: 1, titleUa: 'Група', titleRu: 'Группа' });
  await db
    .insert(goods)
    .values([
      good(1, { groupId: 1, variantUa: '1000', variantRu: '1000 ru' }),
      good(2, { groupId: 1, price: 5_000 }),
      good(3, { groupId: 1, isActive: false }),
      good(4, { sellStatus: '0' }),
      good(5),
    ]);
  await db.insert(attributes).values([
    { id: 1, code: 'weight', kind: 'number', titleUa: 'Вага', titleRu: 'Вес', unitUa: 'г', unitRu: 'г', position: 2 },
    { id: 2, code: 'color', kind: 'option', titleUa: 'Колір', titleRu: 'Цвет', position: 1 },
  ]);
  await db
    .insert(attributeOptions)
    .values({ id: 1, attributeId: 2, slug: 'red', valueUa: 'червоний', valueRu: 'красный' });
  await db.insert(goodAttributes).values([
    { goodId: 1, attributeId: 1, valueNum: 250.5 },
    { goodId: 1, attributeId: 2, optionId: 1 },
    { goodId: 2, attributeId: 1, valueNum: 300 },
  ]);
  await db.insert(towns).values([
    { code: '1', slug: 'small', titleUa: 'Мале', titleRu: 'Малое', lat: 50, lng: 30, population: 10 },
    { code: '2', slug: 'big', titleUa: 'Велике', titleRu: 'Большое', lat: 50, lng: 30, population: 1000 },
  ]);
  await db.insert(stores).values([store(1, '1'), store(2, '2'), store(3, '2', false), store(4, '2')]);
  await db.insert(storeStock).values([
    { goodId: 1, storeId: 1, quantity: 3 },
    { goodId: 1, storeId: 2, quantity: 1 },
    { goodId: 1, storeId: 3, quantity: 5 },
    { goodId: 1, storeId: 4, quantity: 0 },
    { goodId: 4, storeId: 1, quantity: 2 },
  ]);
});

afterAll(() => database.close());

describe('getGoodsByIds (SPEC §7 goods by ids)', () => {
  it('keeps the order asked and skips unknown and hidden ids', async () => {
    const list = await getGoodsByIds(ctx, [5, 3, 99, 1, 5]);
    expect(list.map((g) => g.id)).toEqual([5, 1]);
  });

  it('characteristics follow the attributes’ order, numbers with their unit, options in both languages', async () => {
    const [first] = await getGoodsByIds(ctx, [1]);
    expect(first?.characteristics).toEqual([
      { code: 'color', title: { ua: 'Колір', ru: 'Цвет' }, value: { ua: 'червоний', ru: 'красный' } },
      { code: 'weight', title: { ua: 'Вага', ru: 'Вес' }, value: { ua: '250.5 г', ru: '250.5 г' } },
    ]);
    const [plain] = await getGoodsByIds(ctx, [5]);
    expect(plain?.characteristics).toEqual([]);
  });

  it('availability lists active stores holding stock, biggest towns first; none for an unavailable good (§3)', async () => {
    const [first, unavailable] = await getGoodsByIds(ctx, [1, 4]);
    expect(first?.availability).toEqual([
      { storeId: 2, town: { ua: 'Велике', ru: 'Большое' }, address: { ua: 'вул. 2', ru: 'ул. 2' }, quantity: 1 },
      { storeId: 1, town: { ua: 'Мале', ru: 'Малое' }, address: { ua: 'вул. 1', ru: 'ул. 1' }, quantity: 3 },
    ]);
    expect(unavailable?.availability).toEqual([]);
  });

  it('variants are the other active goods of the group, cheapest first', async () => {
    const [first, second, alone] = await getGoodsByIds(ctx, [1, 2, 5]);
    expect(first?.variants).toEqual([
      { id: 2, slug: 'tovar-2', variant: { ua: 'Товар 2', ru: 'Товар 2 ru' }, price: 5_000, sellStatus: '4' },
    ]);
    expect(second?.variants).toEqual([
      { id: 1, slug: 'tovar-1', variant: { ua: '1000', ru: '1000 ru' }, price: 10_000, sellStatus: '4' },
    ]);
    expect(alone?.variants).toEqual([]);
  });

  it('breadcrumbs run from the root in both languages; parts not asked for are absent', async () => {
    const [first] = await getGoodsByIds(ctx, [1]);
    expect(first?.breadcrumbs?.map((b) => b.title)).toEqual([
      { ua: 'Рибалка', ru: 'Рыбалка' },
      { ua: 'Котушки', ru: 'Катушки' },
    ]);
    const [bare] = await getGoodsByIds(ctx, [1], new Set());
    expect(bare).not.toHaveProperty('characteristics');
    expect(bare).not.toHaveProperty('availability');
    expect(bare).not.toHaveProperty('variants');
    expect(bare).not.toHaveProperty('breadcrumbs');
  });
});
