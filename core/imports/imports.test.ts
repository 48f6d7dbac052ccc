import { PassThrough } from 'node:stream';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPromotionPrices } from '#core/pricing';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import { addToWaitlist } from '#core/wishlists';
import type { Database } from '#db/client';
import {
  auditLog,
  brands,
  cacheChanges,
  categories,
  goods,
  importJobs,
  promotionGoods,
  promotions,
  smsOutbox,
  storeStock,
  stores,
  users,
} from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView, tempImportFiles, uploadAndCheck } from '#test/support/imports';
import { holdStock } from '#test/support/reservations';
import {
  applyImport,
  checkImport,
  createImportJob,
  exportImport,
  getImportJob,
  type ImportKind,
  listImportJobs,
} from './index';

let database: Database;
let ctx: Ctx;
let content: StaffView;
const files = tempImportFiles();
type Good = { id: number; extId: string; price: number; oldPrice: number | null; titleUa: string };
let plain: Good[];
let storeId: number;
let categoryId: number;
let brandSlug: string;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  content = await demoStaffView(ctx, 'content');
  plain = await database.db
    .select({ id: goods.id, extId: goods.extId, price: goods.price, oldPrice: goods.oldPrice, titleUa: goods.titleUa })
    .from(goods)
    .where(and(isNull(goods.regularPrice), isNull(goods.oldPrice)))
    .orderBy(asc(goods.id))
    .limit(12);
  const [store] = await database.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  const [category] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(1);
  const [brand] = await database.db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.id)).limit(1);
  if (!store || !category || !brand || plain.length < 12) throw new Error('demo data missing');
  storeId = store.id;
  categoryId = category.id;
  brandSlug = brand.slug;
});
afterAll(async () => {
  files.dispose();
  await database?.close();
});

const good = (i: number) => {
  const g = plain[i];
  if (!g) throw new Error(`no good ${i}`);
  return g;
};
const uah = (kop: number) => `${Math.trunc(kop / 100)},${String(kop % 100).padStart(2, '0')}`;
const upload = (kind: ImportKind, name: string, text: string | Buffer, batchSize?: number) =>
  uploadAndCheck(ctx, content, files, kind, name, text, { batchSize });
const priceOf = async (id: number) => {
  const [row] = await database.db
    .select({ price: goods.price, oldPrice: goods.oldPrice, regularPrice: goods.regularPrice })
    .from(goods)
    .where(eq(goods.id, id));
  return row;
};
const snapshot = async () => ({
  goods: (
    (await database.db.execute(
      sql`select md5(string_agg(g::text, '|' order by id)) as sum from goods g`,
    )) as unknown as { rows: unknown[] }
  ).rows,
  stock: (
    (await database.db.execute(
      sql`select md5(string_agg(s::text, '|' order by good_id, store_id)) as sum from store_stock s`,
    )) as unknown as { rows: unknown[] }
  ).rows,
  audit: (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorKind, 'import')))[0]?.n,
  cache: (await database.db.select({ n: count() }).from(cacheChanges))[0]?.n,
});

