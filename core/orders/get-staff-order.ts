import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type DeliveryFeeLine, type InsuranceLine, orderFeeLines } from '#core/checkout';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { auditLog, departments, type OrderStatus, orderStatusHistory, orders, stores } from '#db/schema';
import { loadOrders, type OrderView } from './get-order';
import type { PaymentState } from './payment-state';
import { ordersOf } from './staff-scope';
import { isEditable, nextStatuses } from './workflow';

/**
 * Audit actions of an order that are not status moves (those are in its status history); payments
 * by hand; a move made without payment and money taken at handover or by the carrier.
 */
const lineActions = [
  'order.edit_lines',
  'order.from_quick_order',
  'payment.mark_paid',
  'payment.refund',
  'order.payment_override',
  'payment.till',
  'payment.cod_received',
];

export type StaffOrderView = Omit<OrderView, 'history'> & {
  department: { code: string; title: string } | null;
  store: { id: number; title: string; address: string } | null;
  deliveryFee: DeliveryFeeLine;
  insurance: InsuranceLine | null;
  paymentState: PaymentState;
  /** Status moves with who made them (null: the shop itself, e.g. checkout). */
  history: { status: OrderStatus; note: string | null; at: Date; who: string | null }[];
  /** Other back-office changes of the order (line edits), newest first. */
  changes: { at: Date; who: string; action: string; before: unknown; after: unknown }[];
  next: OrderStatus[];
  editable: boolean;
};

/**
 * One order in full for the back office: lines, fees, vouchers, recipient, address or
 * department, comment, the no-confirmation-call flag, the status history with who, and the moves
 * open to it. Another store's order is null for the store role, as a missing one.
 */
export async function getStaffOrder(ctx: Ctx, actor: StaffView, orderId: number): Promise<StaffOrderView | null> {
  requireArea(actor, 'orders');
  const [own] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersOf(actor)));
  if (!own) return null;
  const [order] = await loadOrders(ctx, [own.id]);
  if (!order) return null;
  const [department, store, history, changes] = await Promise.all([
    order.departmentCode
      ? ctx.db
          .select({ code: departments.code, title: departments.titleUa })
          .from(departments)
          .where(
            and(eq(departments.deliveryMethodId, order.deliveryMethodId), eq(departments.code, order.departmentCode)),
          )
          .limit(1)
          .then(([row]) => row ?? { code: order.departmentCode ?? '', title: order.departmentCode ?? '' })
      : null,
    order.storeId
      ? ctx.db
          .select({ id: stores.id, title: stores.titleUa, address: stores.addressUa })
          .from(stores)
          .where(eq(stores.id, order.storeId))
          .then(([row]) => row ?? null)
      : null,
    ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'order'),
          eq(auditLog.entityId, String(order.id)),
          inArray(auditLog.action, lineActions),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(50),
  ]);
  const fees = orderFeeLines(order);
  return {
    ...order,
    department,
    store,
    deliveryFee: fees.deliveryFee,
    insurance: fees.insurance,
    paymentState: order.paymentStatus,
    history: history.map((h) => ({ status: h.status, note: h.note, at: h.createdAt, who: h.actorName })),
    changes: changes.map((c) => ({ at: c.at, who: c.actorName, action: c.action, before: c.before, after: c.after })),
    next: nextStatuses(order.status, order.delivery.kind),
    editable: isEditable(order.status),
  };
}
