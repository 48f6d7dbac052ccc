import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog';
import { stores } from './stores';

/**
 * 1C's warehouses (Склады of offers.xml, ADR 0102) as the exchange met them, each mapped
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

/**
 * The pictures 1C last sent for a good (Картинка paths in the upload) and the originals the
 * exchange made of them, so the same files again change nothing and new ones replace only 1C's.
 */
export const exchangeGoodPictures = pgTable('exchange_good_pictures', {
  goodId: integer('good_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  sources: text().notNull(),
  images: jsonb().$type<string[]>().notNull().default([]),
});
