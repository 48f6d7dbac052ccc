import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { outboxSmsGateway, type SmsGateway } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { orders } from '#db/schema';
import { changeOrderStatusByShop } from './change-order-status';
import { pickupReminderMs } from './pickup-hold';
import { pickupExpiredNote, pickupReminderSms } from './pickup-texts';
import { orderLocale } from './status-texts';

export type PickupHoldsReport = { reminded: number; expired: number };

/**
 * The hold's timer job (SPEC §9 "pickup orders held 3 days", ADR 0120), run every few minutes by
 * server/boot.ts: a day before the hold ends the shopper gets one reminder with the deadline (Kyiv
 * time); once it has ended the order is cancelled by the shop with a note, which lets its stock go
 * and writes the audit row. Each order in its own transaction, the row locked and read again, so a
 * hand-over at the same moment wins or loses whole.
 */
export async function runPickupHolds(
  ctx: Ctx,
  sms: SmsGateway = outboxSmsGateway,
  limit = 100,
): Promise<PickupHoldsReport> {
  const report: PickupHoldsReport = { reminded: 0, expired: 0 };
  const ready = eq(orders.status, 'ready_for_pickup');
  const dueReminders = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ready,
        isNull(orders.holdRemindedAt),
        gt(orders.holdUntil, ctx.now),
        lte(orders.holdUntil, new Date(ctx.now.getTime() + pickupReminderMs)),
      ),
    )
    .orderBy(asc(orders.holdUntil))
    .limit(limit);
  for (const { id } of dueReminders) {
    const sent = await ctx.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (order?.status !== 'ready_for_pickup' || order.holdRemindedAt || !order.holdUntil) return false;
      if (order.holdUntil <= ctx.now) return false;
      await tx.update(orders).set({ holdRemindedAt: ctx.now }).where(eq(orders.id, id));
      const text = pickupReminderSms(order.id, orderLocale(order.locale), order.holdUntil);
      await sms.send({ ...ctx, db: tx }, order.phone, text, 'order_status');
      return true;
    });
    if (sent) report.reminded++;
  }
  const expired = await ctx.db
    .select({ id: orders.id, locale: orders.locale })
    .from(orders)
    .where(and(ready, lte(orders.holdUntil, ctx.now)))
    .orderBy(asc(orders.holdUntil))
    .limit(limit);
  for (const { id, locale } of expired) {
    // The move re-reads the locked row: an order handed over meanwhile may no longer be cancelled.
    const result = await changeOrderStatusByShop(
      ctx,
      { orderId: id, status: 'cancelled', note: pickupExpiredNote(orderLocale(locale)) },
      sms,
    );
    if (result.ok) report.expired++;
  }
  return report;
}
