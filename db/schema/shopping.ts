import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { goods } from './catalog';
import { staff } from './staff';

/** Server-side cart of a signed-in user (SPEC §4); soft-deleted lines keep is_deleted until purge. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isChecked: boolean('is_checked').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodId] })],
);

/** Named wish lists, shared read-only by an unguessable key. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    shareKey: text('share_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wishlists_user_idx').on(t.userId)],
);

export const wishlistGoods = pgTable(
  'wishlist_goods',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.wishlistId, t.goodId] })],
);

/** Waiting list for out-of-stock goods. */
export const waitlist = pgTable(
  'waitlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodId] })],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Reviews: published only after moderation (SPEC §3). */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    email: text(),
    rating: smallint().notNull(),
    text: text().notNull(),
    advantages: text().notNull().default(''),
    disadvantages: text().notNull().default(''),
    notifyOnReply: boolean('notify_on_reply').notNull().default(false),
    status: text().$type<'pending' | 'published' | 'rejected'>().notNull().default('pending'),
    reply: text(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    likes: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Back office: who moderated, why a review was rejected, when the author was told of the reply. */
    moderatedBy: integer('moderated_by').references(() => staff.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    replyNotifiedAt: timestamp('reply_notified_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_good_status_idx').on(t.goodId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /**
     * The original's path in the image store (`reviews/<random>.jpg`, ADR 0079): the photo as
     * re-encoded on upload. Null only on a row from before, still waiting for the sweep to move it.
     */
    key: text(),
    mime: text().$type<'image/jpeg' | 'image/png' | 'image/gif'>().notNull(),
    /** Bytes of the stored file (after re-encoding). */
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    /**
     * Base64 bytes of a photo stored before ADR 0079; the sweep moves each to the image store and
     * clears this. Never written any more; dropped once every installation has moved its rows.
     */
    data: text(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId)],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** user:{id}, or guest:{random id of the browser's voter cookie} — one like per voter (ADR 0080). */
    voter: text().notNull(),
    /**
     * A guest like's client address as a hash (with the review's id, never the raw address): at
     * most a few guest likes of one review per address (ADR 0080), likes of accounts younger than
     * a day included. Null for older accounts and likes from before.
     */
    addressHash: text('address_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.voter] }),
    index('review_likes_address_idx').on(t.reviewId, t.addressHash),
  ],
);
