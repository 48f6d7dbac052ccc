/**
 * How far an order is paid (issue 19; ADR 0091). No online payment exists yet, so the state is
 * derived from the payment method: cash and cash on delivery are paid on receipt; card, credit and
 * invoice wait for a payment the shop takes by hand; an order a certificate covered is paid.
 * Issue 20 (online payment) stores the state per order and this function reads it instead.
 */
export type PaymentState = 'on_delivery' | 'unpaid' | 'paid' | 'refunded';

export const paymentStates = ['on_delivery', 'unpaid', 'paid', 'refunded'] as const satisfies readonly PaymentState[];

export function orderPaymentState(order: { paymentCode: string; total: number }): PaymentState {
  if (order.total <= 0) return 'paid';
  return order.paymentCode === 'cash' || order.paymentCode === 'cod' ? 'on_delivery' : 'unpaid';
}
