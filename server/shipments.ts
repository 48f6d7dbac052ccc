import type { Logger } from 'pino';
import { type CarrierAdapter, type CarrierCode, createCarriers, demoCarrier } from '#core/carriers';
import type { CarrierTariffs } from '#core/checkout';
import {
  createCarrierTariffs,
  localPointRefs,
  localSettlementRefs,
  type SettlementRefs,
  type ShipmentCarriers,
  trackShipments,
  type WaybillDeps,
} from '#core/shipments';
import type { Db } from '#db/client';
import { ctxOf } from './context';
import type { Env } from './env';

/**
 * The carriers of waybills, tracking and tariffs (issue 21, ADR 0104, 0105): each one the settings
 * configure (the registry, `createCarriers`), the demo carrier for the rest.
 */
export function createShipmentCarriers(
  env: Env,
  extra: Partial<Record<CarrierCode, CarrierAdapter | null>> = {},
): ShipmentCarriers {
  const registry = createCarriers(env);
  const real = (code: CarrierCode) => (code in extra ? extra[code] : registry.demo ? null : registry.get(code));
  const demo = new Map<CarrierCode, CarrierAdapter>();
  return (code) => {
    const adapter = real(code);
    if (adapter) return adapter;
    const known = demo.get(code);
    if (known) return known;
    const made = demoCarrier(code);
    demo.set(code, made);
    return made;
  };
}

/** Real carriers' refs from the local directory copy; the demo carrier's settlements are our towns. */
export function shipmentSettlements(carriers: ShipmentCarriers): SettlementRefs {
  return (ctx, code, town) => (carriers(code).demo ? Promise.resolve(town) : localSettlementRefs(ctx, code, town));
}

/** What the back office's "Створити ТТН" needs. */
export function waybillDeps(env: Env, carriers: ShipmentCarriers): WaybillDeps {
  return {
    carriers,
    settlements: shipmentSettlements(carriers),
    points: localPointRefs,
    senderTownCode: env.CARRIER_SENDER_SETTLEMENT,
  };
}

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
