import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/support/db';
import type { Database } from '../client';
import { promoCodes } from '../schema';
import { insertMany } from './bulk';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('insertMany writes what each row says', () => {
  it('rows with different keys: a key only later rows give is written; a key a row leaves out is the column DEFAULT, not NULL (§5 promo codes)', async () => {
    await insertMany(database.db, promoCodes, [
      { code: 'H6A', kind: 'percent', value: 10, isActive: false, maxUses: 3 },
      { code: 'H6B', kind: 'fixed', value: 10_000, minOrder: 100_000, oncePerCustomer: true },
      { code: 'H6C', kind: 'fixed', value: 500, maxUses: null, usedCount: undefined, oncePerCustomer: true },
      { code: 'H6D', kind: 'percent', value: 5 },
    ]);
    const rows = await database.db
      .select({
        code: promoCodes.code,
        once: promoCodes.oncePerCustomer,
        active: promoCodes.isActive,
        maxUses: promoCodes.maxUses,
        used: promoCodes.usedCount,
        min: promoCodes.minOrder,
      })
      .from(promoCodes)
      .orderBy(asc(promoCodes.code));
    expect(rows).toEqual([
      { code: 'H6A', once: false, active: false, maxUses: 3, used: 0, min: 0 },
      { code: 'H6B', once: true, active: true, maxUses: null, used: 0, min: 100_000 },
      { code: 'H6C', once: true, active: true, maxUses: null, used: 0, min: 0 },
      { code: 'H6D', once: false, active: true, maxUses: null, used: 0, min: 0 },
    ]);
  });

  it('a key that is not a column fails loudly instead of being dropped', async () => {
    const typo = { code: 'H6E', kind: 'percent', value: 1, oncePerCustomr: true } as never;
    await expect(insertMany(database.db, promoCodes, [typo])).rejects.toThrow(/oncePerCustomr/);
  });
});
