import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staff } from './staff';

/** Where a waybill is (issue 21): the carrier's status mapped to ours; `created` until it moves. */
export type ShipmentState = 'created' | 'in_transit' | 'arrived' | 'delivered' | 'returned' | 'unknown';

/**
 * A carrier's waybill for an order (issue 21, ADR 0105): the number shoppers track (ТТН / ШКІ),
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
  },
  (t) => [index('shipments_order_idx').on(t.orderId), index('shipments_open_idx').on(t.state, t.trackedAt)],
);
