import { and, count, eq, gte, inArray, isNotNull, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { kyivMidnight } from '#core/shared';
import {
  callbackRequests,
  enquiries,
  goods,
  orders,
  payments,
  quickOrders,
  reviews,
  storeStock,
  waitlist,
} from '#db/schema';
import { mayOpen } from './roles';
import type { StaffView } from './sessions';

export type WaitingCounts = {
  /** Orders waiting for confirmation (a store's own for the store role). */
  newOrders: number | null;
  /** One-click orders, callback requests and enquiries nobody answered yet. */
  unansweredCalls: number | null;
  pendingReviews: number | null;
  /** Bank-transfer invoices awaiting payment, of orders still open. */
  awaitingInvoices: number | null;
};

/**
 * What waits for this staff member (DESIGN.md: the navigation's counters; the dashboard): only for
 * the areas the role opens (null for the others), and a store's own orders for the store role.
 */
export async function countWaiting(ctx: Ctx, actor: StaffView): Promise<WaitingCounts> {
  const ordersOf = (where: SQL) =>
    actor.role === 'store' && actor.storeId !== null ? and(where, eq(orders.storeId, actor.storeId)) : where;
  const number = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const [newOrders, quick, callbacks, enquiryCount, pendingReviews, awaitingInvoices] = await Promise.all([
    mayOpen(actor.role, 'orders')
      ? number(
          ctx.db
            .select({ n: count() })
            .from(orders)
            .where(ordersOf(eq(orders.status, 'new'))),
        )
      : null,
    mayOpen(actor.role, 'calls')
      ? number(ctx.db.select({ n: count() }).from(quickOrders).where(eq(quickOrders.status, 'new')))
      : null,
    mayOpen(actor.role, 'calls')
      ? number(ctx.db.select({ n: count() }).from(callbackRequests).where(eq(callbackRequests.status, 'new')))
      : null,
    mayOpen(actor.role, 'calls')
      ? number(ctx.db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'new')))
      : null,
    mayOpen(actor.role, 'reviews')
      ? number(ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending')))
      : null,
    // Only invoices have a payment due date (core/orders createOrder).
    mayOpen(actor.role, 'orders')
      ? number(
          ctx.db
            .select({ n: count() })
            .from(orders)
            .where(
              ordersOf(
                and(
                  eq(orders.paymentStatus, 'unpaid'),
                  isNotNull(orders.paymentDueAt),
                  ne(orders.status, 'cancelled'),
                ) as SQL,
              ),
            ),
        )
      : null,
  ]);
  return {
    newOrders,
    unansweredCalls: quick === null ? null : quick + (callbacks ?? 0) + (enquiryCount ?? 0),
    pendingReviews,
    awaitingInvoices,
  };
}

export type Dashboard = WaitingCounts & {
  /** `revenue`: money received today, not the sum of the orders placed. */
  today: { orders: number; revenue: number } | null;
  /** Goods nobody can buy now that customers wait for, most awaited first. */
  awaited: { goodId: number; title: string; waiting: number }[] | null;
};

/**
 * The dashboard: today's orders (cancelled and returned ones left out) and revenue —
 * the money received today (ADR 0113: every payment recorded paid since Kyiv's midnight,
 * card, transfer, cash on delivery, the till; what was given back of it since left out) —, what waits, and
 * the goods out of stock that people wait for — each part only for a role that opens its area.
 */
export async function getDashboard(ctx: Ctx, actor: StaffView): Promise<Dashboard> {
  const waiting = await countWaiting(ctx, actor);
  const since = kyivMidnight(ctx.now);
  const ownStore = actor.role === 'store' && actor.storeId !== null ? eq(orders.storeId, actor.storeId) : undefined;
  const today = mayOpen(actor.role, 'orders')
    ? await Promise.all([
        ctx.db
          .select({ n: count() })
          .from(orders)
          .where(and(gte(orders.createdAt, since), notInArray(orders.status, ['cancelled', 'returned']), ownStore)),
        ctx.db
          .select({ revenue: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)` })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(inArray(payments.status, ['paid', 'refunded']), gte(payments.paidAt, since), ownStore)),
      ]).then(([[placed], [money]]) => ({ orders: Number(placed?.n ?? 0), revenue: Number(money?.revenue ?? 0) }))
    : null;
  const held = sql<number>`coalesce((select sum(${storeStock.quantity}) from ${storeStock} where ${storeStock.goodId} = ${goods.id}), 0)`;
  const awaited =
    mayOpen(actor.role, 'catalog') || mayOpen(actor.role, 'customers')
      ? await ctx.db
          .select({ goodId: goods.id, title: goods.titleUa, waiting: count() })
          .from(waitlist)
          .innerJoin(goods, eq(goods.id, waitlist.goodId))
          .where(and(isNull(waitlist.notifiedAt), sql`${held} = 0`))
          .groupBy(goods.id, goods.titleUa)
          .orderBy(sql`count(*) desc`, goods.id)
          .limit(10)
          .then((rows) => rows.map((r) => ({ ...r, waiting: Number(r.waiting) })))
      : null;
  return { ...waiting, today, awaited };
}
