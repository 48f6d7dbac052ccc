import { and, asc, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPromotionPrices } from '#core/pricing';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { goods, promotionGoods, promotions } from '#db/schema';
import { vacuumAfterBulkWrite } from '#db/vacuum';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView, tempImportFiles, uploadAndCheck } from '#test/support/imports';
import { applyImport } from './index';

let database: Database;
let ctx: Ctx;
let content: StaffView;
const files = tempImportFiles();
type Good = { id: number; extId: string; price: number; titleUa: string };
let plain: Good[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  content = await demoStaffView(ctx, 'content');
  plain = await database.db
    .select({ id: goods.id, extId: goods.extId, price: goods.price, titleUa: goods.titleUa })
    .from(goods)
    .where(and(isNull(goods.regularPrice), isNull(goods.oldPrice)))
    .orderBy(asc(goods.id))
    .limit(4);
  if (plain.length < 4) throw new Error('demo data missing');
  // Counts the row versions an import writes: one row per good per UPDATE (this database is the test's own).
  await database.db.execute(sql`create table test_goods_writes (good_id int not null)`);
  await database.db.execute(sql`
    create function test_goods_written() returns trigger language plpgsql as $$
    begin insert into test_goods_writes values (new.id); return null; end $$`);
  await database.db.execute(sql`
    create trigger test_goods_written after update on goods for each row execute function test_goods_written()`);
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

describe('goods import: one write per good (ADR 0101)', () => {
  it('fields and price change in one UPDATE; a promoted good is written once more for its promotion price', async () => {
    const [a, b, c, d] = [good(0), good(1), good(2), good(3)];
    const [promotion] = await database.db
      .insert(promotions)
      .values({
        slug: 'bulk-writes-test',
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
    await database.db.insert(promotionGoods).values({ promotionId: promotion.id, goodId: d.id });
    await applyPromotionPrices(ctx, [d.id]);
    await database.db.execute(sql`truncate test_goods_writes`);
    const text = [
      'ext_id;title_ua;price',
      `${a.extId};Нова назва А;${uah(a.price + 100)}`,
      `${b.extId};Нова назва Б;`,
      `${c.extId};;${uah(c.price + 200)}`,
      `${d.extId};Нова назва Г;1000`,
    ].join('\n');
    const { jobId, report } = await uploadAndCheck(ctx, content, files, 'goods', 'one-write.csv', text);
    expect(report.counts).toMatchObject({ changed: 4, errors: 0 });
    expect(await applyImport(ctx, content, jobId, files)).toMatchObject({ ok: true });
    const writes = (
      (await database.db.execute(
        sql`select good_id as "goodId", count(*)::int as n from test_goods_writes group by good_id order by good_id`,
      )) as unknown as { rows: { goodId: number; n: number }[] }
    ).rows;
    expect(writes).toEqual([
      { goodId: a.id, n: 1 },
      { goodId: b.id, n: 1 },
      { goodId: c.id, n: 1 },
      { goodId: d.id, n: 2 },
    ]);
    const after = await database.db
      .select({
        id: goods.id,
        titleUa: goods.titleUa,
        price: goods.price,
        oldPrice: goods.oldPrice,
        regularPrice: goods.regularPrice,
      })
      .from(goods)
      .where(sql`${goods.id} in (${a.id}, ${b.id}, ${c.id}, ${d.id})`)
      .orderBy(asc(goods.id));
    expect(after).toEqual([
      { id: a.id, titleUa: 'Нова назва А', price: a.price + 100, oldPrice: null, regularPrice: null },
      { id: b.id, titleUa: 'Нова назва Б', price: b.price, oldPrice: null, regularPrice: null },
      { id: c.id, titleUa: c.titleUa, price: c.price + 200, oldPrice: null, regularPrice: null },
      // The catalogue price is 1000 грн; the promotion takes 20 % off it (ADR 0081).
      { id: d.id, titleUa: 'Нова назва Г', price: 80_000, oldPrice: 100_000, regularPrice: 100_000 },
    ]);
    expect((await applyPromotionPrices(ctx)).changed).toBe(0);
  });
});

describe('vacuum after a bulk write (ADR 0101, 0132)', () => {
  it('vacuums the rewritten tables only where no autovacuum runs (PGlite), and leaves PostgreSQL to its own', async () => {
    const [launcher] = (
      (await database.db.execute(
        sql`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as running`,
      )) as unknown as { rows: { running: boolean }[] }
    ).rows;
    // PGlite never has one; a PostgreSQL server has one unless autovacuum is off (the test server's is).
    if (database.kind === 'pglite') expect(launcher?.running).toBe(false);
    // A statement per table and step, a rest after each (ADR 0132): the caller's pace gets its turns.
    let rests = 0;
    const vacuumed = await vacuumAfterBulkWrite(database.db, ['goods', 'store_stock'], async () => {
      rests++;
    });
    expect(vacuumed).toBe(!launcher?.running);
    expect(rests).toBe(vacuumed ? 4 : 0);
    if (!vacuumed) return;
    const [row] = (
      (await database.db.execute(
        sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
            from pg_stat_user_tables where relname = 'goods'`,
      )) as unknown as { rows: { vacuumed: boolean; analyzed: boolean }[] }
    ).rows;
    expect(row).toEqual({ vacuumed: true, analyzed: true });
    // Its smaller ANALYZE sample stayed inside its own transaction.
    const [target] = (
      (await database.db.execute(sql`show default_statistics_target`)) as unknown as {
        rows: { default_statistics_target: string }[];
      }
    ).rows;
    expect(target?.default_statistics_target).toBe('100');
  });
});
