import type { Ctx } from '#core/shared';
import type { CheckedLine } from './load-lines';
import type { DeliveryView } from './offered-methods';

/**
 * The port a carrier's tariff API plugs into (ADR 0082; the adapters come with a later issue):
 * an estimate in kopiyky of what the carrier charges the recipient for this parcel, insurance
 * excluded, or null when it cannot say. Checkout shows "за тарифами перевізника" with it.
 */
export type CarrierTariffs = {
  estimate(
    ctx: Ctx,
    parcel: {
      delivery: Omit<DeliveryView, 'payments'>;
      townCode: string;
      /** The goods' value the parcel is declared (and insured) at, kopiyky. */
      declaredValue: number;
      lines: CheckedLine[];
    },
  ): Promise<number | null>;
};
