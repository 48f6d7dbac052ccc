import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import {
  type Carrier,
  deliveryMethods,
  deliveryPayments,
  type MethodField,
  paymentMethods,
  stores,
  towns,
} from '#db/schema';
import { paymentForDelivery } from './payment-titles';

export type PaymentCode = (typeof paymentMethods.$inferSelect)['code'];
export type PaymentView = {
  id: number;
  code: PaymentCode;
  titleUa: string;
  titleRu: string;
  messageUa: string;
  messageRu: string;
  fields: MethodField[];
};
export type DeliveryView = Omit<PaymentView, 'code'> & {
  code: string;
  carrier: Carrier;
  kind: 'department' | 'courier' | 'pickup';
  payments: PaymentView[];
};
export type TownView = { code: string; titleUa: string; titleRu: string };

export async function findTown(ctx: Ctx, code: string): Promise<TownView | null> {
  const [town] = await ctx.db
    .select({ code: towns.code, titleUa: towns.titleUa, titleRu: towns.titleRu })
    .from(towns)
    .where(eq(towns.code, code));
  return town ?? null;
}

/**
 * Delivery methods offered in a town with the payments each accepts, in display order: methods
 * for every town (town_code null) or this town; store pickup only where the town has a store.
 * Read fresh (never cached): checkout decisions rely on it.
 */
export async function offeredMethods(ctx: Ctx, townCode: string): Promise<DeliveryView[]> {
  const [methods, storeRows] = await Promise.all([
    ctx.db
      .select()
      .from(deliveryMethods)
      .where(
        and(
          eq(deliveryMethods.isActive, true),
          or(isNull(deliveryMethods.townCode), eq(deliveryMethods.townCode, townCode)),
        ),
      )
      .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id)),
    ctx.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.townCode, townCode), eq(stores.isActive, true)))
      .limit(1),
  ]);
  const offered = methods.filter((m) => m.kind !== 'pickup' || storeRows.length > 0);
  if (!offered.length) return [];
  const links = await ctx.db
    .select({ deliveryMethodId: deliveryPayments.deliveryMethodId, payment: paymentMethods })
    .from(deliveryPayments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, deliveryPayments.paymentMethodId))
    .where(
      and(
        inArray(
          deliveryPayments.deliveryMethodId,
          offered.map((m) => m.id),
        ),
        eq(paymentMethods.isActive, true),
      ),
    )
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return offered.map((m) => ({
    id: m.id,
    code: m.code,
    carrier: m.carrier,
    kind: m.kind,
    titleUa: m.titleUa,
    titleRu: m.titleRu,
    messageUa: m.messageUa,
    messageRu: m.messageRu,
    fields: m.fields,
    payments: links
      .filter((l) => l.deliveryMethodId === m.id)
      .map(({ payment: p }) =>
        paymentForDelivery(
          {
            id: p.id,
            code: p.code,
            titleUa: p.titleUa,
            titleRu: p.titleRu,
            messageUa: p.messageUa,
            messageRu: p.messageRu,
            fields: p.fields,
          },
          m,
        ),
      ),
  }));
}
