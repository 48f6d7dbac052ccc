import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { goods } from './catalog';

/** Towns by KOATUU-style code; Kyiv is 8000000000 (SPEC §9). */
export const towns = pgTable('towns', {
  code: text().primaryKey(),
  slug: text().notNull().unique(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  regionUa: text('region_ua').notNull().default(''),
  regionRu: text('region_ru').notNull().default(''),
  lat: doublePrecision().notNull(),
  lng: doublePrecision().notNull(),
  /** Bigger first in pickers and search suggestions. */
  population: integer().notNull().default(0),
});

/** Opening hours per ISO weekday (1 = Monday); null = closed. "HH:MM". */
export type WeekHours = Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', [string, string] | null>;

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
export const stores = pgTable(
  'stores',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    townCode: text('town_code')
      .notNull()
      .references(() => towns.code),
    slug: text().notNull(),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    addressUa: text('address_ua').notNull(),
    addressRu: text('address_ru').notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    phone: text().notNull(),
    hours: jsonb().$type<WeekHours>().notNull(),
    hasServiceCentre: boolean('has_service_centre').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('stores_town_idx').on(t.townCode)],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Availability by store (SPEC §2 product page, §8 "not in chosen shop"). */
export const storeStock = pgTable(
  'store_stock',
  {
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** What the store holds, as 1C (or the stock spreadsheet) last said. */
    quantity: integer().notNull(),
    /**
     * Pieces held for open orders and counted against `quantity` (ADR 0120): the sum of this
     * store's `stock_reservations` rows still counted. A shopper can have `quantity - reserved`.
     */
    reserved: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.goodId, t.storeId] }), index('store_stock_store_idx').on(t.storeId)],
);
