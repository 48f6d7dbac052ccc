import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paymentForDelivery } from '#core/checkout';
import type { Ctx } from '#core/shared';
import {
  type Carrier,
  deliveryMethods,
  departments,
  type FiscalReceiptStatus,
  fiscalReceipts,
  type OrderStatus,
  orderLines,
  orderStatusHistory,
  orders,
  paymentMethods,
  type ShipmentState,
  shipments,
  stores,
  towns,
  type WeekHours,
} from '#db/schema';

export type OrderLineView = {
  goodId: number;
  extId: string;
  titleUa: string;
  titleRu: string;
  price: number;
  oldPrice: number | null;
  quantity: number;
  discount: number;
};
export type OrderView = Omit<typeof orders.$inferSelect, 'pickupCodeHash'> & {
  town: { titleUa: string; titleRu: string } | null;
  delivery: { titleUa: string; titleRu: string; kind: 'department' | 'courier' | 'pickup'; carrier: Carrier };
  payment: { code: string; titleUa: string; titleRu: string };
  lines: OrderLineView[];
  /** Store pickup: where, with its hours (the success page and profile name it). */
  pickupStore: PickupStoreView | null;
  /** The carrier's point by its title, when the directory still has it. */
  point: { titleUa: string; titleRu: string } | null;
  history: { status: OrderStatus; note: string | null; createdAt: Date }[];
  /** Fiscal receipts of its payments: a sale per paid attempt, a return per refund, oldest first. */
  receipts: OrderReceiptView[];
  /** The carrier's waybill once the back office made it (ADR 0105), its last tracked status. */
  tracking: OrderTrackingView | null;
  /** Every waybill of the order, oldest first: an order of several parcels may have several (ADR 0117). */
  waybills: OrderTrackingView[];
};

export type PickupStoreView = {
  id: number;
  /** Its page: /shops/{townSlug}/{slug}. */
  slug: string;
  townSlug: string;
  titleUa: string;
  titleRu: string;
  addressUa: string;
  addressRu: string;
  phone: string;
  hours: WeekHours;
};

export type OrderTrackingView = {
  carrier: string;
  number: string;
  state: ShipmentState;
  statusUa: string | null;
  statusRu: string | null;
  /** The carrier's last status code (Nova Poshta's titles by code, tracking-titles.ts). */
  statusCode: string | null;
  demo: boolean;
};

export type OrderReceiptView = {
  id: number;
  kind: 'sell' | 'return';
  status: FiscalReceiptStatus;
  url: string | null;
  fiscalCode: string | null;
};

/** The pickup store's town (its page's path), apart from the order's own town. */
const storeTowns = alias(towns, 'store_towns');

