import type { Logger } from 'pino';
import { applyPromotionPrices } from '#core/pricing';
import type { Db } from '#db/client';

/** Checked at least this often, so a promotion edited outside the back office shows within a minute. */
const maxWaitMs = 60_000;

/**
 * Keeps goods' prices in step with promotions without a deploy (ADR 0082): applies them now, then
 * again at the next promotion start or end (a few ms after it), at least once a minute. Every
 * process runs it; the update is idempotent. Returns a stop function.
 */
export function startPromotionPrices(db: Db, now: () => Date, log: Logger): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    let wait = maxWaitMs;
    try {
      const applied = await applyPromotionPrices({ db, locale: 'ua', now: now() });
      if (applied.changed) log.info({ changed: applied.changed }, 'promotion prices applied');
      if (applied.nextAt) wait = Math.min(wait, Math.max(0, applied.nextAt.getTime() - now().getTime()) + 5);
    } catch (error) {
      log.warn({ err: error }, 'applying promotion prices failed');
    }
    if (stopped) return;
    timer = setTimeout(run, wait);
    timer.unref();
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
