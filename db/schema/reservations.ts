import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog';
import { orders } from './orders';
import { stores } from './stores';

/**
 * What an open order holds (ADR 0120): one row per order line per store it is taken from. A
 * counted row is part of `store_stock.reserved`; a row 1C has folded into its free rests
 * (`in_rests`, EXCHANGE_1C_RESTS=free) stays until the order ends but no longer counts, so an
 * order is never subtracted twice. Cancelling deletes the rows; delivering turns them into a sale.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** 1C's rests already leave this order out (its free rest): the row no longer counts. */
    inRests: boolean('in_rests').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.goodId, t.storeId] }),
    index('stock_reservations_stock_idx').on(t.goodId, t.storeId),
    index('stock_reservations_store_idx').on(t.storeId, t.createdAt),
  ],
);
