import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import {
  attributes,
  auditLog,
  brands,
  categories,
  exchangeWarehouses,
  goodAttributes,
  goods,
  importJobs,
  storeStock,
  stores,
} from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { importXml, offersXml, type TestGood } from '#test/support/exchange1c/catalog-xml';
import { importExchangeFile } from './index';

let database: Database;
let ctx: Ctx;
let storeIds: number[];

const bytes = (text: string, encoding: 'utf-8' | 'windows-1251' = 'utf-8') => {
  if (encoding === 'utf-8') return [Buffer.from(text)];
  // windows-1251 for Cyrillic (the suite's texts are Cyrillic, ASCII and a few signs).
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) out.push(code);
    else if (code >= 0x410 && code <= 0x44f) out.push(code - 0x410 + 0xc0);
    else if (ch === 'і') out.push(0xb3);
    else if (ch === 'І') out.push(0xb2);
    else if (ch === 'ї') out.push(0xbf);
    else if (ch === 'є') out.push(0xba);
    else out.push(0x3f);
  }
  // Split mid-character on purpose: the decoder must carry bytes between chunks.
  const buffer = Buffer.from(out);
  return [buffer.subarray(0, 101), buffer.subarray(101)];
};

const catalogue: TestGood[] = [
  {
    id: 'g-1',
    article: 'CML-001',
    name: 'Котушка Shimano Nexave 2500',
    group: 'grp-reels',
    maker: 'Shimano',
    description: 'Легка котушка',
    properties: [
      ['prop-colour', 'val-black'],
      ['prop-length', '2.5'],
      ['prop-series', 'Nexave'],
    ],
  },
  { id: 'g-2', article: 'CML-002', name: 'Вудилище Daiwa Ninja 2.7', group: 'grp-rods', maker: 'Daiwa' },
  { id: 'g-3', name: 'Гачки без артикулу', group: 'grp-unknown' },
];
const offers = [
  {
    id: 'g-1',
    retail: '2499.00',
    wholesale: '2000',
    stock: [
      ['wh-kyiv', '3.000'],
      ['wh-lviv', '2'],
    ] as [string, string][],
  },
  { id: 'g-2', retail: '1799.5', wholesale: '1500', stock: [['wh-kyiv', '0']] as [string, string][] },
  { id: 'g-3', retail: '45', stock: [] as [string, string][] },
];

const run = (text: string, fileName: string, encoding: 'utf-8' | 'windows-1251' = 'utf-8') =>
  importExchangeFile(ctx, bytes(text, encoding), { fileName, priceType: 'Роздрібна', batchSize: 2 });

const goodByExchange = async (id: string) => {
  const [good] = await database.db.select().from(goods).where(eq(goods.exchangeId, id));
  return good;
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  storeIds = (await database.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(2)).map(
    (s) => s.id,
  );
});
afterAll(() => database.close());

