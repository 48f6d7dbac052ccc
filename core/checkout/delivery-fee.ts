import { percentOf } from '#core/pricing';
import type { Carrier } from '#db/schema';
import type { TariffEstimate } from './carrier-tariffs';

type Delivery = { kind: 'department' | 'courier' | 'pickup'; carrier: Carrier };

/**
 * The delivery line of an order (ADR 0082): the shop charges an amount (our Kyiv
 * courier under 2,000 UAH), nothing (store pickup, the courier from 2,000 UAH), or the carrier's
 * tariff, paid to the carrier on receipt — unknown to the shop until a carrier's tariff adapter
 * gives an `estimate` (kopiyky, null = none; `estimateDemo` when the demo carrier made it up,
 * ADR 0105). `price` never includes a carrier's tariff.
 */
export type DeliveryFeeLine =
  | { type: 'amount'; amount: number; paidTo: 'shop' }
  | { type: 'free'; paidTo: 'shop' }
  | {
      type: 'carrier_tariff';
      paidTo: 'carrier';
      estimate: number | null;
      estimateDemo?: true;
      /** The goods ship as this many parcels (ADR 0117; set when more than one). */
      parcels?: number;
    };

/**
 * The carrier's insurance of the declared value (SPEC §9): 1 % Nova Poshta, 0.5 % Ukrposhta, part
 * of the carrier's tariff paid on receipt, not charged by the shop. `rate` in basis points.
 */
export type InsuranceLine = { rate: number; declaredValue: number; amount: number; paidTo: 'carrier' };

/** SPEC §9 carrier insurance, basis points of the declared value. */
export const carrierInsuranceRates = { nova_poshta: 100, ukrposhta: 50 } as const;

const isCarrier = (c: Carrier): c is keyof typeof carrierInsuranceRates => c in carrierInsuranceRates;

/** The delivery line for a delivery and the shop's own delivery cost (kopiyky). */
export function deliveryFeeLine(
  delivery: Delivery,
  deliveryCost: number,
  estimate: TariffEstimate | null = null,
  parcels: number | null = null,
): DeliveryFeeLine {
  const several = parcels && parcels > 1 ? { parcels } : {};
  if (isCarrier(delivery.carrier))
    return estimate?.demo
      ? { type: 'carrier_tariff', paidTo: 'carrier', estimate: estimate.amount, estimateDemo: true, ...several }
      : { type: 'carrier_tariff', paidTo: 'carrier', estimate: estimate?.amount ?? null, ...several };
  return deliveryCost > 0 ? { type: 'amount', amount: deliveryCost, paidTo: 'shop' } : { type: 'free', paidTo: 'shop' };
}

/** The carrier's insurance of the goods' declared value (what the shopper pays for them), or null. */
export function insuranceLine(delivery: Delivery, declaredValue: number): InsuranceLine | null {
  if (!isCarrier(delivery.carrier) || declaredValue <= 0) return null;
  const rate = carrierInsuranceRates[delivery.carrier];
  return { rate, declaredValue, amount: percentOf(declaredValue, rate), paidTo: 'carrier' };
}

/** What a placed order shows of its delivery: the same lines check offered (estimate unknown now). */
export function orderFeeLines(order: {
  delivery: Delivery;
  deliveryCost: number;
  goodsPrice: number;
  goodsDiscount: number;
  promoDiscount: number;
}): { deliveryFee: DeliveryFeeLine; insurance: InsuranceLine | null } {
  return {
    deliveryFee: deliveryFeeLine(order.delivery, order.deliveryCost),
    insurance: insuranceLine(order.delivery, order.goodsPrice - order.goodsDiscount - order.promoDiscount),
  };
}
