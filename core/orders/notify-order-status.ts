import { outboxSmsGateway, queueEmail, type SmsGateway } from '#core/accounts';
import type { Ctx } from '#core/shared';
import type { OrderStatus } from '#db/schema';
import { pickupReadySms } from './pickup-texts';
import { linesChangedTexts, orderLocale, statusEmail, statusSms } from './status-texts';

type Notified = { id: number; phone: string; email: string | null; firstName: string; total: number; locale: string };

/**
 * Tells the shopper their order moved, with the manager's note for them (a waybill
 * number…): an SMS to the order's phone and, where the order has one, an e-mail — both written to their outboxes in the caller's transaction, in the order's
 * language, so the message exists exactly when the change does. A pickup made ready carries its
 * code and deadline (ADR 0120) in the SMS only, wiped from the outbox when the hold ends.
 */
export async function notifyOrderStatus(
  ctx: Ctx,
  order: Notified,
  status: OrderStatus,
  note: string | null,
  sms: SmsGateway = outboxSmsGateway,
  pickup: { code: string; holdUntil: Date } | null = null,
): Promise<void> {
  const locale = orderLocale(order.locale);
  if (pickup)
    await sms.send(
      ctx,
      order.phone,
      pickupReadySms(order.id, locale, pickup.code, pickup.holdUntil, note),
      'order_status',
      {
        wipeAt: pickup.holdUntil,
      },
    );
  else await sms.send(ctx, order.phone, statusSms(status, order.id, locale, note), 'order_status');
  if (order.email)
    await queueEmail(ctx, { to: order.email, ...statusEmail(order, status, locale, note), purpose: 'order_status' });
}

/** Tells the shopper a manager changed their new order's lines, with the new total. */
export async function notifyOrderLinesChanged(
  ctx: Ctx,
  order: Notified,
  sms: SmsGateway = outboxSmsGateway,
): Promise<void> {
  const texts = linesChangedTexts(order, orderLocale(order.locale));
  await sms.send(ctx, order.phone, texts.sms, 'order_status');
  if (order.email) await queueEmail(ctx, { to: order.email, ...texts.email, purpose: 'order_status' });
}
