import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import {
  applyImport,
  checkImport,
  createImportJob,
  type ImportKind,
  importFiles,
  kindHandlers,
  openTable,
} from '#core/imports';
import type { Ctx } from '#core/shared';
import { recordAudits } from '#core/staff';
import { demoStaffView } from '#test/support/imports';
import type { BenchOptions } from './options';
import { printTable } from './report';
import { ensureSeeded, openStore } from './seeded-store';
import type { DbKind } from './store';

const batchSize = 2000;
export type ImportRow = {
  db: DbKind;
  kind: ImportKind;
  rows: number;
  'check s': string;
  'apply s': string;
  'reference s': string;
  'check / ref': string;
  'apply / ref': string;
  'apply rows/s': number;
  'audit s': string;
  'cache rows': string;
};

const quote = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const uah = (kop: number) => `${Math.trunc(kop / 100)},${String(kop % 100).padStart(2, '0')}`;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

async function writeFile(file: string, header: string, lines: Iterable<string>) {
  const out = createWriteStream(file);
  out.write(`\uFEFF${header}\r\n`);
  for (const line of lines) if (!out.write(`${line}\r\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  out.end();
  await finished(out);
}

/**
 * `npm run bench import`: check and apply of 100,000 rows of goods, prices and stock
 * on PGlite and PostgreSQL, each against a reference measured in the same run on the same rows: the
 * file read by the same adapter and written by plain batched UPDATE / INSERT statements (2,000
 * rows a transaction, no validation, no pricing rules, no audit, no waiting list). Figures are
 * ratios to it, never timed assertions. Also: the per-row audit's own cost and the change-feed rows
 * an apply writes (ADR 0080: a statement over 1,000 rows notes `*`).
 */
export async function benchImport(options: BenchOptions): Promise<ImportRow[]> {
  const goodsWanted = options.goods ?? 100_000;
  console.log(`import: ${goodsWanted} rows per kind on ${options.dbs.join(' and ')}, batches of ${batchSize}`);
  const rows: ImportRow[] = [];
  for (const kind of options.dbs) rows.push(...(await benchOne(kind, goodsWanted, options)));
  console.log('\nsummary (seconds; ratios to the plain batched write of the same rows, same run):');
  printTable(rows);
  return rows;
}

async function benchOne(db: DbKind, goodsWanted: number, options: BenchOptions): Promise<ImportRow[]> {
  console.log(`\n== ${db} ==`);
  const { database, store, where } = await openStore(db, 'import', options);
  const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-bench-import-'));
  const files = importFiles(dir);
  try {
    await ensureSeeded(database, where, goodsWanted);
    const ctx: Ctx = { db: database.db, locale: 'ua', now: new Date() };
    const actor = await demoStaffView(ctx, 'content');
    // As on a server's connection, the first write of goods is one good's: PL/pgSQL caches the plans
    // of the goods triggers for it, and a trigger that is not linear in rows shows (ADR 0101).
    await ctx.db.execute(sql`update goods set price = price where id = (select min(id) from goods)`);
    const out: ImportRow[] = [];
    for (const kind of ['prices', 'stock', 'goods'] as const) {
      const { reference, file, count } = await prepare(ctx, kind, dir, goodsWanted);
      const refStarted = performance.now();
      await reference();
      const refMs = performance.now() - refStarted;
      const { key } = await files.save(createReadStream(file), 'csv');
      const created = await createImportJob(ctx, actor, { kind, fileName: path.basename(file), fileKey: key });
      if (!created.ok) throw new Error(created.error);
      const checkStarted = performance.now();
      const checked = await checkImport(ctx, actor, created.job.id, files, { batchSize });
      const checkMs = performance.now() - checkStarted;
      if (!checked.ok || checked.status !== 'checked') throw new Error(`check failed: ${JSON.stringify(checked)}`);
      const [{ xid } = { xid: 0 }] = rowsOf<{ xid: number }>(
        await ctx.db.execute(sql`select coalesce(max(xid), 0)::float8 as xid from cache_changes`),
      );
      const applyStarted = performance.now();
      const applied = await applyImport(ctx, actor, created.job.id, files, { batchSize });
      const applyMs = performance.now() - applyStarted;
      if (!applied.ok) throw new Error(`apply failed: ${JSON.stringify(applied)}`);
      const [feed] = rowsOf<{ rows: number; everything: number }>(
        await ctx.db.execute(sql`
          select count(*)::int as rows, count(*) filter (where '*' = any(tags))::int as everything
          from cache_changes where xid > ${xid}`),
      );
      const auditMs = await auditCost(ctx, applied.counts.new + applied.counts.changed);
      console.log(
        `${kind}: ${count} rows; check ${seconds(checkMs)} s (${JSON.stringify(checked.report.counts)}), ` +
          `apply ${seconds(applyMs)} s (${JSON.stringify(applied.counts)}), reference ${seconds(refMs)} s`,
      );
      out.push({
        db,
        kind,
        rows: count,
        'check s': seconds(checkMs),
        'apply s': seconds(applyMs),
        'reference s': seconds(refMs),
        'check / ref': (checkMs / refMs).toFixed(2),
        'apply / ref': (applyMs / refMs).toFixed(2),
        'apply rows/s': Math.round(count / (applyMs / 1000)),
        'audit s': `${seconds(auditMs)} (${Math.round((auditMs / applyMs) * 100)} %)`,
        'cache rows': `${feed?.rows ?? 0} (${feed?.everything ?? 0} ×*)`,
      });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
    if (store && !options.keep) await store.remove();
  }
}

/** What the per-row audit costs alone: the same number of rows written by `recordAudits` in batches. */
async function auditCost(ctx: Ctx, rows: number): Promise<number> {
  const started = performance.now();
  for (let start = 0; start < rows; start += batchSize) {
    const n = Math.min(batchSize, rows - start);
    await ctx.db.transaction((tx) =>
      recordAudits(
        { ...ctx, db: tx },
        { kind: 'system', name: 'bench:audit' },
        Array.from({ length: n }, (_, i) => ({
          action: 'good.price',
          entity: 'good',
          entityId: start + i,
          before: { price: 100_00 },
          after: { price: 101_00 },
        })),
      ),
    );
  }
  const ms = performance.now() - started;
  await ctx.db.execute(sql`delete from audit_log where actor_name = 'bench:audit'`);
  return ms;
}

/**
 * The kind's file (values the import will change) and its reference: the same rows read by the CSV
 * adapter and written plainly — with other values first, so the import still has every row to change.
 */
async function prepare(ctx: Ctx, kind: ImportKind, dir: string, limit: number) {
  const file = path.join(dir, `${kind}.csv`);
  const handler = kindHandlers[kind];
  /** Reads the file back through the adapter, as the reference's input. */
  const readRows = async function* () {
    const opened = await openTable('csv', file, handler.columns);
    if (!opened.ok) throw new Error(JSON.stringify(opened.fatal));
    yield* opened.table.rows;
  };
  type Write = (db: Ctx['db'], batch: Record<string, string>[]) => Promise<unknown>;
  const plainBatches = async (write: Write) => {
    let batch: Record<string, string>[] = [];
    const flush = async () => {
      const rows = batch;
      batch = [];
      if (rows.length) await ctx.db.transaction(async (tx) => write(tx, rows));
    };
    for await (const row of readRows()) {
      batch.push({ ...row.values });
      if (batch.length >= batchSize) await flush();
    }
    await flush();
  };
  const money = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
  if (kind === 'prices') {
    const goods = rowsOf<{ ext_id: string; price: number }>(
      await ctx.db.execute(
        sql`select ext_id, coalesce(regular_price, price) as price from goods order by id limit ${limit}`,
      ),
    );
    await writeFile(
      file,
      'ext_id;price;old_price',
      (function* () {
        for (const g of goods) yield `${quote(g.ext_id)};${uah(g.price + 100)};`;
      })(),
    );
    return {
      file,
      count: goods.length,
      // The reference writes the file's rows 50 kopiyky lower: the same statements' work.
      reference: () =>
        plainBatches((tx, rows) =>
          tx.execute(sql`
            update goods g set price = r.price - 50, old_price = null
            from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ ext_id: r.ext_id, price: money(r.price ?? '0') })))}::jsonb)
              as r(ext_id text, price int)
            where g.ext_id = r.ext_id`),
        ),
    };
  }
  if (kind === 'stock') {
    const stock = rowsOf<{ ext_id: string; store_id: number; quantity: number }>(
      await ctx.db.execute(sql`
        select g.ext_id, s.store_id, s.quantity from store_stock s join goods g on g.id = s.good_id
        order by s.good_id, s.store_id limit ${limit}`),
    );
    await writeFile(
      file,
      'ext_id;store;quantity',
      (function* () {
        for (const s of stock) yield `${quote(s.ext_id)};${s.store_id};${s.quantity + 2}`;
      })(),
    );
    return {
      file,
      count: stock.length,
      reference: () =>
        plainBatches((tx, rows) =>
          tx.execute(sql`
            insert into store_stock (good_id, store_id, quantity)
            select g.id, r.store_id, r.quantity - 1
            from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ ext_id: r.ext_id, store_id: Number(r.store), quantity: Number(r.quantity) })))}::jsonb)
              as r(ext_id text, store_id int, quantity int)
            join goods g on g.ext_id = r.ext_id
            on conflict (good_id, store_id) do update set quantity = excluded.quantity`),
        ),
    };
  }
  // Goods: 95 % of the rows update existing goods (a title and the price), 5 % create new ones.
  const existing = rowsOf<{ ext_id: string; title_ua: string; title_ru: string; category_id: number; price: number }>(
    await ctx.db.execute(sql`
      select ext_id, title_ua, title_ru, category_id, coalesce(regular_price, price) as price
      from goods where ext_id not like 'BENCH-%' order by id limit ${Math.ceil(limit * 0.95)}`),
  );
  const fresh = limit - existing.length;
  const category = existing[0]?.category_id ?? 1;
  const stamp = Date.now().toString(36);
  await writeFile(
    file,
    'ext_id;title_ua;title_ru;category_id;price',
    (function* () {
      for (const g of existing)
        yield `${quote(g.ext_id)};${quote(`${g.title_ua.replace(/ ·.*$/, '')} ·${stamp}`)};${quote(g.title_ru)};${g.category_id};${uah(g.price + 100)}`;
      for (let i = 0; i < fresh; i++)
        yield `BENCH-${stamp}-${i};Новий товар ${i};Новый товар ${i};${category};${uah(10_000 + i)}`;
    })(),
  );
  return {
    file,
    count: existing.length + fresh,
    reference: () =>
      plainBatches(async (tx, rows) => {
        const payload = JSON.stringify(
          rows.map((r) => ({
            ext_id: r.ext_id?.startsWith('BENCH-') ? `REF-${r.ext_id}` : r.ext_id,
            title_ua: `${r.title_ua}·ref`,
            title_ru: r.title_ru,
            category_id: Number(r.category_id),
            price: money(r.price ?? '0') - 50,
          })),
        );
        await tx.execute(sql`
          insert into goods (ext_id, title_ua, title_ru, slug, category_id, price)
          select ext_id, title_ua, title_ru, 'ref', category_id, price
          from jsonb_to_recordset(${payload}::jsonb) as r(ext_id text, title_ua text, title_ru text, category_id int, price int)
          where ext_id like 'REF-%'`);
        await tx.execute(sql`
          update goods g set title_ua = r.title_ua, title_ru = r.title_ru, category_id = r.category_id, price = r.price
          from jsonb_to_recordset(${payload}::jsonb) as r(ext_id text, title_ua text, title_ru text, category_id int, price int)
          where g.ext_id = r.ext_id`);
      }),
  };
}
