import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staff } from './staff';

/** Where a waybill is: the carrier's status mapped to ours; `created` until it moves. */
export type ShipmentState = 'created' | 'in_transit' | 'arrived' | 'delivered' | 'returned' | 'unknown';

/**
 * A carrier's waybill for an order (ADR 0105): the number shoppers track (ТТН / ШКІ),
 * the carrier's own id, what it charges (kopiyky) and the last tracked status. Open ones
 * (not delivered or returned) are tracked hourly.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** CarrierCode of core/carriers (`nova_poshta`, `ukrposhta`, `meest`). */
    carrier: text().notNull(),
    number: text().notNull(),
    ref: text().notNull(),
    cost: bigint({ mode: 'number' }),
    state: text().$type<ShipmentState>().notNull().default('created'),
    /** The carrier's status code and titles as last tracked. */
    statusCode: text('status_code'),
    statusUa: text('status_ua'),
    statusRu: text('status_ru'),
    /** True when a demo carrier made it: nothing left the machine. */
    demo: boolean().notNull().default(false),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    /**
     * Which of the order's parcels (1-based, as packed) this waybill carries: several
     * as one waybill's seats, or one each when the carrier takes one seat per waybill. Null = the
     * whole order (waybills made before parcels).
     */
    parcelNos: integer('parcel_nos').array(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId), index('shipments_open_idx').on(t.state, t.trackedAt)],
);

/** One parcel as the back office packed it: goods by id, how many of each. */
export type PackedItems = { goodId: number; quantity: number }[];

/**
 * How an order's goods are split into parcels before its waybills (ADR 0117): saved when
 * staff re-pack by hand; without a row the order ships as `packParcels` proposes. Read only while
 * it still covers the order's lines exactly (an edit of the lines falls back to the proposal).
 */
export const orderPackings = pgTable('order_packings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  parcels: jsonb().$type<PackedItems[]>().notNull(),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
