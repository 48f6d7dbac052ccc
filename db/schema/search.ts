import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Words that mean the same to a shopper (`котушка`, `катушка`, `reel`): shop data, not code. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  words: text().array().notNull(),
});

/**
 * Ids of deleted goods with the deleting transaction's id, written by a trigger (migration 0004),
 * so that every app instance's search index drops them (ADR 0064). Pruned after a day.
 */
export const searchTombstones = pgTable(
  'search_tombstones',
  {
    goodId: integer('good_id').notNull(),
    xid: bigint({ mode: 'number' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_tombstones_xid_idx').on(t.xid)],
);

/**
 * One row (id 1), bumped by statement triggers (migration 0004): `catalog_rev` when brands,
 * categories, attributes or options change (search indexes rebuild), `synonyms_rev` when
 * `search_synonyms` does (ADR 0064).
 */
export const searchMeta = pgTable('search_meta', {
  id: smallint().primaryKey(),
  catalogRev: bigint('catalog_rev', { mode: 'number' }).notNull().default(0),
  synonymsRev: bigint('synonyms_rev', { mode: 'number' }).notNull().default(0),
});
