import { eq } from 'drizzle-orm';
import { outboxSmsGateway, type SmsGateway } from '#core/accounts';
import { type Ctx, decimalUah } from '#core/shared';
import { orders } from '#db/schema';

const texts = {
  ua: (id: number, total: string) => `Poplavok: замовлення №${id} прийнято, до сплати ${total} грн. Дякуємо!`,
  ru: (id: number, total: string) => `Poplavok: заказ №${id} принят, к оплате ${total} грн. Спасибо!`,
};

/** Queues the order confirmation SMS (SPEC §8) in the outbox, in the order's language. */
export async function notifyOrderPlaced(ctx: Ctx, orderId: number, sms: SmsGateway = outboxSmsGateway): Promise<void> {
  const [order] = await ctx.db
    .select({ id: orders.id, phone: orders.phone, total: orders.total, locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const text = (order.locale === 'ru' ? texts.ru : texts.ua)(order.id, decimalUah(order.total));
  await sms.send(ctx, order.phone, text, 'order_placed');
}
