import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { createTestDatabase } from '#test/support/db';
import { defaultBatchSize, paceFor, setWaitingProbe, sharesOneConnection, sliceBudgetMs, slicedPace } from './pace';

/** A clock the test moves, the rests it was asked for (steps summed per `after`) and its turns. */
function fakeTiming() {
  const clock = { ms: 0, rests: [] as number[], steps: [] as number[], turns: 0 };
  return {
    clock,
    timing: {
      now: () => clock.ms,
      sleep: async (ms: number) => {
        clock.steps.push(ms);
        clock.ms += ms;
      },
      turn: async () => {
        clock.turns++;
        if (clock.steps.length) clock.rests.push(clock.steps.splice(0).reduce((a, b) => a + b, 0));
      },
    },
  };
}

/** The rest each `after` took (the steps of the last one included). */
const restsOf = (clock: ReturnType<typeof fakeTiming>['clock']) => [
  ...clock.rests,
  ...(clock.steps.length ? [clock.steps.reduce((a, b) => a + b, 0)] : []),
];

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
    expect(restsOf(clock)).toEqual([40, 10, 250]);
    expect(clock.turns).toBe(3);
  });

  it('rests only while others wait, in 10 ms steps, and goes on at once in an idle shop', async () => {
    const { clock, timing } = fakeTiming();
    let asked = 0;
    let busyFor = 0;
    const pace = slicedPace({
      start: 100,
      timing,
      waiting: () => {
        asked++;
        return busyFor-- > 0;
      },
    });
    clock.ms += 80; // a rest of up to 40 ms is due
    await pace.after(100);
    expect(clock.steps).toEqual([]); // nobody waits: no rest at all
    busyFor = 2; // two shoppers' steps, then the shop is idle again
    clock.ms += 80;
    await pace.after(100);
    expect(clock.steps).toEqual([10, 10]);
    busyFor = 99; // busy throughout: the whole rest, never more
    clock.ms += 80;
    await pace.after(100);
    expect(restsOf(clock)).toEqual([20, 40]);
    expect(clock.turns).toBe(3); // the event loop turns after every batch before the probe is read
    expect(asked).toBe(1 + 3 + 4);
  });

  it('without rests (PostgreSQL) only turns the event loop, and still sizes batches by time', async () => {
    const { clock, timing } = fakeTiming();
    const pace = slicedPace({ start: 100, timing, rests: false, waiting: () => true });
    clock.ms += sliceBudgetMs * 2; // a 100-row batch whose JS and queries took two budgets
    await pace.after(100);
    expect(pace.size()).toBe(50);
    expect(clock.steps).toEqual([]);
    expect(clock.turns).toBe(1);
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

  afterEach(() => setWaitingProbe(null));

  it('slices by time on both databases; rests on PGlite only, and only while the probe says others wait', async () => {
    expect(sharesOneConnection(database.db)).toBe(database.kind === 'pglite');
    const pace = paceFor(database.db);
    expect(pace.size()).toBe(100);
    expect(paceFor(database.db, { fixed: 7 }).size()).toBe(7);
    let asked = 0;
    setWaitingProbe(() => {
      asked++;
      return false;
    });
    const started = performance.now();
    await pace.after(pace.size());
    expect(performance.now() - started).toBeLessThan(sliceBudgetMs);
    expect(asked).toBe(database.kind === 'pglite' ? 1 : 0);
  });
});
