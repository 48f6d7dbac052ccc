import type { OrderPaymentStatus } from '#db/schema';

/**
 * How far an order is paid (it was once derived from the method; now the order stores
 * it, kept in step with its payment attempts by core/payments).
 */
export type PaymentState = OrderPaymentStatus;

export const paymentStates = [
  'on_delivery',
  'unpaid',
  'paid',
  'underpaid',
  'refund_due',
  'refunded',
  'expired',
] as const satisfies readonly PaymentState[];
