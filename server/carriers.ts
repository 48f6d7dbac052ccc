import type { Logger } from 'pino';
import { type Carriers, createCarriers, type SyncResult, syncCarrierDirectory } from '#core/carriers';
import { kyivDay, kyivWall } from '#core/shared';
import type { Db } from '#db/client';
import type { Env } from './env';

/** The carriers the settings configure (ADR 0104); none → the demo carrier. */
export const carriersFromEnv = (env: Env, fetcher: typeof fetch = fetch): Carriers => createCarriers(env, fetcher);

/** Syncs every configured carrier's directory in turn; the demo carrier answers `demo`. */
export async function syncCarriers(
  db: Db,
  carriers: Carriers,
  now: () => Date,
): Promise<{ carrier: string; result: SyncResult }[]> {
  const out: { carrier: string; result: SyncResult }[] = [];
  for (const carrier of carriers.list)
    out.push({ carrier: carrier.code, result: await syncCarrierDirectory({ db, locale: 'ua', now: now() }, carrier) });
  return out;
}

/** The Kyiv day whose sync is due at `now` (from `at`, HH:MM Kyiv time, till midnight), or null. */
export function syncDay(now: Date, at: string): string | null {
  const clock = kyivWall(now);
  const [h, m] = at.split(':').map(Number);
  const minutes = clock.hour * 60 + clock.minute;
  return minutes >= (h ?? 0) * 60 + (m ?? 0) ? kyivDay(now) : null;
}

/**
 * The nightly directory sync (ADR 0104): once a Kyiv day from `CARRIERS_SYNC_AT`
 * (03:30 by default), checked each minute; a server started after that hour syncs the next
 * night, not at boot. Never for the demo carrier, never two at once (the runs table's lock
 * covers other processes). The timer is unref'd; the answer stops it.
 */
export function startCarrierSync(deps: {
  db: Db;
  now: () => Date;
  log: Logger;
  carriers: Carriers;
  at: string;
}): () => void {
  const { db, now, log, carriers, at } = deps;
  if (carriers.demo || at === 'off') return () => {};
  let doneDay = syncDay(now(), at);
  let running = false;
  const tick = async () => {
    const day = syncDay(now(), at);
    if (!day || day === doneDay || running) return;
    doneDay = day;
    running = true;
    try {
      for (const { carrier, result } of await syncCarriers(db, carriers, now)) {
        if (result.ok) log.info({ carrier, counts: result.counts, ms: result.ms }, 'carrier directory synced');
        else if (result.error === 'failed')
          log.warn({ carrier, message: result.message, counts: result.counts }, 'carrier directory sync failed');
        else log.info({ carrier, reason: result.error }, 'carrier directory sync skipped');
      }
    } catch (error) {
      log.warn({ err: error }, 'carrier directory sync failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
