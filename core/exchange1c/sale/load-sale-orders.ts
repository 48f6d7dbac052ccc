import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import {
  deliveryMethods,
  departments,
  goods,
  type OrderPaymentStatus,
  type OrderStatus,
  orderLines,
  orders,
  paymentMethods,
  payments,
  stores,
  towns,
} from '#db/schema';

export type SaleOrderLine = {
  /** The good's id in 1C (its Ид in import.xml), else our ext_id. */
  exchangeId: string;
  article: string;
  title: string;
  price: number;
  quantity: number;
  /** Kopiyky off the line's price × quantity (club or percent promo discount). */
  discount: number;
};

/** Everything an order's CommerceML document says, read once (kopiyky, UAH). */
export type SaleOrder = {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paidAt: Date | null;
  /** The paid attempt's reference (what the bank knows it by). */
  paymentReference: string | null;
  userId: number | null;
  customer: { firstName: string; lastName: string; secondName: string | null; phone: string; email: string | null };
  recipient: { firstName: string; lastName: string; secondName: string | null; phone: string | null } | null;
  comment: string;
  delivery: { code: string; title: string; kind: string; town: string; place: string | null; cost: number };
  payment: { code: string; title: string };
  lines: SaleOrderLine[];
  goodsPrice: number;
  goodsDiscount: number;
  promoCode: string | null;
  promoDiscount: number;
  certificateNumber: string | null;
  certificateAmount: number;
  paymentCommission: number;
  shippingContainer: number;
  /** Kopiyky waived so that Nova Poshta collects whole hryvnias (ADR 0114). */
  rounding: number;
  total: number;
};

/** Loads the orders' documents' data in id order (ADR 0103); missing ids are skipped. */
export async function loadSaleOrders(ctx: Ctx, ids: readonly number[]): Promise<SaleOrder[]> {
  if (!ids.length) return [];
  const heads = await ctx.db
    .select({
      order: orders,
      deliveryCode: deliveryMethods.code,
      deliveryTitle: deliveryMethods.titleUa,
      deliveryKind: deliveryMethods.kind,
      paymentCode: paymentMethods.code,
      paymentTitle: paymentMethods.titleUa,
      town: towns.titleUa,
      storeTitle: stores.titleUa,
      storeAddress: stores.addressUa,
      department: departments.titleUa,
    })
    .from(orders)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .leftJoin(towns, eq(towns.code, orders.townCode))
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(
      departments,
      and(
        eq(departments.deliveryMethodId, orders.deliveryMethodId),
        eq(departments.townCode, orders.townCode),
        eq(departments.code, orders.departmentCode),
      ),
    )
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id));
  const lines = await ctx.db
    // The good's 1C id (its Ид, ADR 0102) when 1C brought it, else our code.
    .select({ line: orderLines, goodExtId: sql<string | null>`coalesce(${goods.exchangeId}, ${goods.extId})` })
    .from(orderLines)
    .leftJoin(goods, eq(goods.id, orderLines.goodId))
    .where(inArray(orderLines.orderId, [...ids]))
    .orderBy(asc(orderLines.id));
  const paid = await ctx.db
    .select({ orderId: payments.orderId, reference: payments.reference })
    .from(payments)
    .where(and(inArray(payments.orderId, [...ids]), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(desc(payments.paidAt));
  const referenceOf = new Map<number, string>();
  for (const p of paid) if (!referenceOf.has(p.orderId)) referenceOf.set(p.orderId, p.reference);
  return heads.map((h) => {
    const o = h.order;
    const place =
      h.storeTitle !== null
        ? `${h.storeTitle}, ${h.storeAddress}`
        : (h.department ?? o.departmentCode ?? o.deliveryAddress ?? null);
    return {
      id: o.id,
      createdAt: o.createdAt,
      status: o.status,
      paymentStatus: o.paymentStatus,
      paidAt: o.paidAt,
      paymentReference: referenceOf.get(o.id) ?? null,
      userId: o.userId,
      customer: {
        firstName: o.firstName,
        lastName: o.lastName,
        secondName: o.secondName,
        phone: o.phone,
        email: o.email,
      },
      recipient:
        o.recipientFirstName || o.recipientLastName
          ? {
              firstName: o.recipientFirstName ?? '',
              lastName: o.recipientLastName ?? '',
              secondName: o.recipientSecondName,
              phone: o.recipientPhone,
            }
          : null,
      comment: o.comment,
      delivery: {
        code: h.deliveryCode,
        title: h.deliveryTitle,
        kind: h.deliveryKind,
        town: h.town ?? o.townCode,
        place,
        cost: o.deliveryCost,
      },
      payment: { code: h.paymentCode, title: h.paymentTitle },
      lines: lines
        .filter((l) => l.line.orderId === o.id)
        .map((l) => ({
          exchangeId: l.goodExtId ?? l.line.extId,
          article: l.line.extId,
          title: l.line.titleUa,
          price: l.line.price,
          quantity: l.line.quantity,
          discount: l.line.discount,
        })),
      goodsPrice: o.goodsPrice,
      goodsDiscount: o.goodsDiscount,
      promoCode: o.promoCode,
      promoDiscount: o.promoDiscount,
      certificateNumber: o.certificateNumber,
      certificateAmount: o.certificateAmount,
      paymentCommission: o.paymentCommission,
      shippingContainer: o.shippingContainer,
      rounding: o.rounding,
      total: o.total,
    };
  });
}
