import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGood } from '#core/catalog';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { auditLog, exchangeWarehouses, goodAttributes, goodGroups, goods, storeStock, stores } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { importXml, offersXml, type TestGood, type TestOffer } from '#test/support/exchange1c/catalog-xml';
import { importExchangeFile } from './index';

// 1C's characteristic offers (`<good Ид>#<characteristic Ид>`) as variants of one model,
// and «Вес» as the good's weight. The CommerceML below is what 1C's "обмін з сайтом" sends.
let database: Database;
let ctx: Ctx;
let kyiv: number;

const rod: TestGood = {
  id: 'v-rod',
  article: 'ROD-1',
  name: 'Вудилище Daiwa Ninja',
  group: 'grp-rods',
  maker: 'Daiwa',
  description: 'Карбонове вудилище',
  properties: [['prop-colour', 'val-black']],
  weight: '1,2',
};
const plain: TestGood = { id: 'v-plain', article: 'PLAIN-1', name: 'Гачки Owner', group: 'grp-reels', weight: '' };
const length = (id: string, metres: string, retail?: string, stock?: [string, string][]): TestOffer => ({
  id: `v-rod#${id}`,
  characteristics: [['Довжина', `${metres} м`]],
  ...(retail ? { retail } : {}),
  ...(stock ? { stock } : {}),
});
const fullOffers = [
  length('c-27', '2.7', '1500', [['wh-kyiv', '2']]),
  length('c-30', '3.0', '1700', [['wh-kyiv', '0']]),
  { id: 'v-plain', retail: '100', stock: [['wh-kyiv', '5']] as [string, string][] },
];

const run = (text: string, fileName: string) =>
  importExchangeFile(ctx, [Buffer.from(text)], { fileName, priceType: 'Роздрібна', batchSize: 2 });
const byExchange = async (id: string) => (await database.db.select().from(goods).where(eq(goods.exchangeId, id)))[0];
const reportOf = (result: Awaited<ReturnType<typeof run>>, kind: string) =>
  result.jobs.find((j) => j.kind === kind)?.report;
const audits = async () => (await database.db.select({ id: auditLog.id }).from(auditLog)).length;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  const [store] = await database.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  kyiv = store?.id ?? 0;
  await run(importXml([rod, plain]), 'import.xml');
  await database.db.insert(exchangeWarehouses).values({ exchangeId: 'wh-kyiv', name: 'Склад Київ', storeId: kyiv });
});
afterAll(() => database.close());

