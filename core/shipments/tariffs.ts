import { type CarrierTariffs, insuranceLine, type TariffEstimate } from '#core/checkout';
import type { Ctx } from '#core/shared';
import type { CarrierAdapter, CarrierCode, ServiceKind } from '../carriers/carrier';
import { loadParcel } from './parcel';

/**
 * Our town (`towns.code`, KOATUU) as the carrier's settlement ref, read from the carrier's local
 * settlement copy (the nightly sync, ADR 0104); null when the carrier has none there.
 */
export type SettlementRefs = (ctx: Ctx, carrier: CarrierCode, townCode: string) => Promise<string | null>;

/** The demo carrier's settlements are our towns: its refs are the town codes. */
export const townCodeRefs: SettlementRefs = async (_ctx, _carrier, townCode) => townCode;

export type TariffsOptions = {
  /** The carrier adapter for a code (a real one when configured, else the demo carrier), or null. */
  carriers: (code: CarrierCode) => CarrierAdapter | null;
  settlements: SettlementRefs;
  /** The town the chain dispatches from (`CARRIER_SENDER_SETTLEMENT`, default Kyiv 8000000000). */
  senderTownCode: string;
  /** How long checkout waits for a carrier, ms (≈ 1.5 s); then no estimate. */
  timeoutMs?: number;
  /** How long an answer (an estimate or "none") is kept, ms (6 h). */
  ttlMs?: number;
  /** Most answers kept (oldest dropped first). */
  maxEntries?: number;
  clock?: () => number;
  /** A carrier call failed or timed out (for the log; never holds secrets). */
  onError?: (carrier: CarrierCode, error: unknown) => void;
};

/** Weight buckets (g) and declared-value buckets (kopiyky): a cached answer serves the whole bucket. */
const weightBucketG = 500;
const valueBucket = 50_000;

/** The shop's delivery methods name carriers as `db/schema` does; these have adapters. */
const carrierCodes = new Set<string>(['nova_poshta', 'ukrposhta', 'meest']);

/** The carrier's service: the chosen point's kind (lockers share the department method, ADR 0104), else the method's. */
export function serviceOf(
  delivery: { kind: string; code: string },
  pointKind?: 'department' | 'parcel_locker',
): ServiceKind | null {
  if (delivery.kind === 'courier') return 'courier';
  if (delivery.kind !== 'department') return null;
  if (pointKind) return pointKind;
  return /locker|postomat|poshtomat/i.test(delivery.code) ? 'parcel_locker' : 'department';
}

/**
 * The CarrierTariffs port of checkout (ADR 0082) over the carrier adapters (issue 21, ADR 0105):
 * the goods' parcel (SPEC §9 limits, else no estimate) priced from the dispatch town to the
 * shopper's, cash on delivery when paid so. Answers are cached per carrier, town, service, weight
 * and declared-value bucket; a carrier slower than `timeoutMs` or failing gives null — checkout
 * shows "за тарифами перевізника" and never waits long.
 */
export function createCarrierTariffs(options: TariffsOptions): CarrierTariffs {
  const timeoutMs = options.timeoutMs ?? 1_500;
  const ttlMs = options.ttlMs ?? 6 * 3_600_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const clock = options.clock ?? Date.now;
  const cache = new Map<string, { at: number; value: Promise<TariffEstimate | null> }>();

  return {
    async estimate(ctx, { delivery, townCode, declaredValue, cashOnDelivery, lines, pointKind }) {
      const service = serviceOf(delivery, pointKind);
      if (!service || !carrierCodes.has(delivery.carrier)) return null;
      const code = delivery.carrier as CarrierCode;
      const carrier = options.carriers(code);
      if (!carrier) return null;
      const parcel = await loadParcel(ctx, lines, {
        declaredValue,
        cashOnDelivery: cashOnDelivery ? declaredValue : null,
      });
      if (!parcel) return null;
      // The bucket's upper edge is what is asked: an estimate never undershoots the parcel.
      const weightG = Math.ceil(parcel.weightG / weightBucketG) * weightBucketG;
      const value = Math.ceil(declaredValue / valueBucket) * valueBucket;
      const key = [
        code,
        townCode,
        service,
        weightG,
        value,
        cashOnDelivery ? 'cod' : 'paid',
        parcel.lengthMm,
        parcel.widthMm,
        parcel.heightMm,
      ].join('|');
      const now = clock();
      // The carrier's whole quote for the bucket; the insurance line of this cart comes off it below.
      const hit = cache.get(key);
      const quote$ =
        hit && now - hit.at < ttlMs
          ? hit.value
          : (() => {
              const value$ = (async (): Promise<TariffEstimate | null> => {
                const [from, to] = await Promise.all([
                  options.settlements(ctx, code, options.senderTownCode),
                  options.settlements(ctx, code, townCode),
                ]);
                if (!from || !to) return null;
                const tariff = await carrier.estimate({
                  fromSettlementRef: from,
                  toSettlementRef: to,
                  service,
                  parcel: {
                    ...parcel,
                    weightG,
                    declaredValue: Math.min(value, 600_000),
                    cashOnDelivery: cashOnDelivery ? value : null,
                  },
                });
                return (
                  tariff && { amount: tariff.delivery + (carrier.demo ? 0 : tariff.insurance), demo: carrier.demo }
                );
              })().catch((error: unknown) => {
                options.onError?.(code, error);
                cache.delete(key);
                return null;
              });
              cache.delete(key);
              cache.set(key, { at: now, value: value$ });
              if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
              return value$;
            })();
      const quote = await withTimeout(quote$, timeoutMs);
      if (!quote) return null;
      if (quote.demo) return quote;
      const insurance = insuranceLine(delivery, declaredValue)?.amount ?? 0;
      return { amount: Math.max(0, quote.amount - insurance), demo: false };
    },
  };
}

/** The answer if it comes in time, else null (the call goes on and fills the cache for the next check). */
function withTimeout<T>(value: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref?.();
  });
  return Promise.race([value, late]).finally(() => clearTimeout(timer));
}