describe('prices import: the dry run (a dry run that shows what would change)', () => {
  it('says per row in plain codes what is wrong, counts what would change, and writes nothing', async () => {
    const before = await snapshot();
    const text = [
      'ext_id;price;old_price',
      `${good(0).extId};${uah(good(0).price + 1000)};`,
      `${good(1).extId};${uah(good(1).price)};`,
      'NO-SUCH-CODE;10;',
      `${good(2).extId};дорого;`,
      `${good(3).extId};100;90`,
      `${good(0).extId};5;`,
      `${good(4).extId};${uah(good(4).price)};${uah(good(4).price + 5000)}`,
    ].join('\r\n');
    const { status, report } = await upload('prices', 'prices.csv', text);
    expect(status).toBe('checked');
    expect(report.counts).toEqual({ rows: 7, new: 0, changed: 2, unchanged: 1, errors: 4 });
    expect(report.issues).toEqual([
      { line: 4, code: 'unknown_good', column: 'ext_id', value: 'NO-SUCH-CODE' },
      { line: 5, code: 'bad_price', column: 'price', value: 'дорого' },
      { line: 6, code: 'old_price_not_above', column: 'old_price', value: '9000' },
      { line: 7, code: 'duplicate', column: 'ext_id', value: good(0).extId, firstLine: 2 },
    ]);
    expect(report.changes).toEqual([
      {
        line: 2,
        key: good(0).extId,
        outcome: 'changed',
        before: { price: good(0).price },
        after: { price: good(0).price + 1000 },
      },
      {
        line: 8,
        key: good(4).extId,
        outcome: 'changed',
        before: { old_price: null },
        after: { old_price: good(4).price + 5000 },
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('prices import: apply', () => {
  it('changes exactly what the dry run said, audited per good under the file, and a second click does nothing', async () => {
    const text = ['ext_id;price', ...[5, 6, 7].map((i) => `${good(i).extId};${uah(good(i).price + 111)}`)].join('\n');
    const { jobId, report } = await upload('prices', 'batch.csv', text, 2);
    expect(report.counts).toMatchObject({ changed: 3, errors: 0 });
    const applied = await applyImport(ctx, content, jobId, files, { batchSize: 2 });
    expect(applied).toEqual({ ok: true, counts: report.counts });
    for (const i of [5, 6, 7]) expect((await priceOf(good(i).id))?.price).toBe(good(i).price + 111);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorName, 'csv:batch.csv'), eq(auditLog.action, 'good.price')));
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ actorKind: 'import', entity: 'good', before: { price: expect.any(Number) } });
    const job = await getImportJob(ctx, content, jobId);
    expect(job).toMatchObject({ status: 'applied', rowsDone: 3, rowsTotal: 3, report: { applied: report.counts } });
    expect(await applyImport(ctx, content, jobId, files)).toEqual({ ok: false, error: 'applied' });
    // The same file again: values are absolute, nothing is left to change.
    const again = await upload('prices', 'batch.csv', text);
    expect(again.report.counts).toEqual({ rows: 3, new: 0, changed: 0, unchanged: 3, errors: 0 });
  });

  it('a small import drops the caches of its goods only (tags, not everything; ADR 0080)', async () => {
    const [{ max } = { max: 0 }] = await database.db
      .select({ max: sql<number>`coalesce(max(xid), 0)` })
      .from(cacheChanges);
    const { jobId } = await upload('prices', 'one.csv', `ext_id;price\n${good(8).extId};${uah(good(8).price + 7)}`);
    await applyImport(ctx, content, jobId, files);
    const rows = await database.db.select().from(cacheChanges).where(sql`${cacheChanges.xid} > ${max}`);
    const tags = rows.flatMap((r) => r.tags);
    expect(tags).toContain(`good:${good(8).id}`);
    expect(tags).not.toContain('*');
  });

  it('a crash mid-way leaves a job that resumes after its last committed batch and ends where a whole apply would', async () => {
    const text = ['ext_id;price', ...[0, 1, 2, 3, 4].map((i) => `${good(i).extId};${uah(good(i).price + 222)}`)].join(
      '\n',
    );
    const { jobId } = await upload('prices', 'crash.csv', text, 2);
    let beats = 0;
    const crashing = () => {
      beats++;
      if (beats === 3) throw new Error('power cut');
      return new Date();
    };
    const crashed = await applyImport(ctx, content, jobId, files, { batchSize: 2, clock: crashing });
    expect(crashed).toMatchObject({ ok: false, error: 'failed', reason: 'power cut' });
    const half = await getImportJob(ctx, content, jobId);
    expect(half).toMatchObject({ status: 'failed', rowsDone: 2 });
    expect((await priceOf(good(0).id))?.price).toBe(good(0).price + 222);
    expect((await priceOf(good(2).id))?.price).not.toBe(good(2).price + 222);
    const resumed = await applyImport(ctx, content, jobId, files, { batchSize: 2 });
    expect(resumed).toEqual({ ok: true, counts: { rows: 5, new: 0, changed: 5, unchanged: 0, errors: 0 } });
    for (const i of [0, 1, 2, 3, 4]) expect((await priceOf(good(i).id))?.price).toBe(good(i).price + 222);
  });

  it('an apply still running elsewhere is not claimed twice; one whose beat went stale is resumed', async () => {
    const { jobId } = await upload('prices', 'stale.csv', `ext_id;price\n${good(9).extId};${uah(good(9).price + 5)}`);
    const beat = new Date().toISOString();
    await database.db.execute(
      sql`update import_jobs set status = 'applying', report = report || jsonb_build_object('beatAt', ${beat}::text) where id = ${jobId}`,
    );
    expect(await applyImport(ctx, content, jobId, files)).toEqual({ ok: false, error: 'busy' });
    const later = () => new Date(Date.now() + 3 * 60_000);
    expect(await applyImport(ctx, content, jobId, files, { clock: later })).toMatchObject({ ok: true });
    expect((await priceOf(good(9).id))?.price).toBe(good(9).price + 5);
  });
});

describe('prices during a promotion (ADR 0081)', () => {
  it('an imported price is the catalogue price: the promotion keeps driving goods.price and applyPromotionPrices agrees', async () => {
    const g = good(10);
    const [promotion] = await database.db
      .insert(promotions)
      .values({
        slug: 'import-test',
        titleUa: 'Тест',
        titleRu: 'Тест',
        placeUa: '',
        placeRu: '',
        startsAt: new Date(seededAt.getTime() - 86_400_000),
        endsAt: new Date(seededAt.getTime() + 86_400_000),
        discountPercent: 20,
      })
      .returning();
    if (!promotion) throw new Error('no promotion');
    await database.db.insert(promotionGoods).values({ promotionId: promotion.id, goodId: g.id });
    await applyPromotionPrices(ctx, [g.id]);
    expect(await priceOf(g.id)).toEqual({ price: Math.round(g.price * 0.8), oldPrice: g.price, regularPrice: g.price });
    const { jobId, report } = await upload('prices', 'promo.csv', `ext_id;price\n${g.extId};1000`);
    expect(report.changes[0]).toMatchObject({ before: { price: g.price }, after: { price: 100_000 } });
    await applyImport(ctx, content, jobId, files);
    expect(await priceOf(g.id)).toEqual({ price: 80_000, oldPrice: 100_000, regularPrice: 100_000 });
    expect((await applyPromotionPrices(ctx)).changed).toBe(0);
  });
});

describe('stock import', () => {
  it('names unknown stores and bad quantities; a good back in stock tells its waiting list once', async () => {
    const g = good(11);
    await database.db.delete(storeStock).where(eq(storeStock.goodId, g.id));
    const [user] = await database.db
      .insert(users)
      .values({ phone: '+380509990011', passwordHash: 'x', firstName: 'Ія', lastName: 'Тест' })
      .returning();
    if (!user) throw new Error('no user');
    await addToWaitlist({ ...ctx, user: { id: user.id } }, { goods_id: g.id });
    const text = [
      'ext_id;store;quantity',
      `${g.extId};${storeId};3`,
      `${g.extId};99999;1`,
      `${good(0).extId};${storeId};-2`,
    ].join('\n');
    const { jobId, report } = await upload('stock', 'stock.csv', text);
    expect(report.issues).toEqual([
      { line: 3, code: 'unknown_store', column: 'store', value: '99999' },
      { line: 4, code: 'bad_quantity', column: 'quantity', value: '-2' },
    ]);
    expect(report.changes).toEqual([
      {
        line: 2,
        key: g.extId,
        outcome: 'changed',
        before: { store: storeId, quantity: 0 },
        after: { store: storeId, quantity: 3 },
      },
    ]);
    const sms = () =>
      database.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.phone, user.phone), eq(smsOutbox.purpose, 'back_in_stock')));
    expect(await sms()).toHaveLength(0);
    await applyImport(ctx, content, jobId, files);
    const [row] = await database.db
      .select()
      .from(storeStock)
      .where(and(eq(storeStock.goodId, g.id), eq(storeStock.storeId, storeId)));
    expect(row?.quantity).toBe(3);
    expect(await sms()).toHaveLength(1);
    const again = await upload('stock', 'stock.csv', `ext_id;store;quantity\n${g.extId};${storeId};5`);
    await applyImport(ctx, content, again.jobId, files);
    expect(await sms()).toHaveLength(1);
  });
});

