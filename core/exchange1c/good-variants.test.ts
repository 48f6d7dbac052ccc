import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extIdShape } from '#core/imports';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { auditLog, exchangeWarehouses, goodGroups, goods, storeStock, stores } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { importXml, offersXml, type TestGood, type TestOffer } from '#test/support/exchange1c/catalog-xml';
import { importExchangeFile } from './index';
import { codeOfArticle } from './plan-goods';

// CommerceML 2.03 / 2.04 (UT 10.3) lists each characteristic as a `Товар` whose
// Ид is `<good>#<characteristic>` with ХарактеристикиТовара and the good's name; its offer carries
// the same Ид and the good's name only (1C's own sample: irpsv/commerceml tests/assets/off-doc-1c).
let database: Database;
let ctx: Ctx;
let kyiv: number;

const reel = 'u-reel';
/** A characteristic Товар of the reel: the good's name with the colour, the article with spaces. */
const colour = (id: string, value: string, extra: Partial<TestGood> = {}): TestGood => ({
  id: `${reel}#${id}`,
  article: 'SH 2500 FD',
  name: `Котушка Shimano Sienna (${value})`,
  group: 'grp-reels',
  maker: 'Shimano',
  characteristics: [['Колір', value]],
  ...extra,
});
/** A good listed on its own after its characteristic Товар (no duplicate). */
const rod: TestGood = { id: 'u-rod', article: 'ROD 27', name: 'Вудилище Salmo', group: 'grp-rods' };
const rodLength: TestGood = {
  id: 'u-rod#c-27',
  article: 'ROD 27',
  name: 'Вудилище Salmo',
  group: 'grp-rods',
  characteristics: [['Довжина', '2.7 м']],
};
/** An Ид longer than a code may be (64), no Артикул: the old exchange made it the good's code. */
const longId = `u-${'0123456789'.repeat(7)}`;
const long: TestGood = { id: longId, name: 'Шнур Sufix 832', group: 'grp-reels' };
const catalogue = [
  colour('c-white', 'Білий'),
  colour('c-red', 'Червоний'),
  rodLength,
  rod,
  long,
  colour('c-gone', 'Сірий', { deleted: true }),
];
/** 2.04's offers: the same Ид, the good's name (no characteristic), retail price and stock. */
const offer = (id: string, name: string, retail: string, quantity = '3'): TestOffer => ({
  id,
  name,
  retail,
  wholesale: '1',
  stock: [['wh-kyiv', quantity]],
});
const offers = [
  offer(`${reel}#c-white`, 'Котушка Shimano Sienna', '2150'),
  offer(`${reel}#c-red`, 'Котушка Shimano Sienna', '2250'),
  offer(`${reel}#c-gone`, 'Котушка Shimano Sienna', '2250'),
  offer('u-rod#c-27', 'Вудилище Salmo', '990.5'),
  offer(longId, 'Шнур Sufix 832', '420'),
];

const run = (text: string, fileName: string) =>
  importExchangeFile(ctx, [Buffer.from(text)], { fileName, priceType: 'Роздрібна', batchSize: 3 });
const byExchange = async (id: string) => (await database.db.select().from(goods).where(eq(goods.exchangeId, id)))[0];
const reportOf = (result: Awaited<ReturnType<typeof run>>, kind: string) =>
  result.jobs.find((j) => j.kind === kind)?.report;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  const [store] = await database.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  kyiv = store?.id ?? 0;
  await database.db.insert(exchangeWarehouses).values({ exchangeId: 'wh-kyiv', name: 'Склад Київ', storeId: kyiv });
});
afterAll(() => database.close());

