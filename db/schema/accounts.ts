import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';

/** A queue item of the back office's calls screen: new → in progress → done. */
export type CallStatus = 'new' | 'in_progress' | 'done';

/** Shoppers. `phone` is the login, normalised to +380XXXXXXXXX. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    email: text(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    patronymic: text(),
    additionalPhone: text('additional_phone'),
    birthDate: date('birth_date'),
    city: text(),
    address: text(),
    fishingType: text('fishing_type'),
    subscribeSms: boolean('subscribe_sms').notNull().default(false),
    subscribeEmail: boolean('subscribe_email').notNull().default(false),
    /** Percent set by the shop on top of loyalty (wholesale etc.). */
    personalDiscount: integer('personal_discount').notNull().default(0),
    isWholesale: boolean('is_wholesale').notNull().default(false),
    locale: text().$type<'ua' | 'ru'>().notNull().default('ua'),
    /** A password sent by recovery SMS (scrypt hash): the current one stays valid until this is used (ADR 0035). */
    recoveryPasswordHash: text('recovery_password_hash'),
    recoveryExpiresAt: timestamp('recovery_expires_at', { withTimezone: true }),
    /** Blocked by a manager: cannot sign in, tokens revoked; null = active. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * When the owner of `phone` proved it (a registration code, or signing in with a recovery SMS
     * password); null = never: the number's verified owner may reclaim it (ADR 0116).
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back office's customers: newest first a keyset page at a time, found by either phone (ADR 0124).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_additional_phone_idx').on(t.additionalPhone),
    // A part of a name, an e-mail or a phone (`ilike '%…%'`): trigram indexes (pg_trgm, ADR 0128).
    index('users_names_trgm_idx').using('gin', sql`${userNamesSql(t)} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('users_additional_phone_trgm_idx').using('gin', t.additionalPhone.op('gin_trgm_ops')),
  ],
);

/**
 * A customer's names in one text, space-separated: a word (no spaces) is a part of one of them
 * exactly when it is a part of this. The search's condition and its trigram index use this one
 * expression, so the planner matches them (ADR 0128).
 */
export function userNamesSql(t: { lastName: AnyPgColumn; firstName: AnyPgColumn; patronymic: AnyPgColumn }): SQL {
  return sql`(${t.lastName} || ' ' || ${t.firstName} || ' ' || coalesce(${t.patronymic}, ''))`;
}

/**
 * The one pending registration code of a phone (ADR 0116): its SHA-256 with the phone,
 * valid until `expires_at`; a new request replaces it, a right answer deletes it.
 */
export const phoneCodes = pgTable('phone_codes', {
  phone: text().primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers a shopper has signed in from (SHA-256 of a random cookie value): their sign-in budget is
 * their own, so a stranger's wrong guesses for the phone cannot lock the owner out (ADR 0035).
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    deviceHash: text('device_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/** Auth tokens: stored as SHA-256 hashes, valid 31 days (SPEC §6), revocable. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Outgoing SMS; the default gateway only writes here, a real provider sends and marks sent_at. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull(),
    text: text().notNull(),
    purpose: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A secret text (a recovery password) is wiped at this time, sent or not (ADR 0035). */
    wipeAt: timestamp('wipe_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text(),
  },
  // The back office's outbox screen pages newest first, all or one phone's (ADR 0116).
  (t) => [
    index('sms_outbox_created_idx').on(t.createdAt, t.id),
    index('sms_outbox_phone_idx').on(t.phone, t.createdAt),
  ],
);

export const callbackRequests = pgTable('callback_requests', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  phone: text().notNull(),
  type: text().notNull(),
  username: text().notNull(),
  comment: text().notNull(),
  locale: text().notNull().default('ua'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  status: text().$type<CallStatus>().notNull().default('new'),
  /** The operator's note. */
  note: text().notNull().default(''),
  handledBy: integer('handled_by').references(() => staff.id, { onDelete: 'set null' }),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text().primaryKey(),
  locale: text().notNull().default('ua'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** Wholesale enquiries, vacancy replies and other contact forms the shop answers by hand. */
export const enquiries = pgTable('enquiries', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  kind: text().$type<'wholesale' | 'vacancy' | 'service'>().notNull(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text(),
  company: text(),
  message: text().notNull().default(''),
  locale: text().notNull().default('ua'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  status: text().$type<CallStatus>().notNull().default('new'),
  note: text().notNull().default(''),
  handledBy: integer('handled_by').references(() => staff.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/**
 * Outgoing e-mail (order status changes, review replies, back in stock): like the SMS
 * outbox, written in the change's transaction; a mail gateway sends and marks `sent_at`.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    purpose: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text(),
  },
  (t) => [
    index('email_outbox_unsent_idx').on(t.sentAt, t.id),
    index('email_outbox_created_idx').on(t.createdAt, t.id),
    index('email_outbox_to_idx').on(t.to, t.createdAt),
  ],
);