describe('1C exchange: CommerceML catalogue import', () => {
  it('import.xml builds the group tree, brands, characteristics and hidden unpriced goods', async () => {
    const result = await run(importXml(catalogue), 'import.xml');
    expect(result.jobs.map((j) => j.kind)).toEqual(['goods']);
    const report = result.jobs[0]?.report;
    expect(report?.counts).toMatchObject({ rows: 3, new: 3, errors: 0 });
    expect(report?.groups).toEqual({ created: 3, updated: 0 });
    const tree = await database.db
      .select({ id: categories.id, parentId: categories.parentId, exchangeId: categories.exchangeId })
      .from(categories)
      .where(like(categories.exchangeId, 'grp-%'));
    const fishing = tree.find((c) => c.exchangeId === 'grp-fishing');
    expect(tree.find((c) => c.exchangeId === 'grp-reels')?.parentId).toBe(fishing?.id);
    const reel = await goodByExchange('g-1');
    expect(reel).toMatchObject({ extId: 'CML-001', titleUa: 'Котушка Shimano Nexave 2500', price: 0, isActive: false });
    expect(reel?.categoryId).toBe(tree.find((c) => c.exchangeId === 'grp-reels')?.id);
    const [brand] = await database.db
      .select()
      .from(brands)
      .where(eq(brands.id, reel?.brandId ?? 0));
    expect(brand?.title.toLowerCase()).toBe('shimano');
    const values = await database.db
      .select({ code: attributes.code, kind: attributes.kind, num: goodAttributes.valueNum })
      .from(goodAttributes)
      .innerJoin(attributes, eq(attributes.id, goodAttributes.attributeId))
      .where(eq(goodAttributes.goodId, reel?.id ?? 0));
    expect(values.map((v) => v.kind).sort()).toEqual(['number', 'option', 'option']);
    expect(values.find((v) => v.kind === 'number')?.num).toBe(2.5);
    // No Артикул: 1C's Ид is the shopper's code; an unknown group puts it with the ungrouped.
    const hooks = await goodByExchange('g-3');
    expect(hooks?.extId).toBe('g-3');
    const [ungrouped] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.id, hooks?.categoryId ?? 0));
    expect(ungrouped?.exchangeId).toBe('__ungrouped');
  });

  it('offers.xml sets the retail price type, stock per mapped store, and puts priced goods on sale', async () => {
    const first = await run(offersXml(offers), 'offers.xml');
    expect(first.jobs.map((j) => j.kind)).toEqual(['prices', 'stock']);
    // Warehouses are listed for mapping; until mapped their stock is ignored.
    expect(first.jobs[1]?.report.unmappedStock).toBeGreaterThan(0);
    const warehouses = await database.db.select().from(exchangeWarehouses).orderBy(asc(exchangeWarehouses.exchangeId));
    expect(warehouses.map((w) => [w.exchangeId, w.storeId])).toEqual([
      ['wh-kyiv', null],
      ['wh-lviv', null],
    ]);
    expect(await goodByExchange('g-1')).toMatchObject({ price: 249900, isActive: true });
    expect((await goodByExchange('g-2'))?.price).toBe(179950);
    await database.db
      .update(exchangeWarehouses)
      .set({ storeId: storeIds[0] })
      .where(eq(exchangeWarehouses.exchangeId, 'wh-kyiv'));
    await database.db
      .update(exchangeWarehouses)
      .set({ storeId: storeIds[1] })
      .where(eq(exchangeWarehouses.exchangeId, 'wh-lviv'));
    const second = await run(offersXml(offers), 'offers.xml');
    expect(second.jobs[0]?.report.counts).toMatchObject({ changed: 0, unchanged: 3 });
    const reel = await goodByExchange('g-1');
    const stock = await database.db
      .select({ storeId: storeStock.storeId, quantity: storeStock.quantity })
      .from(storeStock)
      .where(eq(storeStock.goodId, reel?.id ?? 0))
      .orderBy(asc(storeStock.storeId));
    expect(stock).toEqual([
      { storeId: storeIds[0], quantity: 3 },
      { storeId: storeIds[1], quantity: 2 },
    ]);
  });

  it('the same files twice change nothing (idempotent)', async () => {
    const auditsBefore = (await database.db.select({ id: auditLog.id }).from(auditLog)).length;
    const again = await run(importXml(catalogue), 'import.xml');
    expect(again.jobs[0]?.report.counts).toMatchObject({ rows: 3, new: 0, changed: 0, unchanged: 3 });
    const offersAgain = await run(offersXml(offers), 'offers.xml');
    expect(offersAgain.jobs.map((j) => j.report.counts.changed)).toEqual([0, 0]);
    expect((await database.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(auditsBefore);
  });

  it('changes only updates what it lists; windows-1251 files are read by their declaration', async () => {
    const changed = [{ ...catalogue[1], name: 'Вудилище Daiwa Ninja X 2.7' } as TestGood];
    const result = await run(
      importXml(changed, { onlyChanges: true, encoding: 'windows-1251' }),
      'import.xml',
      'windows-1251',
    );
    expect(result.jobs[0]?.report).toMatchObject({ counts: { rows: 1, changed: 1 }, onlyChanges: true });
    expect(result.jobs[0]?.report.hidden).toBeUndefined();
    expect((await goodByExchange('g-2'))?.titleUa).toBe('Вудилище Daiwa Ninja X 2.7');
    expect((await goodByExchange('g-1'))?.isActive).toBe(true);
    const offer = await run(offersXml([{ id: 'g-2', retail: '1899' }], { onlyChanges: true }), 'offers.xml');
    expect(offer.jobs[0]?.report.counts).toMatchObject({ changed: 1 });
    expect((await goodByExchange('g-2'))?.price).toBe(189900);
    expect((await goodByExchange('g-1'))?.price).toBe(249900);
  });

  it('a full export hides the goods it no longer lists, and Статус «Удален» hides a good (never deletes)', async () => {
    const result = await run(
      importXml([catalogue[0] as TestGood, { ...(catalogue[1] as TestGood), deleted: true }]),
      'import.xml',
    );
    expect(result.jobs[0]?.report.hidden).toBe(1);
    const [reel, rod, hooks] = await Promise.all(['g-1', 'g-2', 'g-3'].map(goodByExchange));
    expect([reel?.isActive, rod?.isActive, hooks?.isActive]).toEqual([true, false, false]);
    const hides = await database.db.select().from(auditLog).where(eq(auditLog.action, 'good.hide'));
    expect(hides.map((a) => [a.entityId, a.actorName])).toEqual([[String(hooks?.id), '1C']]);
  });

  it('each file is a job of the import core with its report, shown with the CSV imports', async () => {
    const jobs = await database.db
      .select()
      .from(importJobs)
      .where(inArray(importJobs.format, ['commerceml']));
    expect(jobs.length).toBeGreaterThanOrEqual(9);
    expect(jobs.every((j) => j.status === 'applied' && j.actorName === '1C' && j.staffId === null)).toBe(true);
  });

  it("Картинка files from the upload become the good's pictures; the same files again change nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-1c-pictures-'));
    mkdirSync(path.join(dir, 'import_files/ab'), { recursive: true });
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dir, 'import_files/ab/reel.jpg'), jpeg);
    const written = new Map<string, Buffer>();
    const store = {
      writeOriginal: async (p: string, b: Buffer) => void written.set(p, b),
      deleteOriginal: async (p: string) => void written.delete(p),
    };
    const withPictures = [
      {
        ...(catalogue[0] as TestGood),
        pictures: ['import_files/ab/reel.jpg', 'import_files/ab/missing.jpg', '../../etc/passwd'],
      },
    ];
    const options = { fileName: 'import.xml', pictures: { dir, store }, batchSize: 2 };
    const first = await importExchangeFile(ctx, bytes(importXml(withPictures, { onlyChanges: true })), options);
    expect(first.jobs[0]?.report.pictures).toEqual({ changed: 1, missing: 2 });
    const reel = await goodByExchange('g-1');
    expect(reel?.images).toHaveLength(1);
    expect(reel?.images[0]).toMatch(new RegExp(`^/images/goods/${reel?.id}/[0-9a-f]{24}\\.jpg$`));
    expect(written.size).toBe(1);
    const again = await importExchangeFile(ctx, bytes(importXml(withPictures, { onlyChanges: true })), options);
    expect(again.jobs[0]?.report.pictures).toEqual({ changed: 0, missing: 0 });
    rmSync(dir, { recursive: true, force: true });
  });

  it('broken XML fails the job with the reason and the line', async () => {
    await expect(
      run('<?xml version="1.0"?><КоммерческаяИнформация><Каталог><Товары><Товар><Ид>x</Ид></Товары>', 'import.xml'),
    ).rejects.toThrow();
  });
});
