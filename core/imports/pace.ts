import { type Ctx, yieldToEventLoop } from '#core/shared';

type Db = Ctx['db'];

/** Rows per batch where other connections serve shoppers meanwhile (PostgreSQL). */
export const defaultBatchSize = 2000;

/**
 * On one connection, a batch's work (reading its rows, planning, its transaction) may hold the
 * process this long: PGlite's queries never give the event loop a turn, so every shopper waits
 * for the whole batch (ADR 0125: 2,000 goods held it for up to a second, and 250 for seconds on
 * a busy machine).
 */
export const sliceBudgetMs = 80;
/**
 * …then rests half as long as the batch took: shoppers' requests get a third of the process at
 * least (a rest as long as the batch, with 100 ms batches, measured worse: ADR 0125).
 */
const restShare = 0.5;
const minRestMs = 10;
const maxRestMs = 250;
/** Smallest and largest adaptive batch (a batch below this costs more in statements than it saves). */
const minBatch = 10;

/** How a bulk job cuts its rows and breathes between batches. */
export type Pace = {
  /** Rows for the next batch. */
  readonly size: () => number;
  /** Called after each batch of `rows`: rests (or yields) and adapts the next size to the time it took. */
  readonly after: (rows: number) => Promise<void>;
};

/**
 * Whether `db` is embedded PGlite: one connection for the whole shop, whose queries run inside
 * this process's event loop (drizzle keeps the driver's client as `$client`; PGlite's has
 * `execProtocol`, node-postgres's pool has not).
 */
export function sharesOneConnection(db: Db): boolean {
  const client = (db as unknown as { $client?: { execProtocol?: unknown } }).$client;
  return typeof client?.execProtocol === 'function';
}

/**
 * The pace of an import over `db`: on PGlite `slicedPace` (batches sized to `sliceBudgetMs`, a
 * rest after each), elsewhere `fixed` (or 2,000) rows and only a yield.
 */
export function paceFor(db: Db, { fixed }: { fixed?: number | undefined } = {}): Pace {
  if (sharesOneConnection(db)) return slicedPace({ fixed });
  return { size: () => fixed ?? defaultBatchSize, after: () => yieldToEventLoop() };
}

type Timing = { now: () => number; sleep: (ms: number) => Promise<unknown> };
const realTiming: Timing = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Batches sized to `sliceBudgetMs` from the time the last one took since the previous `after`
 * (reading its rows included: that holds the event loop too), from `start` rows, growing at most
 * twice per batch; a rest of `restShare` of each batch's time after it. A `fixed` size stays fixed
 * (tests cut files at known rows), with the same rests; `after(0)` rests without resizing.
 */
export function slicedPace({
  fixed,
  start = 100,
  timing = realTiming,
}: {
  fixed?: number | undefined;
  start?: number;
  timing?: Timing;
} = {}): Pace {
  let size = fixed ?? start;
  let started = timing.now();
  return {
    size: () => size,
    after: async (rows) => {
      const took = timing.now() - started;
      if (fixed === undefined && rows > 0) {
        const fits = Math.floor((rows * sliceBudgetMs) / Math.max(1, took));
        size = Math.max(minBatch, Math.min(defaultBatchSize, fits, size * 2));
      }
      await timing.sleep(Math.min(maxRestMs, Math.max(minRestMs, took * restShare)));
      started = timing.now();
    },
  };
}