/** Orders with their lines, titles and status history, in the given order of ids. */
export async function loadOrders(ctx: Ctx, ids: number[]): Promise<OrderView[]> {
  if (!ids.length) return [];
  const [rows, lines, history, receipts, waybills] = await Promise.all([
    ctx.db
      .select({
        order: orders,
        townUa: towns.titleUa,
        townRu: towns.titleRu,
        deliveryUa: deliveryMethods.titleUa,
        deliveryRu: deliveryMethods.titleRu,
        paymentUa: paymentMethods.titleUa,
        paymentRu: paymentMethods.titleRu,
        paymentCode: paymentMethods.code,
        paymentMessageUa: paymentMethods.messageUa,
        paymentMessageRu: paymentMethods.messageRu,
        deliveryKind: deliveryMethods.kind,
        carrier: deliveryMethods.carrier,
        store: {
          id: stores.id,
          slug: stores.slug,
          titleUa: stores.titleUa,
          titleRu: stores.titleRu,
          addressUa: stores.addressUa,
          addressRu: stores.addressRu,
          phone: stores.phone,
          hours: stores.hours,
        },
        storeTownSlug: storeTowns.slug,
        pointUa: departments.titleUa,
        pointRu: departments.titleRu,
      })
      .from(orders)
      .leftJoin(towns, eq(towns.code, orders.townCode))
      .leftJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(storeTowns, eq(storeTowns.code, stores.townCode))
      .leftJoin(
        departments,
        and(
          eq(departments.deliveryMethodId, orders.deliveryMethodId),
          eq(departments.townCode, orders.townCode),
          eq(departments.code, orders.departmentCode),
        ),
      )
      .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
      .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
      .where(inArray(orders.id, ids)),
    ctx.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    ctx.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    ctx.db
      .select({
        orderId: fiscalReceipts.orderId,
        id: fiscalReceipts.id,
        kind: fiscalReceipts.kind,
        status: fiscalReceipts.status,
        url: fiscalReceipts.url,
        fiscalCode: fiscalReceipts.fiscalCode,
      })
      .from(fiscalReceipts)
      .where(inArray(fiscalReceipts.orderId, ids))
      .orderBy(asc(fiscalReceipts.id)),
    ctx.db
      .select({
        orderId: shipments.orderId,
        carrier: shipments.carrier,
        number: shipments.number,
        state: shipments.state,
        statusUa: shipments.statusUa,
        statusRu: shipments.statusRu,
        statusCode: shipments.statusCode,
        demo: shipments.demo,
      })
      .from(shipments)
      .where(inArray(shipments.orderId, ids))
      .orderBy(asc(shipments.id)),
  ]);
  const tracking = new Map<number, OrderTrackingView[]>();
  for (const { orderId, ...w } of waybills) tracking.set(orderId, [...(tracking.get(orderId) ?? []), w]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        // The pickup code's hash stays in the database: no view carries it (ADR 0120).
        ...withoutCodeHash(r.order),
        town: r.townUa !== null && r.townRu !== null ? { titleUa: r.townUa, titleRu: r.townRu } : null,
        delivery: { titleUa: r.deliveryUa, titleRu: r.deliveryRu, kind: r.deliveryKind, carrier: r.carrier },
        payment: paymentTitles(r),
        pickupStore: r.store && { ...r.store, townSlug: r.storeTownSlug ?? '' },
        point: r.pointUa !== null && r.pointRu !== null ? { titleUa: r.pointUa, titleRu: r.pointRu } : null,
        lines: lines
          .filter((l) => l.orderId === id)
          .map(({ goodId, extId, titleUa, titleRu, price, oldPrice, quantity, discount }) => ({
            goodId,
            extId,
            titleUa,
            titleRu,
            price,
            oldPrice,
            quantity,
            discount,
          })),
        history: history
          .filter((h) => h.orderId === id)
          .map(({ status, note, createdAt }) => ({ status, note, createdAt })),
        receipts: receipts.filter((f) => f.orderId === id).map(({ orderId: _, ...f }) => f),
        tracking: tracking.get(id)?.at(-1) ?? null,
        waybills: tracking.get(id) ?? [],
      },
    ];
  });
}

/** One of the signed-in shopper's orders with lines and status history; others' orders → null. */
export async function getOrder(ctx: Ctx, orderId: number): Promise<OrderView | null> {
  if (!ctx.user) return null;
  const [own] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, ctx.user.id)));
  if (!own) return null;
  const [order] = await loadOrders(ctx, [own.id]);
  return order ?? null;
}

/** The payment's title as it was offered with the order's delivery (ADR 0082). */
function paymentTitles(r: {
  paymentCode: string;
  paymentUa: string;
  paymentRu: string;
  paymentMessageUa: string;
  paymentMessageRu: string;
  deliveryKind: 'department' | 'courier' | 'pickup';
  carrier: Carrier;
}): OrderView['payment'] {
  const { code, titleUa, titleRu } = paymentForDelivery(
    {
      code: r.paymentCode,
      titleUa: r.paymentUa,
      titleRu: r.paymentRu,
      messageUa: r.paymentMessageUa,
      messageRu: r.paymentMessageRu,
    },
    { kind: r.deliveryKind, carrier: r.carrier },
  );
  return { code, titleUa, titleRu };
}

function withoutCodeHash<T extends { pickupCodeHash: string | null }>(order: T): Omit<T, 'pickupCodeHash'> {
  const { pickupCodeHash: _hash, ...rest } = order;
  return rest;
}
