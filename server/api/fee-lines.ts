import type { z } from '@hono/zod-openapi';
import type { DeliveryFeeLine, InsuranceLine } from '#core/checkout';
import { toUah } from './money';
import type { deliveryFee, insurance } from './ordernew.schemas';

/** How delivery is paid, as check and an order's history both answer it (ADR 0082). */
export function deliveryFeeJson(line: DeliveryFeeLine): NonNullable<z.infer<typeof deliveryFee>> {
  return {
    type: line.type,
    amount: line.type === 'amount' ? toUah(line.amount) : line.type === 'free' ? 0 : null,
    estimate: line.type === 'carrier_tariff' ? toUah(line.estimate) : null,
    estimate_demo: line.type === 'carrier_tariff' && line.estimateDemo === true,
    paid_to: line.paidTo,
  };
}

/** The carrier's insurance line (SPEC §9), as check and an order's history both answer it. */
export function insuranceJson(line: InsuranceLine): NonNullable<z.infer<typeof insurance>> {
  return {
    percent: line.rate / 100,
    declared_value: toUah(line.declaredValue),
    amount: toUah(line.amount),
    paid_to: line.paidTo,
  };
}
