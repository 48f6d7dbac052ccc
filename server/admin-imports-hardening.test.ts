import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportKind, ImportReport } from '#core/imports';
import { goods, importJobs } from '#db/schema';
import { xlsxBomb } from '#test/support/imports';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// The back office's imports through the whole app, as the content
// manager's browser sends them — the upload form, the job page, the export link.
let shop: TestShop;
let staffs: StaffClient;
beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
}, 120_000);
afterAll(() => shop.close());

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Posts the upload form (token and kind before the file, as the page's form orders them); the new job's id. */
async function upload(kind: ImportKind, fileName: string, content: string | Buffer): Promise<number> {
  const form = new FormData();
  form.set('_csrf', staffs.as('content').csrf);
  form.set('kind', kind);
  form.set('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
  const response = await staffs.post('content', '/admin/imports/upload', form);
  expect(response.status).toBe(302);
  const id = /^\/admin\/imports\/(\d+)$/.exec(response.headers.get('location') ?? '')?.[1];
  expect(id, response.headers.get('location') ?? '').toBeDefined();
  return Number(id);
}

/** The job once its check (run after the answer, in the background) has ended — as the job page polls it. */
async function settled(id: number) {
  return vi.waitFor(
    async () => {
      const [job] = await shop.database.db.select().from(importJobs).where(eq(importJobs.id, id));
      if (!job || job.status === 'checking' || job.status === 'applying') throw new Error(`job ${id} still running`);
      return { ...job, report: job.report as ImportReport };
    },
    { timeout: 60_000, interval: 20 },
  );
}

const jobPage = async (id: number) => text(await (await staffs.get('content', `/admin/imports/${id}`)).text());

async function someGood() {
  const [good] = await shop.database.db
    .select({ id: goods.id, extId: goods.extId })
    .from(goods)
    .orderBy(asc(goods.id))
    .limit(1);
  if (!good) throw new Error('no demo goods');
  return good;
}

describe('imports survive hostile files', () => {
  it('a NUL byte in a CSV cell makes that row an error line and the job ends (no SPEC section: ADR 0094)', async () => {
    const good = await someGood();
    const csv = `ext_id;price;note\x00x\r\nA\x00B;10\r\n${good.extId};12345,67\r\n`;
    const id = await upload('prices', 'nul.csv', csv);
    const job = await settled(id);
    expect(job.status).toBe('checked');
    expect(job.report.counts).toMatchObject({ rows: 2, errors: 1, changed: 1 });
    expect(job.report.issues).toEqual([{ line: 2, code: 'bad_character', column: 'ext_id', value: 'A\u2400B' }]);
    // The unknown column's header is kept in the report with its NUL shown, not lost with the report.
    expect(job.report.unknownColumns).toEqual(['note\u2400x']);
    const page = await jobPage(id);
    expect(page).toContain('Недопустимий символ у стовпці «Код»');
    expect(page).toContain('Перевірка (нічого ще не змінено)');
    // "Застосувати" applies the good row and skips the wrong one; the job ends applied.
    const apply = await staffs.form('content', `/admin/imports/${id}`, { intent: 'apply' });
    expect(apply.status).toBe(200);
    const applied = await settled(id);
    expect(applied.status).toBe('applied');
    expect(applied.report.applied).toMatchObject({ rows: 2, changed: 1, errors: 1 });
    const [after] = await shop.database.db
      .select({ price: goods.price, regularPrice: goods.regularPrice })
      .from(goods)
      .where(eq(goods.id, good.id));
    // The catalogue price (the regular one while a promotion drives the price, ADR 0081).
    expect(after?.regularPrice ?? after?.price).toBe(1_234_567);
  });

  it('the CSV export neutralises a cell that would run as a formula, and importing the export back changes nothing', async () => {
    const good = await someGood();
    const title = "@SUM(1+1)*cmd|' /C calc'!A0";
    await shop.database.db
      .update(goods)
      .set({ titleUa: title, titleRu: '=1+2', extId: '-7' })
      .where(eq(goods.id, good.id));
    try {
      const response = await staffs.get('content', '/admin/imports/export?kind=goods&format=csv');
      expect(response.status).toBe(200);
      const csv = await response.text();
      const line = csv.split('\r\n').find((l) => l.startsWith("'-7;"));
      expect(line, 'the good’s row').toBeDefined();
      const cells = (line ?? '').split(';');
      // A text cell starting with = + - @ (or tab, CR) gets one leading apostrophe; numbers are left alone.
      expect(cells.slice(0, 3)).toEqual(["'-7", `'${title}`, "'=1+2"]);
      expect(csv.split('\r\n').some((l) => /^[=+\-@\t\r]|;[=+@\t\r]/.test(l))).toBe(false);
      // Round trip: the apostrophe the export added is taken off again, so every row reads back unchanged.
      const id = await upload('goods', 'goods-export.csv', csv);
      const job = await settled(id);
      expect(job.status).toBe('checked');
      expect(job.report.counts.new).toBe(0);
      expect(job.report.counts.changed).toBe(0);
      expect(job.report.issues.filter((i) => i.value?.startsWith("'"))).toEqual([]);
    } finally {
      await shop.database.db.update(goods).set({ extId: good.extId }).where(eq(goods.id, good.id));
    }
  });

  it.each([
    ['declares their size', undefined],
    ['lies that they are 1,000 bytes', 1000],
  ])(
    'an XLSX whose shared strings inflate to 1 GB (and %s) fails its job with a clear line, reading no more than the limit',
    async (_, declaredSize) => {
      const bomb = xlsxBomb({ sharedStringsBytes: 2 ** 30, declaredSize });
      expect(bomb.length).toBeLessThan(4 * 2 ** 20);
      const started = performance.now();
      const id = await upload('goods', 'bomb.xlsx', bomb);
      const job = await settled(id);
      expect(job.status).toBe('failed');
      expect(job.report.fatal).toEqual({ code: 'too_large', part: 'shared_strings', limit: 64 * 2 ** 20 });
      // Reading it all took 90 s and 2.5 GB before; the limit stops it after 64 MB of inflated text.
      expect(performance.now() - started).toBeLessThan(30_000);
      const page = await jobPage(id);
      expect(page).toContain(
        'Файл XLSX завеликий у розпакованому вигляді: спільні рядки (текст клітинок) понад 64 МБ. Залиште в ньому лише потрібний аркуш',
      );
    },
    90_000,
  );
});
