import type { Logger } from 'pino';
import type { CarrierTariffs } from '#core/checkout';
import { createCarrierTariffs, type ShipmentCarriers, shipmentSettlements, trackShipments } from '#core/shipments';
import type { Db } from '#db/client';
import { ctxOf } from './context';
import type { Env } from './env';

/** Checkout's estimates: ≈ 1.5 s at most per check, answers kept 6 h (ADR 0105). */
export function createTariffs(env: Env, carriers: ShipmentCarriers, log: Logger): CarrierTariffs {
  return createCarrierTariffs({
    carriers,
    settlements: shipmentSettlements(carriers),
    senderTownCode: env.CARRIER_SENDER_SETTLEMENT,
    onError: (carrier, error) =>
      log.warn({ carrier, err: error instanceof Error ? error.message : 'error' }, 'carrier tariff failed'),
  });
}

/** Tracks open waybills hourly (first run a minute after start); the answer stops it. Timers are unref'd. */
export function startTrackingWorker(deps: {
  db: Db;
  now: () => Date;
  log: Logger;
  carriers: ShipmentCarriers;
}): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const report = await trackShipments(ctxOf(deps), deps.carriers);
      if (report.asked) deps.log.info(report, 'shipments tracked');
    } catch (error) {
      deps.log.warn({ err: error }, 'tracking shipments failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 60_000);
  first.unref();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
