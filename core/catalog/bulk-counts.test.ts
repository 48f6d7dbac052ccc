import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#db/client';
import { createTestDatabase } from '#db/testing';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.close());

/** Rows of category_facet_counts that differ from a recount of the goods (both ways); [] when right. */
async function countDrift(db: Db): Promise<unknown[]> {
  const result = await db.execute(sql`
    with truth as (
      select category_id, 0 as attribute_id, coalesce(brand_id, 0) as key, 0::float8 as num,
             sell_status = '4' as is_available, count(*)::int as n
        from goods where is_active group by 1, 3, 5
      union all
      select g.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
             g.sell_status = '4', count(*)::int
        from good_attributes ga join goods g on g.id = ga.good_id where g.is_active group by 1, 2, 3, 4, 5
    ), kept as (
      select category_id, attribute_id, key, num, is_available, n from category_facet_counts where n <> 0
    )
    (select 'missing' as side, * from (select * from truth except all select * from kept) a)
    union all
    (select 'extra', * from (select * from kept except all select * from truth) b)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/** Milliseconds of one UPDATE of `limit` goods (lowest id first) that flips them between two categories. */
async function timedMove(tx: Db, limit: number, from: number, to: number): Promise<number> {
  const started = performance.now();
  await tx.execute(sql`
    update goods set category_id = case when category_id = ${from}::int then ${to}::int else ${from}::int end, price = price + 1
    where id in (select id from goods where category_id in (${from}::int, ${to}::int) order by id limit ${limit}::int)`);
  return performance.now() - started;
}

describe('bulk writes of goods keep the maintained counts and stay linear (issue 21, ADR 0101, ADR 0068)', () => {
  it('issue 21: counts stay right after bulk updates that move goods between categories, brands, listed and available states', async () => {
    const db = database.db;
    expect(await countDrift(db)).toEqual([]);
    // One statement, one session: a 1-row update first, so any plan the triggers cache is the small one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update goods set price = price + 1 where id = (select min(id) from goods)`);
      const leaves = await tx.execute(sql`
        select id from categories c where not exists (select 1 from categories k where k.parent_id = c.id) order by id limit 3`);
      const [a, b, c] = (leaves as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
      if (a === undefined || b === undefined || c === undefined) throw new Error('the demo tree has too few leaves');
      // Every good at once: category by id, brand shifted (some to none), some hidden, some unavailable.
      await tx.execute(sql`
        update goods set
          category_id = case id % 3 when 0 then ${a}::int when 1 then ${b}::int else category_id end,
          brand_id = case when id % 4 = 0 then null when id % 4 = 1 then (select min(id) from brands) else brand_id end,
          is_active = id % 5 <> 0,
          sell_status = case when id % 7 = 0 then '0' else sell_status end`);
      expect(await countDrift(tx)).toEqual([]);
      // Price-only (changes no count), then back and forth between states, then a partial set.
      await tx.execute(sql`update goods set price = price + 5`);
      await tx.execute(
        sql`update goods set is_active = not is_active, sell_status = case when sell_status = '4' then '0' else '4' end`,
      );
      await tx.execute(
        sql`update goods set category_id = ${c}::int, brand_id = coalesce(brand_id, (select max(id) from brands)) where id % 2 = 0`,
      );
      await tx.execute(sql`update goods set is_active = true where id % 3 = 0`);
    });
    expect(await countDrift(db)).toEqual([]);
    const negative = await db.execute(sql`select count(*)::int as n from category_facet_counts where n < 0`);
    expect((negative as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('issue 21: an UPDATE of 16× the goods takes far less than 256× the time (quadratic triggers took 27 s for 5,526 goods)', async () => {
    const db = database.db;
    // 6,400 more goods, copies of the demo's with their characteristics, in two categories.
    const [from, to] = (
      (await db.execute(sql`select id from categories order by id limit 2`)) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    if (from === undefined || to === undefined) throw new Error('no categories');
    await db.execute(sql`
      insert into goods (ext_id, category_id, brand_id, title_ua, title_ru, slug, price, sell_status)
      select 'bulk-' || n, ${from}::int, g.brand_id, g.title_ua, g.title_ru, g.slug, g.price, g.sell_status
      from generate_series(1, 6400) n
      join goods g on g.id = (select min(id) from goods) + n % 200`);
    await db.execute(sql`
      insert into good_attributes (good_id, attribute_id, option_id, value_num)
      select c.id, ga.attribute_id, ga.option_id, ga.value_num
      from goods c join goods g on g.id = (select min(id) from goods) + substr(c.ext_id, 6)::int % 200
      join good_attributes ga on ga.good_id = g.id where c.ext_id like 'bulk-%'`);
    const best = async (limit: number) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++)
        await db.transaction(async (tx) => {
          await timedMove(tx, 1, from, to);
          times.push(await timedMove(tx, limit, from, to));
        });
      return Math.min(...times);
    };
    await best(100); // warm-up
    const small = await best(400);
    const large = await best(6400);
    expect(large / small, `400 goods: ${small.toFixed(0)} ms, 6,400 goods: ${large.toFixed(0)} ms`).toBeLessThan(48);
    expect(await countDrift(db)).toEqual([]);
  }, 120_000);
});
