import { processWide } from '#core/shared';
import type { Db } from '#db/client';
import { applyPromotionPrices } from './apply-promotion-prices';

/** What the schedule says about its runs (the server's pino logger fits). */
export type ScheduleLog = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
};

/** Checked at least this often, so a promotion edited outside the back office shows within a minute. */
const maxWaitMs = 60_000;

/** The running scheduler of each database in this process, to be woken after a promotion edit. */
const schedulers = processWide('promotion-price-schedulers', () => new WeakMap<Db, () => void>());

/**
 * Keeps goods' prices in step with promotions without a deploy (ADR 0082): applies them now, then
 * again at the next promotion start or end (a few ms after it), at least once a minute. Every
 * process runs it; the update is idempotent. Returns a stop function.
 */
export function startPromotionPrices(db: Db, now: () => Date, log: ScheduleLog): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    let wait = maxWaitMs;
    try {
      const applied = await applyPromotionPrices({ db, locale: 'ua', now: now() });
      if (applied.changed) log.info({ changed: applied.changed }, 'promotion prices applied');
      if (applied.nextAt) wait = Math.min(wait, Math.max(0, applied.nextAt.getTime() - now().getTime()) + 5);
    } catch (error) {
      log.warn({ err: error }, 'applying promotion prices failed');
    }
    running = false;
    if (stopped) return;
    if (again) {
      again = false;
      wait = 0;
    }
    timer = setTimeout(run, wait);
    timer.unref();
  };
  schedulers.set(db, () => void run());
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    schedulers.delete(db);
  };
}

/**
 * After a promotion was saved here (the back office, ADR 0095): plan the next start or end again
 * now — a promotion starting in twenty seconds starts then, not at the next minute's check.
 */
export function nudgePromotionPrices(db: Db): void {
  schedulers.get(db)?.();
}
