import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/support/db';
import type { Database } from './client';

/**
 * The statement triggers whose queries join a transition table to a real table. Each plans per call
 * (migration 0031, ADR 0132): a generic plan, made without the batch's row count, read every good
 * to stamp a 1C batch's few. A later `create or replace function` drops the setting unless it says
 * `set plan_cache_mode` again: this list is what must keep it.
 */
const planPerCall = [
  'search_stamp_attribute_goods',
  'catalog_counts_goods',
  'catalog_counts_attributes',
  'cache_goods_changed',
  'cache_note_goods',
  'cache_stores_changed',
  'cache_promotions_changed',
];

describe('trigger functions plan per call (ADR 0132)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('each statement trigger that joins its rows to a table is set to force_custom_plan', async () => {
    const result = (await database.db.execute(
      sql`select proname, proconfig from pg_proc where proname in (${sql.join(
        planPerCall.map((name) => sql`${name}`),
        sql`, `,
      )}) order by proname`,
    )) as unknown as { rows: { proname: string; proconfig: string[] | null }[] };
    expect(result.rows.map((r) => r.proname).sort()).toEqual([...planPerCall].sort());
    for (const row of result.rows)
      expect({ name: row.proname, config: row.proconfig }).toEqual({
        name: row.proname,
        config: ['plan_cache_mode=force_custom_plan'],
      });
  });
});
