import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Purchases per calendar year and the level reached in it (never falls within the year, SPEC §1). */
export const loyaltyYears = pgTable(
  'loyalty_years',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    /** Kopiyky of completed purchases in the year. */
    purchases: bigint({ mode: 'number' }).notNull().default(0),
    levelPercent: integer('level_percent').notNull().default(5),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);

/** Purchases per month, for the monthly discount based on the previous month (SPEC §1). */
export const loyaltyMonths = pgTable(
  'loyalty_months',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "YYYY-MM". */
    month: text().notNull(),
    purchases: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** Club card: activated within 24 hours of the owner form (SPEC §1). */
export const loyaltyCards = pgTable('loyalty_cards', {
  number: text().primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ownerFormAt: timestamp('owner_form_at', { withTimezone: true }),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
});
