import {
  type CarrierAdapter,
  type CarrierCode,
  type CarrierSettings,
  createCarriers,
  demoCarrier,
} from '#core/carriers';
import type { ShipmentCarriers, WaybillDeps } from './create-waybill';
import { localPointRefs, localSettlementRefs } from './local-refs';
import type { SettlementRefs } from './tariffs';

/**
 * The carriers of waybills, tracking and tariffs (ADR 0104, 0105): each one the settings configure
 * (the registry, `createCarriers`), the demo carrier for the rest. Built once per process into the
 * services; `extra` replaces a carrier (tests).
 */
export function createShipmentCarriers(
  settings: CarrierSettings,
  extra: Partial<Record<CarrierCode, CarrierAdapter | null>> = {},
): ShipmentCarriers {
  const registry = createCarriers(settings);
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

/** What the back office's "Створити ТТН" needs; `senderTownCode` is `CARRIER_SENDER_SETTLEMENT`. */
export function waybillDeps(senderTownCode: string, carriers: ShipmentCarriers): WaybillDeps {
  return { carriers, settlements: shipmentSettlements(carriers), points: localPointRefs, senderTownCode };
}
