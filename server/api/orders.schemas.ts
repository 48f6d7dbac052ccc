import { z } from '@hono/zod-openapi';
import { orderStatuses, paymentStates } from '#core/orders';
import { uah, uahOrNull } from './money';
import { certificate, deliveryFee, fee, insurance } from './ordernew.schemas';

/** Documented shape of an order (ADR 0023; money in UAH, ADR 0032). */
const id = z.number().int();
const titled = { title: z.string(), title_ua: z.string() };

export const order = z
  .strictObject({
    id,
    /** ADR 0091: new → confirmed → packed → shipped | ready_for_pickup → delivered; cancelled, returned; completed = the old delivered. */
    status: z.enum(orderStatuses),
    /** The status as the shopper reads it: `status_title` ru, `status_title_ua` ua (ADR 0002). */
    status_title: z.string(),
    status_title_ua: z.string(),
    /** On_delivery | unpaid | paid | refunded | expired, with its titles. */
    payment_status: z.enum(paymentStates),
    payment_status_title: z.string(),
    payment_status_title_ua: z.string(),
    paid_at: z.iso.datetime().nullable(),
    /** A bank transfer: the invoice is due then (3 working days, §9). */
    payment_due_at: z.iso.datetime().nullable(),
    /** Instalments: the number of payments. */
    payment_parts: z.number().int().nullable(),
    created_at: z.iso.datetime(),
    town: z.strictObject({ code: z.string(), title: z.string().nullable(), title_ua: z.string().nullable() }),
    delivery: z.strictObject({ id, ...titled }),
    payment: z.strictObject({ id, ...titled }),
    department: z.string().nullable(),
    shop_id: id.nullable(),
    address: z.string().nullable(),
    user: z.strictObject({
      phone: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      second_name: z.string().nullable(),
      email: z.string().nullable(),
    }),
    other_recipient: z
      .strictObject({
        recipient_first_name: z.string().nullable(),
        recipient_last_name: z.string().nullable(),
        recipient_second_name: z.string().nullable(),
        recipient_phone: z.string().nullable(),
      })
      .nullable(),
    call_back: z.union([z.literal(0), z.literal(1)]),
    comment: z.string(),
    cart: z.array(
      z.strictObject({
        id,
        ext_id: z.string(),
        ...titled,
        price: uah('price when ordered'),
        old_price: uahOrNull(),
        quantity: z.number().int(),
        sum: uah(),
        discount: uah(),
      }),
    ),
    goods_price: uah(),
    goods_price_discount: uah(),
    goods_price_discount_value: uah(),
    discount: uah(),
    discount_percent: z.number().int(),
    promocode: z.string().nullable(),
    promocode_discount: uah(),
    certificate,
    fee,
    delivery_fee: deliveryFee.unwrap(),
    insurance,
    price: uah(),
    /**
     * ADR 0114: every line of what the order costs, in order — each good (at its
     * full price), each discount (sale, club, promo, certificate, rounding: negative), delivery and
     * fees — adding up to `price` exactly. `title` ru, `title_ua` ua.
     */
    lines: z.array(
      z.strictObject({
        type: z.enum([
          'good',
          'sale',
          'club',
          'promo',
          'delivery',
          'packaging',
          'commission',
          'certificate',
          'rounding',
        ]),
        ...titled,
        amount: uah('signed: discounts are negative'),
        /** Goods only: the good's id and how many. */
        id: id.nullable(),
        quantity: z.number().int().nullable(),
      }),
    ),
    history: z.array(
      z.strictObject({
        status: z.enum(orderStatuses),
        title: z.string(),
        title_ua: z.string(),
        note: z.string().nullable(),
        created_at: z.iso.datetime(),
      }),
    ),
    /** The carrier's waybill number (ТТН) once the shop made it; null before. */
    tracking_number: z.string().nullable(),
    /** Where the parcel is, as last tracked: created, in_transit, arrived, delivered, returned, unknown. */
    tracking_status: z.enum(['created', 'in_transit', 'arrived', 'delivered', 'returned', 'unknown']).nullable(),
    /** The carrier's last status in Russian / Ukrainian (ours when the carrier gave none). */
    tracking_status_title: z.string().nullable(),
    tracking_status_title_ua: z.string().nullable(),
    /**
     * Every waybill of the order, oldest first (ADR 0117: an order of several parcels may
     * have several); the `tracking_*` fields above are the last of them, as before.
     */
    waybills: z.array(
      z.strictObject({
        number: z.string(),
        status: z.enum(['created', 'in_transit', 'arrived', 'delivered', 'returned', 'unknown']),
        status_title: z.string(),
        status_title_ua: z.string(),
      }),
    ),
    /** The fiscal receipt of its payment: the sale receipt's public link once issued. */
    receipt_url: z.string().nullable(),
    /** pending: being issued (retried while the fiscal service is down); null: no card payment. */
    receipt_status: z.enum(['pending', 'done', 'failed']).nullable(),
  })
  .openapi('Order');
export type OrderJson = z.infer<typeof order>;

export const ordersPage = z.strictObject({
  orders: z.array(order),
  total: z.number().int().openapi({ description: 'number of orders (pagination total)' }),
  page: z.number().int(),
  per_page: z.number().int(),
});
