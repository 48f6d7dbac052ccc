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
 * On PostgreSQL a batch is sized to this much of the process's CPU time: only that holds the event
 * loop, and shoppers' requests interleave with the batch's waits for the database (ADR 0125).
 */
export const cpuBudgetMs = 200;
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
 * Whether anyone else waits for this process now (requests in flight or queued at the admission
 * gate). The server sets it at start (`setWaitingProbe`); unset (tests, scripts) — assumed yes, so
 * a pace without a probe rests as it always did.
 */
let othersWaiting: () => boolean = () => true;

/**
 * The process's "are shoppers waiting" probe, read-only, consulted by every pace after each batch
 * (ADR 0125). The imports run outside any request (in the background), so the probe counts others only.
 */
export function setWaitingProbe(probe: (() => boolean) | null): void {
  othersWaiting = probe ?? (() => true);
}

/**
 * The pace of an import over `db`, sized by time everywhere (`slicedPace`): on PGlite a batch's
 * work holds the whole process, so after it the pace rests while others wait; on PostgreSQL the
 * database is elsewhere and only the batch's JS holds the event loop, so the batch is sized by the
 * process's CPU time, not the wall clock, and the pace only yields (ADR 0125). A `fixed` size stays
 * fixed.
 */
export function paceFor(db: Db, { fixed }: { fixed?: number | undefined } = {}): Pace {
  const waiting = () => othersWaiting();
  return sharesOneConnection(db)
    ? slicedPace({ fixed, waiting })
    : slicedPace({ fixed, rests: false, budgetMs: cpuBudgetMs, timing: { ...realTiming, now: cpuMs } });
}

/**
 * This process's CPU time, ms: on PostgreSQL a batch's wall time is mostly waiting for the database,
 * which holds nobody; what holds the event loop is the CPU the process spends meanwhile.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

type Timing = {
  now: () => number;
  sleep: (ms: number) => Promise<unknown>;
  /** Lets the event loop through one poll of its sockets and timers. */
  turn: () => Promise<unknown>;
};
const realTiming: Timing = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  // Two checks: a batch that ended inside a poll callback sees the sockets that became readable
  // meanwhile only at the next poll, which is before the second check.
  turn: () => yieldToEventLoop().then(yieldToEventLoop),
};
/** A rest is taken in steps this long, each only while others still wait. */
const restStepMs = 10;

/**
 * Batches sized to `sliceBudgetMs` from the time the last one took since the previous `after`
 * (reading its rows included: that holds the event loop too), from `start` rows, growing at most
 * twice per batch. After each batch a turn of the event loop (requests that came meanwhile are
 * read), then, with `rests`, a rest of up to `restShare` of the batch's time (10–250 ms) in
 * `restStepMs` steps, each only while `waiting()` says others are in flight: an idle shop's import
 * goes on at once. A `fixed` size stays fixed (tests cut files at known rows), with the same rests;
 * `after(0)` rests without resizing.
 */
export function slicedPace({
  fixed,
  start = 100,
  timing = realTiming,
  rests = true,
  waiting = () => true,
  budgetMs = sliceBudgetMs,
}: {
  fixed?: number | undefined;
  budgetMs?: number;
  start?: number;
  timing?: Timing;
  rests?: boolean;
  waiting?: () => boolean;
} = {}): Pace {
  let size = fixed ?? start;
  let started = timing.now();
  return {
    size: () => size,
    after: async (rows) => {
      const took = timing.now() - started;
      if (fixed === undefined && rows > 0) {
        const fits = Math.floor((rows * budgetMs) / Math.max(1, took));
        size = Math.max(minBatch, Math.min(defaultBatchSize, fits, size * 2));
      }
      await timing.turn();
      if (rests) {
        const rest = Math.min(maxRestMs, Math.max(minRestMs, took * restShare));
        for (let rested = 0; rested < rest && waiting(); rested += restStepMs)
          await timing.sleep(Math.min(restStepMs, rest - rested));
      }
      started = timing.now();
    },
  };
}
