import { isCarrierCode } from '#core/carriers';
import { type CarrierTariffs, insuranceLine, type TariffEstimate } from '#core/checkout';
import type { Ctx } from '#core/shared';
import type { CarrierAdapter, CarrierCode, ServiceKind } from '../carriers/carrier';
import { loadPackGoods, packParcels } from '../carriers/pack-parcels';

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
 * The CarrierTariffs port of checkout (ADR 0082) over the carrier adapters (ADR 0105):
 * the goods packed into parcels (SPEC §9 per parcel; a piece beyond them: no estimate), each from the dispatch town to the
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
      if (!service || !isCarrierCode(delivery.carrier)) return null;
      const code = delivery.carrier as CarrierCode;
      const carrier = options.carriers(code);
      if (!carrier) return null;
      // What will really ship (ADR 0117): the goods packed into parcels within SPEC §9,
      // each priced as the carrier prices it, summed. A piece beyond the limits: no estimate.
      const packed = packParcels(
        await loadPackGoods(
          ctx,
          lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price })),
          declaredValue,
        ),
      );
      if (!packed.ok || !packed.parcels.length) return null;
      const now = clock();
      const quotes = packed.parcels.map((p) => {
        // The bucket's upper edge is what is asked: an estimate never undershoots the parcel.
        const weightG = Math.ceil(p.box.weightG / weightBucketG) * weightBucketG;
        const value = Math.min(Math.ceil(p.declaredValue / valueBucket) * valueBucket, 600_000);
        const key = [
          code,
          townCode,
          service,
          weightG,
          value,
          cashOnDelivery ? 'cod' : 'paid',
          p.box.lengthMm,
          p.box.widthMm,
          p.box.heightMm,
        ].join('|');
        // The carrier's whole quote for the bucket; the insurance line of this cart comes off it below.
        const hit = cache.get(key);
        if (hit && now - hit.at < ttlMs) return hit.value;
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
            parcel: { ...p.box, weightG, declaredValue: value, cashOnDelivery: cashOnDelivery ? value : null },
          });
          return tariff && { amount: tariff.delivery + (carrier.demo ? 0 : tariff.insurance), demo: carrier.demo };
        })().catch((error: unknown) => {
          options.onError?.(code, error);
          cache.delete(key);
          return null;
        });
        cache.delete(key);
        cache.set(key, { at: now, value: value$ });
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
        return value$;
      });
      const answers = await withTimeout(Promise.all(quotes), timeoutMs);
      if (!answers || answers.some((a) => a === null)) return null;
      const quote = {
        amount: answers.reduce((sum, a) => sum + (a?.amount ?? 0), 0),
        demo: answers.some((a) => a?.demo),
      };
      const several = packed.parcels.length > 1 ? { parcels: packed.parcels.length } : {};
      if (quote.demo) return { ...quote, ...several };
      const insurance = insuranceLine(delivery, declaredValue)?.amount ?? 0;
      return { amount: Math.max(0, quote.amount - insurance), demo: false, ...several };
    },
  };
}

/** The answer if it comes in time, else null (the call goes on and fills the cache for the next check). */
function withTimeout<T>(value: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref?.();
  });
  return Promise.race([value, late]).finally(() => clearTimeout(timer));
}
