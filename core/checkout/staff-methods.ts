import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { deliveryMethods, paymentMethods, towns } from '#db/schema';

/** Delivery and payment methods with their texts, in checkout's order (area `content`). */
export async function listStaffMethods(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'content');
  const [delivery, payment] = await Promise.all([
    ctx.db
      .select({
        id: deliveryMethods.id,
        code: deliveryMethods.code,
        titleUa: deliveryMethods.titleUa,
        messageUa: deliveryMethods.messageUa,
        isActive: deliveryMethods.isActive,
        town: towns.titleUa,
      })
      .from(deliveryMethods)
      .leftJoin(towns, eq(towns.code, deliveryMethods.townCode))
      .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id)),
    ctx.db
      .select({
        id: paymentMethods.id,
        code: paymentMethods.code,
        titleUa: paymentMethods.titleUa,
        messageUa: paymentMethods.messageUa,
        isActive: paymentMethods.isActive,
      })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
  ]);
  return { delivery, payment };
}

/** One method's texts for its form (area `content`), or null. */
export async function getStaffMethod(ctx: Ctx, actor: StaffView, kind: 'delivery' | 'payment', id: number) {
  requireArea(actor, 'content');
  const table = kind === 'delivery' ? deliveryMethods : paymentMethods;
  const [row] = await ctx.db
    .select({
      id: table.id,
      code: table.code,
      titleUa: table.titleUa,
      titleRu: table.titleRu,
      messageUa: table.messageUa,
      messageRu: table.messageRu,
    })
    .from(table)
    .where(eq(table.id, id));
  return row ? { kind, ...row } : null;
}