describe('stock import and reservations (ADR 0120)', () => {
  it('writes 1C’s quantity beside what orders hold; a good whose pieces orders now hold all is not available, and back', async () => {
    const g = good(10);
    await database.db.delete(storeStock).where(eq(storeStock.goodId, g.id));
    await database.db.insert(storeStock).values({ goodId: g.id, storeId, quantity: 3 });
    const hold = await holdStock(database.db, g.id, storeId, 2);
    const state = async () => {
      const [row] = await database.db
        .select({ quantity: storeStock.quantity, reserved: storeStock.reserved, out: goods.reservedOut })
        .from(storeStock)
        .innerJoin(goods, eq(goods.id, storeStock.goodId))
        .where(and(eq(storeStock.goodId, g.id), eq(storeStock.storeId, storeId)));
      return row;
    };
    expect(await state()).toEqual({ quantity: 3, reserved: 2, out: false });
    // Two pieces left in 1C's figure, both held: nothing for shoppers. Several goods, one batch of two.
    const down = await upload(
      'stock',
      'stock.csv',
      `ext_id;store;quantity\n${g.extId};${storeId};2\n${good(9).extId};${storeId};7`,
      2,
    );
    await applyImport(ctx, content, down.jobId, files);
    expect(await state()).toEqual({ quantity: 2, reserved: 2, out: true });
    const up = await upload('stock', 'stock.csv', `ext_id;store;quantity\n${g.extId};${storeId};5`);
    await applyImport(ctx, content, up.jobId, files);
    expect(await state()).toEqual({ quantity: 5, reserved: 2, out: false });
    await hold.release();
  });
});

