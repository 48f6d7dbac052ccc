import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { goods } from './catalog';
import { deliveryMethods, paymentMethods } from './checkout';
import { staff } from './staff';

/**
 * An order's status (ADR 0091): new → confirmed → packed → shipped → delivered, a pickup
 * packed → ready_for_pickup → delivered; cancelled, returned. `completed` is the old name of
 * delivered, kept for orders stored before the back office (a text column: no migration).
 */
export type OrderStatus =
  | 'new'
  | 'confirmed'
  | 'packed'
  | 'shipped'
  | 'ready_for_pickup'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'returned';

/**
 * An order's payment state: `on_delivery` cash or cash on delivery, collected at the
 * door; `unpaid` waiting for a card, an instalment bank or a transfer (a declined card leaves it
 * so: the shopper may retry); `paid` exactly its current total received; `underpaid` less than its
 * total (an attempt for an older total); `refund_due` money the shop must give back (the
 * order was cancelled, or more than its total came in); `refunded` all of it back;
 * `expired` nobody paid in time. A text column: new values need no migration (ADR 0108).
 */
export type OrderPaymentStatus =
  | 'on_delivery'
  | 'unpaid'
  | 'paid'
  | 'underpaid'
  | 'refund_due'
  | 'refunded'
  | 'expired';

/** The payment method's answers kept with the order. */
export type OrderPaymentDetails = { bank?: 'privat' | 'mono'; company?: string; edrpou?: string };

/** A placed order with a snapshot of every amount (kopiyky) as checked at submission. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Client-supplied key: the same key twice makes one order. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Who placed it (`user:<id>`, `guest:<session hash>` or `guest`) and a hash of the request: a replay must match both (ADR 0034). */
    idempotencyScope: text('idempotency_scope'),
    requestHash: text('request_hash'),
    status: text().$type<OrderStatus>().notNull().default('new'),
    locale: text().notNull().default('ua'),
    townCode: text('town_code').notNull(),
    deliveryMethodId: integer('delivery_method_id')
      .notNull()
      .references(() => deliveryMethods.id),
    departmentCode: text('department_code'),
    storeId: integer('store_id'),
    deliveryAddress: text('delivery_address'),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    phone: text().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    secondName: text('second_name'),
    email: text(),
    recipientFirstName: text('recipient_first_name'),
    recipientLastName: text('recipient_last_name'),
    recipientSecondName: text('recipient_second_name'),
    recipientPhone: text('recipient_phone'),
    /** SPEC §3 call_back: true = no confirmation call needed. */
    noCallBack: boolean('no_call_back').notNull().default(false),
    comment: text().notNull().default(''),
    goodsPrice: bigint('goods_price', { mode: 'number' }).notNull(),
    goodsDiscount: bigint('goods_discount', { mode: 'number' }).notNull().default(0),
    loyaltyPercent: integer('loyalty_percent').notNull().default(0),
    promoCode: text('promo_code'),
    promoDiscount: bigint('promo_discount', { mode: 'number' }).notNull().default(0),
    certificateNumber: text('certificate_number'),
    certificateAmount: bigint('certificate_amount', { mode: 'number' }).notNull().default(0),
    deliveryCost: bigint('delivery_cost', { mode: 'number' }).notNull().default(0),
    paymentCommission: bigint('payment_commission', { mode: 'number' }).notNull().default(0),
    shippingContainer: bigint('shipping_container', { mode: 'number' }).notNull().default(0),
    /**
     * Kopiyky the shop waived so that a carrier taking whole hryvnias only collects a whole sum
     * (Nova Poshta cash on delivery, ADR 0114): 0–99, a discount line "Заокруглення".
     */
    rounding: bigint({ mode: 'number' }).notNull().default(0),
    total: bigint({ mode: 'number' }).notNull(),
    /** How far it is paid (ADR 0096); kept in step with its `payments` by core/payments. */
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull().default('unpaid'),
    /** Who is to collect it, fixed when placed (the configured card acquirer, the instalment bank, `invoice`); null: paid on receipt. */
    paymentProvider: text('payment_provider'),
    /** Instalments: the number of payments the shopper chose. */
    paymentParts: integer('payment_parts'),
    /** What the payment method's fields asked for: the instalment bank, a company's name and EDRPOU for its invoice. */
    paymentDetails: jsonb('payment_details').$type<OrderPaymentDetails>().notNull().default({}),
    /** A bank-transfer order is held until then (3 working days, SPEC §9), then cancelled unless paid. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Click & collect (ADR 0120): the HMAC of the pickup code the shopper got by SMS when the store
     * marked the order ready, when that was, until when the store holds it (3 days, SPEC §9) and
     * when the reminder went out.
     */
    pickupCodeHash: text('pickup_code_hash'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    holdRemindedAt: timestamp('hold_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_pickup_code_idx').on(t.storeId, t.pickupCodeHash),
    index('orders_hold_until_idx').on(t.holdUntil),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The back office's list, a keyset page at a time (ADR 0124): newest first, by status, a
    // store's own, by phone; the sortable columns end with the id, as the keyset compares them.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('orders_total_idx').on(t.total, t.id),
    index('orders_customer_idx').on(t.lastName, t.firstName, t.id),
    index('orders_phone_idx').on(t.phone),
    // The search by a part of a customer's or recipient's name or by a phone's last digits (ADR 0128).
    index('orders_names_trgm_idx').using('gin', sql`${orderNamesSql(t)} gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

/**
 * An order's customer and recipient names in one text, space-separated: a word (no spaces) is a
 * part of one of them exactly when it is a part of this. The back office's search and its
 * trigram index use this one expression (ADR 0128).
 */
export function orderNamesSql(t: {
  lastName: AnyPgColumn;
  firstName: AnyPgColumn;
  recipientLastName: AnyPgColumn;
  recipientFirstName: AnyPgColumn;
}): SQL {
  return sql`(${t.lastName} || ' ' || ${t.firstName} || ' ' || coalesce(${t.recipientLastName}, '') || ' ' || coalesce(${t.recipientFirstName}, ''))`;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id),
    extId: text('ext_id').notNull(),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    quantity: integer().notNull(),
    discount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().$type<OrderStatus>().notNull(),
    note: text(),
    /** Who moved it: a staff member, or null for the shop itself (checkout, a payment). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** One row per customer key (`user:<id>`, `phone:<+380…>`) per once-per-customer promo code: the unique key makes a second use fail even in a race (ADR 0033). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: text().notNull(),
    customerKey: text('customer_key').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.code, t.customerKey] })],
);

export type QuickOrderLine = { goodId: number; quantity: number; price: number };

/**
 * One-click purchases (SPEC §1, ADR 0050): a phone and the goods at their price then; a manager
 * calls back, confirms and enters the full order. Kept apart from `orders`, which need delivery
 * and payment.
 */
export const quickOrders = pgTable(
  'quick_orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text().notNull(),
    lines: jsonb().$type<QuickOrderLine[]>().notNull(),
    total: integer().notNull(),
    locale: text().notNull().default('ua'),
    /** The calls queue: new → in_progress → done; confirmed / cancelled from before. */
    status: text().$type<'new' | 'in_progress' | 'done' | 'confirmed' | 'cancelled'>().notNull().default('new'),
    note: text().notNull().default(''),
    handledBy: integer('handled_by').references(() => staff.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The full order a manager made of it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quick_orders_created_idx').on(t.createdAt)],
);
