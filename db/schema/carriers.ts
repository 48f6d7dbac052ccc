import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { towns } from './stores';

/**
 * Settlements as each carrier lists them (ADR 0104): the local copy the nightly sync
 * keeps, linked to our towns by KOATUU code. Never deleted; `is_active` false once a full pass
 * no longer lists it.
 */
export const carrierSettlements = pgTable(
  'carrier_settlements',
  {
    carrier: text().notNull(),
    ref: text().notNull(),
    /** Our town (KOATUU); null when the carrier gives no code (its points are skipped). */
    townCode: text('town_code').references(() => towns.code),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    regionUa: text('region_ua').notNull().default(''),
    regionRu: text('region_ru').notNull().default(''),
    lat: doublePrecision(),
    lng: doublePrecision(),
    hash: text().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.ref] }), index('carrier_settlements_town_idx').on(t.townCode)],
);

export type CarrierSyncCounts = {
  settlements: { seen: number; created: number; updated: number; deactivated: number };
  towns: { created: number };
  points: { seen: number; created: number; updated: number; skipped: number; deactivated: number };
};

/**
 * One sync run per row. A row without `finished_at` is the run in progress: the partial unique
 * index lets only one exist per carrier (the lock that works on PGlite and across a pool).
 */
export const carrierSyncRuns = pgTable(
  'carrier_sync_runs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    carrier: text().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** `running`, `done`, `failed`, `abandoned` (a run that died; freed after a few hours). */
    status: text().$type<'running' | 'done' | 'failed' | 'abandoned'>().notNull().default('running'),
    counts: jsonb().$type<CarrierSyncCounts>(),
    /** A code or the carrier's message; never a secret. */
    error: text(),
  },
  (t) => [
    uniqueIndex('carrier_sync_runs_running_idx').on(t.carrier).where(sql`finished_at is null`),
    index('carrier_sync_runs_carrier_idx').on(t.carrier, t.startedAt),
  ],
);
