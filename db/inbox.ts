/**
 * `npm run db:show -- <what>`: what shoppers sent in, until the back office shows it.
 * Each kind is the newest rows of one table, the columns a manager would call back with.
 */
import { desc } from 'drizzle-orm';
import type { Db } from './client';
import {
  callbackRequests,
  enquiries,
  newsletterSubscriptions,
  orders,
  quickOrders,
  reviews,
  smsOutbox,
} from './schema';

const money = (kopiyky: number) => (kopiyky / 100).toFixed(2);

const kinds = {
  orders: (db: Db, limit: number) =>
    db
      .select({
        id: orders.id,
        created: orders.createdAt,
        status: orders.status,
        phone: orders.phone,
        name: orders.firstName,
        total: orders.total,
      })
      .from(orders)
      .orderBy(desc(orders.id))
      .limit(limit)
      .then((rows) => rows.map((row) => ({ ...row, total: money(row.total) }))),
  'quick-orders': (db: Db, limit: number) =>
    db
      .select({
        id: quickOrders.id,
        created: quickOrders.createdAt,
        status: quickOrders.status,
        phone: quickOrders.phone,
        total: quickOrders.total,
      })
      .from(quickOrders)
      .orderBy(desc(quickOrders.id))
      .limit(limit)
      .then((rows) => rows.map((row) => ({ ...row, total: money(row.total) }))),
  callbacks: (db: Db, limit: number) =>
    db
      .select({
        id: callbackRequests.id,
        created: callbackRequests.createdAt,
        phone: callbackRequests.phone,
        name: callbackRequests.username,
        type: callbackRequests.type,
        comment: callbackRequests.comment,
      })
      .from(callbackRequests)
      .orderBy(desc(callbackRequests.id))
      .limit(limit),
  reviews: (db: Db, limit: number) =>
    db
      .select({
        id: reviews.id,
        created: reviews.createdAt,
        status: reviews.status,
        good: reviews.goodId,
        rating: reviews.rating,
        author: reviews.authorName,
        text: reviews.text,
      })
      .from(reviews)
      .orderBy(desc(reviews.id))
      .limit(limit),
  enquiries: (db: Db, limit: number) =>
    db
      .select({
        id: enquiries.id,
        created: enquiries.createdAt,
        kind: enquiries.kind,
        name: enquiries.name,
        phone: enquiries.phone,
        message: enquiries.message,
      })
      .from(enquiries)
      .orderBy(desc(enquiries.id))
      .limit(limit),
  // Recovery passwords are wiped an hour after they are written (ADR 0035): what is here is live.
  sms: (db: Db, limit: number) =>
    db
      .select({
        id: smsOutbox.id,
        created: smsOutbox.createdAt,
        phone: smsOutbox.phone,
        purpose: smsOutbox.purpose,
        text: smsOutbox.text,
      })
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.id))
      .limit(limit),
  newsletter: (db: Db, limit: number) =>
    db
      .select({
        email: newsletterSubscriptions.email,
        created: newsletterSubscriptions.createdAt,
        left: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt))
      .limit(limit),
} as const;

export type InboxKind = keyof typeof kinds;
export const inboxKinds = Object.keys(kinds) as InboxKind[];

export function isInboxKind(value: string | undefined): value is InboxKind {
  return value !== undefined && Object.hasOwn(kinds, value);
}

/** The newest `limit` rows of one kind, newest first; texts cut to 60 characters for a terminal. */
export async function inbox(db: Db, kind: InboxKind, limit = 20): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = await kinds[kind](db, limit);
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Date
          ? value.toISOString().slice(0, 16).replace('T', ' ')
          : typeof value === 'string' && value.length > 60
            ? `${value.slice(0, 59)}…`
            : value,
      ]),
    ),
  );
}
