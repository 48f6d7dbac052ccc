import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What changed in the catalogue, for the caches (ADR 0080): one row per writing statement, written
 * by triggers (migration 0009) with the writing transaction's id and the cache tags it touches
 * (`good:12`, `category:3` and its ancestors, `brand:5`, `tag:1`, `promotion:2`, `group:7`,
 * `reviews:12`, `stock:12`, `goods`; `*` for a dictionary edit or a statement over too many
 * goods). Every process reads the rows of transactions it has not seen at most once a second and
 * drops only the cached pages and entries tagged with what changed. Pruned after an hour.
 */
export const cacheChanges = pgTable(
  'cache_changes',
  {
    xid: bigint({ mode: 'number' }).notNull().default(sql`pg_current_xact_id()::text::bigint`),
    tags: text().array().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cache_changes_xid_idx').on(t.xid), index('cache_changes_at_idx').on(t.at)],
);