describe('goods import', () => {
  it('creates goods by a new code and updates others by theirs; a new good needs its titles, category and price', async () => {
    const text = [
      'ext_id;title_ua;title_ru;category_id;brand;price;old_price;sell_status;active',
      `NEW-1;Нова вудка;Новая удочка;${categoryId};${brandSlug};1 500,00;2000;4;так`,
      'NEW-2;Без категорії;Без категории;;;100;;;',
      `NEW-3;Х;Х;${categoryId};немає-такого;100;;;`,
      `${good(1).extId};Оновлена назва;;;;;;0;`,
    ].join('\n');
    const priceBefore = (await priceOf(good(1).id))?.price;
    const { jobId, report } = await upload('goods', 'goods.csv', text);
    expect(report.counts).toEqual({ rows: 4, new: 1, changed: 1, unchanged: 0, errors: 2 });
    expect(report.issues).toEqual([
      { line: 3, code: 'required', column: 'category_id' },
      { line: 4, code: 'unknown_brand', column: 'brand', value: 'немає-такого' },
    ]);
    expect(report.changes[1]).toEqual({
      line: 5,
      key: good(1).extId,
      outcome: 'changed',
      // An empty cell of a column that may be empty (brand, old price) clears it; of a required one, keeps it.
      before: { title_ua: good(1).titleUa, brand: expect.any(Number), sell_status: '4' },
      after: { title_ua: 'Оновлена назва', brand: null, sell_status: '0' },
    });
    expect(await applyImport(ctx, content, jobId, files)).toMatchObject({ ok: true, counts: report.counts });
    const [created] = await database.db.select().from(goods).where(eq(goods.extId, 'NEW-1'));
    expect(created).toMatchObject({
      titleUa: 'Нова вудка',
      price: 150_000,
      oldPrice: 200_000,
      slug: 'nova-vudka',
      isActive: true,
    });
    const [updated] = await database.db
      .select()
      .from(goods)
      .where(eq(goods.id, good(1).id));
    expect(updated).toMatchObject({ titleUa: 'Оновлена назва', sellStatus: '0', brandId: null, price: priceBefore });
    const audit = await database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.actorName, 'csv:goods.csv'));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'good.create', entityId: String(created?.id) },
        { action: 'good.update', entityId: String(good(1).id) },
      ]),
    );
  });

  it('a file without the required column, or not a table at all, fails the check and cannot be applied', async () => {
    const missing = await upload('prices', 'wrong.csv', 'ext_id;ціна_стара\nA;1');
    expect(missing).toMatchObject({ status: 'failed', report: { fatal: { code: 'missing_column', column: 'price' } } });
    expect(await applyImport(ctx, content, missing.jobId, files)).toEqual({ ok: false, error: 'not_checked' });
    const broken = await upload('prices', 'broken.xlsx', 'this is no zip');
    expect(broken).toMatchObject({ status: 'failed', report: { fatal: { code: 'unreadable' } } });
  });
});

