import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { createTestDatabase } from '#test/support/db';
import { defaultBatchSize, paceFor, sharesOneConnection, sliceBudgetMs, slicedPace } from './pace';

/** A clock the test moves and the rests it was asked for. */
function fakeTiming() {
  const clock = { ms: 0, rests: [] as number[] };
  return {
    clock,
    timing: {
      now: () => clock.ms,
      sleep: async (ms: number) => {
        clock.rests.push(ms);
        clock.ms += ms;
      },
    },
  };
}

describe('slicedPace (PGlite: one connection, ADR 0125)', () => {
  it('sizes the next batch to the slice budget from what the last one took, growing at most twice', async () => {
    const { clock, timing } = fakeTiming();
    const pace = slicedPace({ start: 100, timing });
    expect(pace.size()).toBe(100);
    clock.ms += sliceBudgetMs * 4; // 100 rows took four budgets: a quarter of them fit
    await pace.after(100);
    expect(pace.size()).toBe(25);
    clock.ms += 1; // 25 rows in 1 ms would fit thousands: at most twice the last size
    await pace.after(25);
    expect(pace.size()).toBe(50);
    for (let i = 0; i < 12; i++) {
      clock.ms += 1;
      await pace.after(pace.size());
    }
    expect(pace.size()).toBe(defaultBatchSize);
    clock.ms += 60_000; // a batch that took a minute: the smallest batch, never none
    await pace.after(defaultBatchSize);
    expect(pace.size()).toBe(10);
  });

  it('rests half of each batch’s time after it, 10 to 250 ms, and after(0) rests without resizing', async () => {
    const { clock, timing } = fakeTiming();
    const pace = slicedPace({ start: 100, timing });
    clock.ms += 80;
    await pace.after(100);
    clock.ms += 2;
    await pace.after(100);
    clock.ms += 5_000;
    const before = pace.size();
    await pace.after(0);
    expect(pace.size()).toBe(before);
    expect(clock.rests).toEqual([40, 10, 250]);
  });

  it('keeps a fixed size fixed (tests cut files at known rows)', async () => {
    const { clock, timing } = fakeTiming();
    const pace = slicedPace({ fixed: 3, timing });
    clock.ms += 1_000;
    await pace.after(3);
    expect(pace.size()).toBe(3);
  });
});

describe('paceFor', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('slices on PGlite only; PostgreSQL keeps 2,000-row batches and only yields', async () => {
    expect(sharesOneConnection(database.db)).toBe(database.kind === 'pglite');
    const pace = paceFor(database.db);
    expect(pace.size()).toBe(database.kind === 'pglite' ? 100 : defaultBatchSize);
    expect(paceFor(database.db, { fixed: 7 }).size()).toBe(7);
    const started = performance.now();
    await pace.after(pace.size());
    if (database.kind === 'postgres') expect(performance.now() - started).toBeLessThan(10);
  });
});
