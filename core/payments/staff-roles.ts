import { StaffForbiddenError, type StaffView } from '#core/staff';

/**
 * Money moves by hand (ADR 0100): marking an order paid and refunding are for the
 * manager and admin roles only — the store role opens orders but does not touch payments.
 */
export function requirePaymentRole(actor: Pick<StaffView, 'role'>): void {
  if (!mayMovePayments(actor)) throw new StaffForbiddenError(actor.role, 'orders');
}

/** Whether the role may mark paid and refund (the back office shows the buttons by it). */
export function mayMovePayments(actor: Pick<StaffView, 'role'>): boolean {
  return actor.role === 'manager' || actor.role === 'admin';
}
