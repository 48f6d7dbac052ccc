import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, goods } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView, tempImportFiles, uploadAndCheck } from '#test/support/imports';
import { applyImport } from './index';

let database: Database;
let ctx: Ctx;
let content: StaffView;
const files = tempImportFiles();

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  content = await demoStaffView(ctx, 'content');
});
afterAll(async () => {
  files.dispose();
  await database?.close();
});

const uah = (kop: number) => `${Math.trunc(kop / 100)},${String(kop % 100).padStart(2, '0')}`;

describe('the audit row of an apply says what it did', () => {
  it('an import that applied 2 rows records rowsDone 2 and its counts, not the 0 it started from', async () => {
    const two = await database.db
      .select({ extId: goods.extId, price: goods.price })
      .from(goods)
      .where(and(isNull(goods.regularPrice), isNull(goods.oldPrice)))
      .orderBy(asc(goods.id))
      .limit(2);
    const text = ['ext_id;price', ...two.map((g) => `${g.extId};${uah(g.price + 100)}`)].join('\n');
    const { jobId } = await uploadAndCheck(ctx, content, files, 'prices', 'two.csv', text);
    const applied = await applyImport(ctx, content, jobId, files);
    expect(applied).toMatchObject({ ok: true, counts: { rows: 2, changed: 2 } });
    const rows = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'import_job'), eq(auditLog.entityId, String(jobId))))
      .orderBy(asc(auditLog.id));
    const apply = rows.find((row) => row.action === 'import.apply');
    expect(apply?.after).toMatchObject({ fileName: 'two.csv', rowsDone: 2, changed: 2, errors: 0 });
    expect(rows.some((row) => (row.after as { rowsDone?: number } | null)?.rowsDone === 0)).toBe(false);
  });
});