describe('1C exchange: characteristics as variants, «Вес» as weight', () => {
  it('characteristic offers become priced variants of the parent’s group; the parent is not sold alone', async () => {
    const result = await run(offersXml(fullOffers), 'offers.xml');
    expect(result.jobs.map((j) => j.kind)).toEqual(['prices', 'stock', 'variants']);
    expect(reportOf(result, 'variants')?.counts).toMatchObject({ rows: 2, new: 2, errors: 0 });
    const parent = await byExchange('v-rod');
    const [group] = await database.db.select().from(goodGroups).where(eq(goodGroups.exchangeId, 'v-rod'));
    expect(group?.titleUa).toBe('Вудилище Daiwa Ninja');
    const short = await byExchange('v-rod#c-27');
    expect(short).toMatchObject({
      extId: 'ROD-1-1',
      titleUa: 'Вудилище Daiwa Ninja (2.7 м)',
      variantUa: 'Довжина: 2.7 м',
      descriptionUa: 'Карбонове вудилище',
      categoryId: parent?.categoryId,
      brandId: parent?.brandId,
      groupId: group?.id,
      weightG: 1200,
      price: 150000,
      isActive: true,
    });
    expect((await byExchange('v-rod#c-30'))?.extId).toBe('ROD-1-2');
    expect(parent?.isActive).toBe(false);
    expect((await byExchange('v-plain'))?.groupId).toBeNull();
    const stock = await database.db
      .select()
      .from(storeStock)
      .where(and(eq(storeStock.goodId, short?.id ?? 0), eq(storeStock.storeId, kyiv)));
    expect(stock[0]?.quantity).toBe(2);
    // The parent's 1C characteristics go with the variant (listing filters find it).
    const own = await database.db
      .select()
      .from(goodAttributes)
      .where(eq(goodAttributes.goodId, short?.id ?? 0));
    expect(own.length).toBe(1);
    // The product page offers the model's lengths.
    const page = await getGood(ctx, short?.id ?? 0);
    expect(page?.variants.map((v) => v.label)).toEqual(['Довжина: 2.7 м', 'Довжина: 3.0 м']);
    const created = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'good.create'), eq(auditLog.entityId, String(short?.id))));
    expect(created[0]?.actorName).toBe('1C');
  });

  it('the same files twice change nothing (idempotent)', async () => {
    const before = await audits();
    const catalogue = await run(importXml([rod, plain]), 'import.xml');
    expect(reportOf(catalogue, 'goods')?.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    const offers = await run(offersXml(fullOffers), 'offers.xml');
    expect(reportOf(offers, 'variants')?.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    expect(reportOf(offers, 'variants')?.hidden ?? 0).toBe(0);
    expect(reportOf(offers, 'prices')?.counts).toMatchObject({ new: 0, changed: 0, errors: 0 });
    expect(await audits()).toBe(before);
  });

  it('a changes-only offers file and 2.08’s split prices / rests files add a variant, hiding none', async () => {
    const added = await run(offersXml([length('c-33', '3.3')], { onlyChanges: true }), 'offers.xml');
    expect(reportOf(added, 'variants')?.counts).toMatchObject({ rows: 1, new: 1 });
    expect(await byExchange('v-rod#c-33')).toMatchObject({ price: 0, isActive: false, variantUa: 'Довжина: 3.3 м' });
    // prices*.xml and rests*.xml name the offer without its characteristics; full ones hide nothing.
    const prices = await run(offersXml([{ id: 'v-rod#c-33', retail: '1900' }]), 'prices_1.xml');
    expect(prices.jobs.map((j) => j.kind)).toEqual(['prices', 'stock']);
    await run(offersXml([{ id: 'v-rod#c-33', stock: [['wh-kyiv', '4']] }]), 'rests_1.xml');
    const tall = await byExchange('v-rod#c-33');
    expect(tall).toMatchObject({ price: 190000, isActive: true });
    const [stock] = await database.db
      .select()
      .from(storeStock)
      .where(eq(storeStock.goodId, tall?.id ?? 0));
    expect(stock?.quantity).toBe(4);
    expect((await byExchange('v-rod#c-27'))?.isActive).toBe(true);
    // A characteristic of a good 1C never sent is a report line.
    const stray: TestOffer = { id: 'v-none#c-1', characteristics: [['Довжина', '1 м']], retail: '10' };
    // With a row taken beside it: a file whose every row is refused answers failure.
    const unknown = await run(
      offersXml([stray, { id: 'v-rod#c-33', retail: '1900', characteristics: [['Довжина', '3.3 м']] }], {
        onlyChanges: true,
      }),
      'offers.xml',
    );
    expect(reportOf(unknown, 'variants')?.issues).toEqual([
      expect.objectContaining({ code: 'unknown_good', column: 'Ид', value: 'v-none' }),
    ]);
  });

  it('a parent renamed in a changes-only import.xml: its variants follow, the parent stays hidden', async () => {
    const result = await run(
      importXml([{ ...rod, name: 'Вудилище Daiwa Ninja X', weight: '1.5' }], { onlyChanges: true }),
      'import.xml',
    );
    expect(reportOf(result, 'goods')?.variantsChanged).toBe(3);
    expect(await byExchange('v-rod#c-27')).toMatchObject({ titleUa: 'Вудилище Daiwa Ninja X (2.7 м)', weightG: 1500 });
    expect((await byExchange('v-rod'))?.isActive).toBe(false);
    const [group] = await database.db.select().from(goodGroups).where(eq(goodGroups.exchangeId, 'v-rod'));
    expect(group?.titleUa).toBe('Вудилище Daiwa Ninja X');
  });

  it('a full offers file hides the variants it no longer lists; listed again, they come back', async () => {
    const shorter = [length('c-27', '2.7', '1500'), length('c-33', '3.3', '1900')];
    const result = await run(offersXml(shorter), 'offers.xml');
    expect(reportOf(result, 'variants')?.hidden).toBe(1);
    expect((await byExchange('v-rod#c-30'))?.isActive).toBe(false);
    const hide = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'good.hide'), eq(auditLog.entityId, String((await byExchange('v-rod#c-30'))?.id))),
      );
    expect(hide.length).toBe(1);
    await run(offersXml([length('c-30', '3.0')], { onlyChanges: true }), 'offers.xml');
    expect((await byExchange('v-rod#c-30'))?.isActive).toBe(true);
  });

  it('a deleted parent hides its variants', async () => {
    await run(importXml([{ ...rod, deleted: true }], { onlyChanges: true }), 'import.xml');
    const variants = await database.db.select().from(goods).where(like(goods.exchangeId, 'v-rod#%'));
    expect(variants.map((v) => v.isActive)).toEqual([false, false, false]);
  });

  it('«Вес» in kilograms (comma or dot) is the weight in grams; a bad one is a report line, the good imports', async () => {
    const good: TestGood = { id: 'w-1', name: 'Намет Tramp', group: 'grp-rods', weight: '3,25' };
    await run(importXml([good], { onlyChanges: true }), 'import.xml');
    expect((await byExchange('w-1'))?.weightG).toBe(3250);
    const bad = await run(
      importXml([{ ...good, name: 'Намет Tramp 2', weight: 'три' }], { onlyChanges: true }),
      'import.xml',
    );
    expect(reportOf(bad, 'goods')?.issues).toEqual([
      expect.objectContaining({ code: 'bad_weight', column: 'Вес', value: 'три' }),
    ]);
    expect(await byExchange('w-1')).toMatchObject({ titleUa: 'Намет Tramp 2', weightG: 3250 });
    await run(importXml([{ ...good, weight: '' }], { onlyChanges: true }), 'import.xml');
    expect((await byExchange('w-1'))?.weightG).toBe(3250);
  });

  it('a characteristic offer’s own Картинка (2.08+) is its variant’s picture instead of the parent’s; the same file again changes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-1c-variant-pictures-'));
    mkdirSync(path.join(dir, 'import_files/cd'), { recursive: true });
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3333' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dir, 'import_files/cd/red.jpg'), jpeg);
    const store = { writeOriginal: async () => undefined, deleteOriginal: async () => undefined };
    const reel: TestGood = { id: 'v-reel', article: 'REEL-1', name: 'Котушка Shimano Sienna', group: 'grp-reels' };
    await run(importXml([reel], { onlyChanges: true }), 'import.xml');
    await database.db
      .update(goods)
      .set({ images: ['/images/demo/reel.jpg'] })
      .where(eq(goods.exchangeId, 'v-reel'));
    const colour = (id: string, value: string, pictures?: string[]): TestOffer => ({
      id: `v-reel#${id}`,
      characteristics: [['Колір', value]],
      retail: '2000',
      ...(pictures ? { pictures } : {}),
    });
    const file = offersXml([colour('red', 'червоний', ['import_files/cd/red.jpg']), colour('grey', 'сірий')], {
      onlyChanges: true,
    });
    const options = { fileName: 'offers.xml', priceType: 'Роздрібна', pictures: { dir, store } };
    const first = await importExchangeFile(ctx, [Buffer.from(file)], options);
    expect(reportOf(first, 'variants')?.pictures).toEqual({ changed: 1, missing: 0 });
    const red = await byExchange('v-reel#red');
    expect(red?.images).toEqual([expect.stringMatching(new RegExp(`^/images/goods/${red?.id}/[0-9a-f]{24}\\.jpg$`))]);
    expect((await byExchange('v-reel#grey'))?.images).toEqual(['/images/demo/reel.jpg']);
    const again = await importExchangeFile(ctx, [Buffer.from(file)], options);
    expect(reportOf(again, 'variants')?.pictures).toEqual({ changed: 0, missing: 0 });
    expect((await byExchange('v-reel#red'))?.images).toEqual(red?.images);
    rmSync(dir, { recursive: true, force: true });
  });
});
