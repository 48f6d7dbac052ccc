import { createRoute, z } from '@hono/zod-openapi';
import { billLineTitle, orderBill, orderFeeLines } from '#core/checkout';
import { defaultPerPage, getOrder, listOrders, listOrdersInput, type OrderView, orderStatusTitles } from '#core/orders';
import { paymentStatusTitles } from '#core/payments';
import { trackingTitle } from '#core/shipments';
import { requireUser } from './auth';
import { deliveryFeeJson, insuranceJson } from './fee-lines';
import { apiError, createRouter, ok, okResponse } from './http';
import { toUah } from './money';
import { type OrderJson, order, ordersPage } from './orders.schemas';

/** The signed-in shopper's orders (SPEC §3 "orders (with pagination total)", §7 GET /site/users/orders). */
export const ordersApi = createRouter();

/** An order as the API shows it: amounts in UAH (ADR 0032), texts ru (`title`) + `title_ua` (ADR 0002, 0023). */
export function orderBody(o: OrderView): OrderJson {
  const lines = orderFeeLines(o);
  const sale = o.lines.reduce((s, l) => s + Math.max(0, (l.oldPrice ?? l.price) - l.price) * l.quantity, 0);
  return {
    id: o.id,
    status: o.status,
    status_title: orderStatusTitles[o.status].ru,
    status_title_ua: orderStatusTitles[o.status].ua,
    payment_status: o.paymentStatus,
    payment_status_title: paymentStatusTitles[o.paymentStatus].ru,
    payment_status_title_ua: paymentStatusTitles[o.paymentStatus].ua,
    paid_at: o.paidAt?.toISOString() ?? null,
    payment_due_at: o.paymentDueAt?.toISOString() ?? null,
    payment_parts: o.paymentParts,
    created_at: o.createdAt.toISOString(),
    town: { code: o.townCode, title: o.town?.titleRu ?? null, title_ua: o.town?.titleUa ?? null },
    delivery: { id: o.deliveryMethodId, title: o.delivery.titleRu, title_ua: o.delivery.titleUa },
    payment: { id: o.paymentMethodId, title: o.payment.titleRu, title_ua: o.payment.titleUa },
    department: o.storeId !== null ? String(o.storeId) : o.departmentCode,
    shop_id: o.storeId,
    address: o.deliveryAddress,
    user: { phone: o.phone, first_name: o.firstName, last_name: o.lastName, second_name: o.secondName, email: o.email },
    other_recipient: o.recipientFirstName
      ? {
          recipient_first_name: o.recipientFirstName,
          recipient_last_name: o.recipientLastName,
          recipient_second_name: o.recipientSecondName,
          recipient_phone: o.recipientPhone,
        }
      : null,
    call_back: o.noCallBack ? 1 : 0,
    comment: o.comment,
    cart: o.lines.map((l) => ({
      id: l.goodId,
      ext_id: l.extId,
      title: l.titleRu,
      title_ua: l.titleUa,
      price: toUah(l.price),
      old_price: toUah(l.oldPrice),
      quantity: l.quantity,
      sum: toUah(l.price * l.quantity),
      discount: toUah(l.discount),
    })),
    goods_price: toUah(o.goodsPrice),
    goods_price_discount: toUah(o.goodsPrice - sale),
    goods_price_discount_value: toUah(sale),
    discount: toUah(o.goodsDiscount - sale),
    discount_percent: o.loyaltyPercent,
    promocode: o.promoCode,
    promocode_discount: toUah(o.promoDiscount),
    certificate: o.certificateNumber ? { number: o.certificateNumber, amount: toUah(o.certificateAmount) } : null,
    fee: {
      deliveryCost: toUah(o.deliveryCost),
      paymentCommission: toUah(o.paymentCommission),
      shippingContainer: toUah(o.shippingContainer),
    },
    delivery_fee: deliveryFeeJson(lines.deliveryFee),
    insurance: lines.insurance && insuranceJson(lines.insurance),
    price: toUah(o.total),
    lines: orderBill(o).lines.map((l) => ({
      type: l.kind,
      title: billLineTitle(l, 'ru'),
      title_ua: billLineTitle(l, 'ua'),
      amount: toUah(l.amount),
      id: l.kind === 'good' ? l.goodId : null,
      quantity: l.kind === 'good' ? l.quantity : null,
    })),
    history: o.history.map((h) => ({
      status: h.status,
      title: orderStatusTitles[h.status].ru,
      title_ua: orderStatusTitles[h.status].ua,
      note: h.note,
      created_at: h.createdAt.toISOString(),
    })),
    tracking_number: o.tracking?.number ?? null,
    tracking_status: o.tracking?.state ?? null,
    tracking_status_title: o.tracking ? trackingTitle(o.tracking, 'ru') : null,
    tracking_status_title_ua: o.tracking ? trackingTitle(o.tracking, 'ua') : null,
    waybills: o.waybills.map((w) => ({
      number: w.number,
      status: w.state,
      status_title: trackingTitle(w, 'ru'),
      status_title_ua: trackingTitle(w, 'ua'),
    })),
    ...receiptJson(o.receipts),
  };
}

/** The latest sale receipt's link and state (a retried payment has one per paid attempt). */
function receiptJson(receipts: OrderView['receipts']) {
  const sale = receipts.filter((r) => r.kind === 'sell').at(-1);
  return { receipt_url: sale?.status === 'done' ? sale.url : null, receipt_status: sale?.status ?? null };
}

ordersApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/users/orders',
    tags: ['orders'],
    summary: "The signed-in shopper's orders, newest first, with the pagination total",
    middleware: [requireUser] as const,
    request: { query: listOrdersInput },
    responses: {
      200: okResponse('`data`: { orders, total, page, per_page }; money in UAH', ordersPage),
      400: { description: 'Bad paging' },
      401: { description: 'Not signed in' },
    },
  }),
  async (c) => {
    const q = c.req.valid('query');
    const page = await listOrders(c.get('ctx'), { page: q.page ?? 1, perPage: q.per_page ?? defaultPerPage });
    return ok(c, { orders: page.orders.map(orderBody), total: page.total, page: page.page, per_page: page.perPage });
  },
);

ordersApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/users/orders/{id}',
    tags: ['orders'],
    summary: 'One order with its lines and status history (designed; only its owner, others get 404)',
    middleware: [requireUser] as const,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[1-9]\d{0,8}$/)
          .transform(Number)
          .openapi({ param: { name: 'id', in: 'path' }, type: 'string', example: '1' }),
      }),
    },
    responses: {
      200: okResponse('`data`: the order; money in UAH', order),
      400: { description: 'Bad id' },
      401: { description: 'Not signed in' },
      404: { description: 'No such order of this shopper' },
    },
  }),
  async (c) => {
    const order = await getOrder(c.get('ctx'), c.req.valid('param').id);
    if (!order) return apiError(c, 404, 'order_not_found');
    return ok(c, orderBody(order));
  },
);
