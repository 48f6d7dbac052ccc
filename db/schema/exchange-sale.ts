import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * What 1C already has of each order (ADR 0103). `exported_hash` is the fingerprint of the
 * order's CommerceML document as 1C last confirmed it (`mode=success`); an order without a row, or
 * whose fingerprint differs now, is new or changed and goes in the next `mode=query`. The pending
 * columns hold what the last query of an exchange session sent, so `success` marks exactly that —
 * an order changed after the query keeps its old hash and is sent again.
 */
export const orderExports = pgTable(
  'order_exports',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    exportedHash: text('exported_hash'),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /** The fingerprint sent by the session's last query, until 1C answers `success`. */
    pendingHash: text('pending_hash'),
    /** The exchange session that query belonged to (an opaque key from the endpoint). */
    pendingSession: text('pending_session'),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
  },
  (t) => [index('order_exports_pending_idx').on(t.pendingSession)],
);
