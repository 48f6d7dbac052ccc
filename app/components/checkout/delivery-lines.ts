import type { DeliveryFeeLine, InsuranceLine } from '#core/checkout';
import type { LoyaltyReason } from '#core/loyalty';
import type { Translate } from '../../i18n/translate';

/**
 * The delivery and insurance rows of an order's totals (ADR 0082), shared by the
 * checkout summary and the success page: an amount, "безкоштовно", or the carrier's tariff paid on
 * receipt (with an estimate when one exists), and the carrier's insurance of the declared value.
 */
export function deliveryRows(
  t: Translate,
  money: (kopiyky: number) => string,
  fee: DeliveryFeeLine | null,
  insurance: InsuranceLine | null,
): { rows: [string, string, string][]; note: string | null; parcels: string | null } {
  if (!fee) return { rows: [], note: null, parcels: null };
  const value =
    fee.type === 'amount'
      ? money(fee.amount)
      : fee.type === 'free'
        ? t('checkout.free')
        : fee.estimate === null
          ? t('checkout.carrierTariff')
          : t(fee.estimateDemo ? 'checkout.carrierTariffDemo' : 'checkout.carrierTariffEstimate', {
              amount: money(fee.estimate),
            });
  const rows: [string, string, string][] = [['delivery', t('checkout.deliveryCost'), value]];
  if (insurance) {
    const percent = String(insurance.rate / 100).replace('.', ',');
    rows.push(['insurance', t('checkout.insurance', { percent }), money(insurance.amount)]);
  }
  return {
    rows,
    note: fee.paidTo === 'carrier' ? t('checkout.carrierNote') : null,
    // Goods beyond one parcel's limits ship as several, and the estimate prices them all.
    parcels:
      fee.type === 'carrier_tariff' && fee.parcels && fee.parcels > 1
        ? t('checkout.parcels', { count: fee.parcels })
        : null,
  };
}

/** The club discount's label by why it applies: level, birthday, monthly or personal. */
export function discountLabel(t: Translate, reason: LoyaltyReason | null, percent: number): string {
  return reason && reason !== 'level'
    ? t(`checkout.discount.${reason}`, { percent })
    : t('checkout.discount', { percent });
}