describe('1C 2.03 / 2.04: characteristic Товары are variants, codes people can use', () => {
  it('an Артикул with spaces is a code with dashes; what makes no code is no code', () => {
    expect(codeOfArticle(' SH 2500  FD ')).toBe('SH-2500-FD');
    expect(codeOfArticle('Арт. № 12/5')).toBe('Арт.-12/5');
    expect(codeOfArticle('   ')).toBe('');
    expect(codeOfArticle('x'.repeat(65))).toBe('');
  });

  it('`good#char` Товары make one good with variants labelled by their characteristics, not identical goods', async () => {
    const result = await run(importXml(catalogue), 'import.xml');
    const report = reportOf(result, 'goods');
    // Six Товары: two goods of their own, four variants; the reel made from its first Товар counts in none,
    // the rod made from its characteristic is unchanged when listed on its own (next batch).
    expect(report?.counts).toMatchObject({ rows: 6, new: 5, unchanged: 1, errors: 0 });
    const parent = await byExchange(reel);
    expect(parent).toMatchObject({ titleUa: 'Котушка Shimano Sienna', extId: 'SH-2500-FD', isActive: false });
    const [group] = await database.db.select().from(goodGroups).where(eq(goodGroups.exchangeId, reel));
    const white = await byExchange(`${reel}#c-white`);
    expect(white).toMatchObject({
      titleUa: 'Котушка Shimano Sienna (Білий)',
      variantUa: 'Колір: Білий',
      extId: 'SH-2500-FD-1',
      groupId: group?.id,
      categoryId: parent?.categoryId,
      brandId: parent?.brandId,
      price: 0,
      isActive: false,
    });
    expect((await byExchange(`${reel}#c-red`))?.extId).toBe('SH-2500-FD-2');
    // The rod listed on its own after its characteristic is the same good, not a duplicate.
    expect(await byExchange('u-rod')).toMatchObject({ titleUa: 'Вудилище Salmo', extId: 'ROD-27' });
    expect((await byExchange('u-rod#c-27'))?.variantUa).toBe('Довжина: 2.7 м');
    // No code is the exchange's Ид when it is no code (the old exchange gave it the 73-character one).
    const all = await database.db.select().from(goods).where(like(goods.exchangeId, 'u-%'));
    expect(all.length).toBe(7);
    for (const g of all) expect(g.extId).toMatch(extIdShape);
    expect((await byExchange(longId))?.extId).toBe('1C-u0123456');
  });

  it('2.04 offers (the good’s name only) price and stock the variants, put them on sale, keep their labels', async () => {
    const result = await run(offersXml(offers), 'offers.xml');
    expect(reportOf(result, 'prices')?.issues).toEqual([]);
    expect(reportOf(result, 'prices')?.counts).toMatchObject({ rows: 5, changed: 5, errors: 0 });
    const white = await byExchange(`${reel}#c-white`);
    expect(white).toMatchObject({ price: 215000, isActive: true, variantUa: 'Колір: Білий' });
    expect(white?.titleUa).toBe('Котушка Shimano Sienna (Білий)');
    expect(await byExchange(`${reel}#c-red`)).toMatchObject({ price: 225000, isActive: true });
    expect(await byExchange('u-rod#c-27')).toMatchObject({ price: 99050, isActive: true });
    expect(await byExchange(longId)).toMatchObject({ price: 42000, isActive: true });
    // Deleted in 1C (Статус «Удален» on its Товар): priced, still hidden (item 7).
    expect(await byExchange(`${reel}#c-gone`)).toMatchObject({ price: 225000, isActive: false });
    // The good the variants belong to is not sold alone.
    expect((await byExchange(reel))?.isActive).toBe(false);
    const [stock] = await database.db
      .select()
      .from(storeStock)
      .where(eq(storeStock.goodId, white?.id ?? 0));
    expect(stock).toMatchObject({ storeId: kyiv, quantity: 3 });
  });

  it('the same 2.04 files again change nothing', async () => {
    const before = (await database.db.select({ id: auditLog.id }).from(auditLog)).length;
    const again = await run(importXml(catalogue), 'import.xml');
    expect(reportOf(again, 'goods')?.counts).toMatchObject({ new: 0, changed: 0, unchanged: 6, errors: 0 });
    const priced = await run(offersXml(offers), 'offers.xml');
    expect(reportOf(priced, 'variants')?.counts).toMatchObject({ new: 0, changed: 0, errors: 0 });
    expect((await database.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before);
  });

  it('a good the old exchange made of a characteristic Товар (its code the 73-character Ид) becomes a variant with a code', async () => {
    const id = 'u-old-line#c-0123456789012345678901234567890123456789012345678901234';
    const [category] = await database.db.select({ id: goods.categoryId }).from(goods).limit(1);
    await database.db.insert(goods).values({
      exchangeId: id,
      extId: id,
      titleUa: 'Шнур Sufix 832',
      titleRu: 'Шнур Sufix 832',
      slug: 'shnur-sufix-832',
      categoryId: category?.id ?? 0,
      price: 0,
    });
    const colourOf: TestGood = {
      id,
      article: 'SFX 832',
      name: 'Шнур Sufix 832',
      group: 'grp-reels',
      characteristics: [['Колір', 'Жовтий']],
    };
    await run(importXml([colourOf], { onlyChanges: true }), 'import.xml');
    expect(await byExchange(id)).toMatchObject({ extId: 'SFX-832-1', variantUa: 'Колір: Жовтий' });
    expect((await byExchange('u-old-line'))?.extId).toBe('SFX-832');
  });
});
