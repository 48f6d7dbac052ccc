import { PassThrough } from 'node:stream';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, categories, goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView, tempImportFiles, uploadAndCheck } from '#test/support/imports';
import { applyImport, exportImport } from './index';
import { parseParcelValue } from './kinds/goods-parcel';

// ADR 0105: a shop without 1C fills the parcel data checkout's tariffs need through the
// goods import — `weight_g` in whole grams, `length_mm`, `width_mm`, `height_mm` in millimetres.
let database: Database;
let ctx: Ctx;
let content: StaffView;
let codes: { id: number; extId: string }[];
let categoryId: number;
const files = tempImportFiles();

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  content = await demoStaffView(ctx, 'content');
  codes = await database.db
    .select({ id: goods.id, extId: goods.extId })
    .from(goods)
    .where(isNull(goods.weightG))
    .orderBy(asc(goods.id))
    .limit(3);
  const [category] = await database.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id));
  if (codes.length < 3 || !category) throw new Error('demo data missing');
  categoryId = category.id;
});
afterAll(async () => {
  files.dispose();
  await database?.close();
});

const code = (i: number) => codes[i]?.extId ?? '';
const parcelOf = async (extId: string) =>
  (
    await database.db
      .select({ weightG: goods.weightG, lengthMm: goods.lengthMm, widthMm: goods.widthMm, heightMm: goods.heightMm })
      .from(goods)
      .where(eq(goods.extId, extId))
  )[0];

describe('goods import: weight and sizes', () => {
  it('whole grams and millimetres, spreadsheet spellings accepted; kilograms and zero refused', () => {
    expect(['1200', '1 200', '1200.0', '1200,00'].map(parseParcelValue)).toEqual([1200, 1200, 1200, 1200]);
    expect(['1,2', '0', '-5', '12 кг', 'abc', '1000001'].map(parseParcelValue)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('the dry run reports a wrong weight or size per row; the apply writes, clears and audits them', async () => {
    const text = [
      'ext_id;title_ua;title_ru;category_id;price;Вага, г;length_mm;width_mm;height_mm',
      `${code(0)};;;;;850;1200;45;40`,
      `${code(1)};;;;;1,2;100;;`,
      `${code(2)};;;;;300;0;20;10`,
      `PARCEL-NEW;Нова котушка;Новая катушка;${categoryId};999;450;160;120;90`,
    ].join('\n');
    const { jobId, report } = await uploadAndCheck(ctx, content, files, 'goods', 'parcel.csv', text);
    expect(report.counts).toEqual({ rows: 4, new: 1, changed: 1, unchanged: 0, errors: 2 });
    expect(report.issues).toEqual([
      { line: 3, code: 'bad_weight', column: 'weight_g', value: '1,2' },
      { line: 4, code: 'bad_size', column: 'length_mm', value: '0' },
    ]);
    expect(report.changes[0]).toEqual({
      line: 2,
      key: code(0),
      outcome: 'changed',
      before: { weight_g: null, length_mm: null, width_mm: null, height_mm: null },
      after: { weight_g: 850, length_mm: 1200, width_mm: 45, height_mm: 40 },
    });
    expect(await applyImport(ctx, content, jobId, files)).toMatchObject({ ok: true });
    expect(await parcelOf(code(0))).toEqual({ weightG: 850, lengthMm: 1200, widthMm: 45, heightMm: 40 });
    expect(await parcelOf('PARCEL-NEW')).toEqual({ weightG: 450, lengthMm: 160, widthMm: 120, heightMm: 90 });
    expect(await parcelOf(code(2))).toEqual({ weightG: null, lengthMm: null, widthMm: null, heightMm: null });
    const [audit] = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actorName, 'csv:parcel.csv'), eq(auditLog.entityId, String(codes[0]?.id))));
    expect(audit?.after).toEqual({ weight_g: 850, length_mm: 1200, width_mm: 45, height_mm: 40 });

    // An empty cell clears (the parcel then counts the defaults); a file without the column keeps it.
    const cleared = await uploadAndCheck(ctx, content, files, 'goods', 'clear.csv', `ext_id;weight_g\n${code(0)};`);
    expect(cleared.report.changes[0]).toMatchObject({ before: { weight_g: 850 }, after: { weight_g: null } });
    await applyImport(ctx, content, cleared.jobId, files);
    expect(await parcelOf(code(0))).toEqual({ weightG: null, lengthMm: 1200, widthMm: 45, heightMm: 40 });
  });

  it('the goods export has the parcel columns, and the file reads back unchanged', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await exportImport(ctx, content, 'goods', 'csv', out);
    const csv = Buffer.concat(chunks).toString('utf8');
    const [header = '', ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(';').slice(-4)).toEqual(['weight_g', 'length_mm', 'width_mm', 'height_mm']);
    expect(
      lines
        .find((l) => l.startsWith('PARCEL-NEW;'))
        ?.split(';')
        .slice(-4),
    ).toEqual(['450', '160', '120', '90']);
    const back = await uploadAndCheck(ctx, content, files, 'goods', 'export.csv', Buffer.concat(chunks));
    expect(back.report.issues).toEqual([]);
    expect(back.report.counts).toMatchObject({ new: 0, changed: 0, errors: 0 });
  });
});
