import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { attributeOptions, attributes } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { importXml, manyPropertiesXml, propertyKind } from '#test/support/exchange1c/catalog-xml';
import { importExchangeFile } from './index';
import { propertySlice } from './upsert-properties';

let database: Database;
let ctx: Ctx;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
});
afterAll(() => database.close());

/** An import.xml whose classifier declares `n` properties (3 values per directory) and one good. */
const bigClassifier = (n: number) =>
  importXml([{ id: 'g-1', name: 'Котушка', properties: [['prop-0', 'pv-0-1']] }]).replace(
    /<Свойства>[\s\S]*<\/Свойства>/,
    manyPropertiesXml(n, 3),
  );

describe('a big classifier is read and written in slices', () => {
  it('2,000 properties with three values each import (read whole they were ~22,000 elements, refused as too large)', async () => {
    const n = 2000;
    // A reader beside the import, as a shopper's request: what it sees between its own queries.
    const seen = new Set<number>();
    let done = false;
    const reader = (async () => {
      while (!done) {
        const [row] = await ctx.db.select({ n: count() }).from(attributes).where(like(attributes.exchangeId, 'prop-%'));
        seen.add(row?.n ?? 0);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const result = await importExchangeFile(ctx, [Buffer.from(bigClassifier(n))], { fileName: 'import.xml' }).finally(
      () => {
        done = true;
      },
    );
    await reader;
    expect(result.jobs[0]?.report.counts).toMatchObject({ rows: 1, new: 1, errors: 0 });
    const [made] = await ctx.db.select({ n: count() }).from(attributes).where(like(attributes.exchangeId, 'prop-%'));
    expect(made?.n).toBe(n);
    const directories = Array.from({ length: n }, (_, p) => p).filter((p) => propertyKind(p) === 'Справочник').length;
    const [options] = await ctx.db
      .select({ n: count() })
      .from(attributeOptions)
      .where(like(attributeOptions.exchangeId, 'pv-%'));
    expect(options?.n).toBe(directories * 3);
    // Not one transaction of 2,000: the reader got in between slices and saw them land.
    const between = [...seen].filter((k) => k > 0 && k < n);
    expect(between.length).toBeGreaterThanOrEqual(Math.floor(n / propertySlice) - 2);
  });

  it('the same classifier again writes nothing new and keeps every property (by Ид)', async () => {
    const before = await ctx.db.select({ n: count() }).from(attributeOptions);
    await importExchangeFile(ctx, [Buffer.from(bigClassifier(2000))], { fileName: 'import.xml' });
    const after = await ctx.db.select({ n: count() }).from(attributeOptions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
