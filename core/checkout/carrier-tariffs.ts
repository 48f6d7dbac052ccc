import type { Ctx } from '#core/shared';
import type { CheckedLine } from './load-lines';
import type { DeliveryView } from './offered-methods';

/**
 * A carrier's tariff estimate, kopiyky, insurance and the cash-on-delivery commission excluded
 * (checkout shows both on their own lines); `demo` when the demo carrier made it up (ADR 0105).
 */
export type TariffEstimate = {
  amount: number;
  demo: boolean;
  /** How many parcels the estimate prices (goods beyond one parcel's §9 limits ship as several); unset = 1. */
  parcels?: number;
};

/**
 * The port a carrier's tariff API plugs into (ADR 0082, adapters ADR 0105): an
 * estimate of what the carrier charges the recipient for this parcel, or null when it cannot say
 * (quickly: checkout never waits long on a carrier). Checkout shows "за тарифами перевізника" with it.
 */
export type CarrierTariffs = {
  estimate(
    ctx: Ctx,
    parcel: {
      delivery: Omit<DeliveryView, 'payments'>;
      townCode: string;
      /** The goods' value the parcel is declared (and insured) at, kopiyky. */
      declaredValue: number;
      /** Paid in cash on delivery: the carrier collects the declared value. */
      cashOnDelivery: boolean;
      lines: CheckedLine[];
      /** The chosen point, when it is known: a parcel locker is priced as one (Nova Poshta's WarehousePostomat). */
      pointKind?: 'department' | 'parcel_locker';
    },
  ): Promise<TariffEstimate | null>;
};