describe('export → import round trip (the same columns the import reads)', () => {
  const exported = async (kind: ImportKind, format: 'csv' | 'xlsx') => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await exportImport(ctx, content, kind, format, out);
    return Buffer.concat(chunks);
  };

  it.each([
    ['goods', 'csv'],
    ['goods', 'xlsx'],
    ['prices', 'csv'],
    ['prices', 'xlsx'],
    ['stock', 'csv'],
    ['stock', 'xlsx'],
  ] as const)('%s as %s: every exported row reads back unchanged', async (kind, format) => {
    const file = await exported(kind, format);
    const [{ n } = { n: 0 }] =
      kind === 'stock'
        ? await database.db.select({ n: count() }).from(storeStock)
        : await database.db.select({ n: count() }).from(goods);
    const { status, report } = await upload(kind, `export.${format}`, file);
    expect(status).toBe('checked');
    expect(report.issues).toEqual([]);
    expect(report.counts).toEqual({ rows: n, new: 0, changed: 0, unchanged: n, errors: 0 });
  });
});

describe('roles (each action checks its role on the server)', () => {
  it.each(['manager', 'moderator', 'store'])('%s may not import, check, apply, list or export', async (login) => {
    const actor = await demoStaffView(ctx, login);
    const [job] = await database.db.select({ id: importJobs.id }).from(importJobs).limit(1);
    const id = job?.id ?? 1;
    await expect(createImportJob(ctx, actor, { kind: 'prices', fileName: 'a.csv', fileKey: 'x' })).rejects.toThrow(
      StaffForbiddenError,
    );
    await expect(checkImport(ctx, actor, id, files)).rejects.toThrow(StaffForbiddenError);
    await expect(applyImport(ctx, actor, id, files)).rejects.toThrow(StaffForbiddenError);
    await expect(listImportJobs(ctx, actor, { page: 1, perPage: 20 })).rejects.toThrow(StaffForbiddenError);
    await expect(getImportJob(ctx, actor, id)).rejects.toThrow(StaffForbiddenError);
    await expect(exportImport(ctx, actor, 'prices', 'csv', new PassThrough())).rejects.toThrow(StaffForbiddenError);
  });

  it('content and admin may; the list is newest first', async () => {
    const admin = await demoStaffView(ctx, 'admin');
    const { rows, total } = await listImportJobs(ctx, admin, { page: 1, perPage: 20 });
    expect(total).toBeGreaterThan(5);
    expect(rows[0]?.id).toBeGreaterThan(rows.at(-1)?.id ?? 0);
    expect(
      await database.db
        .select({ n: count() })
        .from(importJobs)
        .where(inArray(importJobs.status, ['applied'])),
    ).toEqual([{ n: expect.any(Number) }]);
  });
});
