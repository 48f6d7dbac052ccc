import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * 1C's warehouses (Склады of offers.xml, issue 21, ADR 0102) as the exchange met them, each mapped
 * to one of the chain's stores in the back office. Stock of a warehouse not mapped yet is ignored.
 */
export const exchangeWarehouses = pgTable('exchange_warehouses', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** 1C's Ид of the warehouse. */
  exchangeId: text('exchange_id').notNull().unique(),
  name: text().notNull(),
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
