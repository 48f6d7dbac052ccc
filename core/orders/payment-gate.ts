import { collectedMethods, mayMovePayments } from '#core/payments';
import type { StaffView } from '#core/staff';
import type { OrderPaymentStatus, OrderStatus } from '#db/schema';

/**
 * What the order's payment says of a move (ADR 0113):
 * - `unpaid`: a prepaid order (card, instalments, invoice) is not paid, so it may not be shipped
 *   or handed over (shipped, delivered) — unless a manager overrides it with a reason;
 * - `collect`: cash or a card at the till / the shop's courier is taken at handover, so handing it
 *   over (delivered) records the payment in the same action;
 * - `ok`: nothing stands in the way (paid, nothing to pay, or cash on delivery the carrier collects).
 */
export type PaymentGate = 'ok' | 'unpaid' | 'collect';

/** Moves that let the goods leave the shop. */
const leaving = new Set<OrderStatus>(['shipped', 'delivered', 'completed']);

/** Received at least the total: paid, or more than it (a live order `refund_due` holds the excess). */
const settled = new Set<OrderPaymentStatus>(['paid', 'refund_due']);

export function paymentGate(
  order: { paymentStatus: OrderPaymentStatus; status: OrderStatus },
  method: string,
  to: OrderStatus,
): PaymentGate {
  if (!leaving.has(to)) return 'ok';
  if (collectedMethods.has(method)) return settled.has(order.paymentStatus) ? 'ok' : 'unpaid';
  // The carrier's cash on delivery is collected by the carrier (tracking or a manager records it).
  if (method === 'cod') return 'ok';
  return to !== 'shipped' && order.paymentStatus === 'on_delivery' ? 'collect' : 'ok';
}

/** Who may ship or hand over an unpaid prepaid order with a reason: the manager and admin roles (ADR 0113). */
export const mayOverridePayment = (actor: Pick<StaffView, 'role'>) => mayMovePayments(actor);
