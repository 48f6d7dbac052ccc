import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * The back office's people (ADR 0089): separate from shoppers, signed in by login and
 * password (+ TOTP), one role each. `store` staff belong to one store.
 */
export const staffRoles = ['admin', 'manager', 'content', 'moderator', 'store'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staff = pgTable(
  'staff',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-case latin letters, digits, dot, dash, underscore; 3–40. */
    login: text().notNull().unique(),
    name: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    passwordHash: text('password_hash').notNull(),
    /** RFC 6238 secret (base32), or null: no second factor. Required for `admin`. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code works once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Null = active; blocked staff cannot sign in and their sessions end. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    check('staff_role_known', sql`${t.role} in ('admin', 'manager', 'content', 'moderator', 'store')`),
    check('staff_store_role_has_store', sql`(${t.role} = 'store') = (${t.storeId} is not null)`),
    check('staff_admin_has_totp', sql`${t.role} <> 'admin' or ${t.totpSecret} is not null`),
    check('staff_login_shape', sql`${t.login} ~ '^[a-z0-9._-]{3,40}$'`),
  ],
);

/** Back-office sessions: only the SHA-256 of the cookie's token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change made in the back office or by an import: who, when, what, before and
 * after; and who came in or tried to, who left, and customer data exported. Rows are
 * only ever inserted; `actor_name` keeps the login as it was (a visitor's: their address).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<'staff' | 'import' | 'system' | 'visitor'>().notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** A verb of the back office: `order.confirm`, `review.publish`, `staff.create`… */
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    // Newest first a keyset page at a time, and by action (ADR 0124).
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
