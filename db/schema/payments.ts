import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staff } from './staff';

/**
 * Who collects the money (ADR 0096): the card acquirers (LiqPay, monobank), the
 * instalment banks (PrivatBank "Оплата частинами", monobank "Покупка частинами"), the chain's
 * own bank account (an invoice), a manager's hand (`manual`) and the demo page `npm start` shows
 * without settings. ADR 0113: `cod` the carrier's cash on delivery (expected when the
 * waybill is made, paid when the carrier collects it), `till` cash or a card at the store's till
 * or the shop's courier, recorded at handover.
 */
export type PaymentProviderName =
  | 'liqpay'
  | 'monobank'
  | 'privat_parts'
  | 'mono_parts'
  | 'invoice'
  | 'manual'
  | 'demo'
  | 'cod'
  | 'till';

/** One attempt's state: pending → paid | failed | expired; paid → refunded. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'expired';

/**
 * One row per payment attempt: a shopper who retries after a declined card gets a new row, so a
 * late callback of the old attempt can never pay twice or unpay the new one. `reference` is what
 * the provider gets as our order id (`order_id` at LiqPay, `reference` at monobank): random, so a
 * stranger cannot name someone else's payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().$type<PaymentProviderName>().notNull(),
    /** Kopiyky, always UAH (currency 980). */
    amount: bigint({ mode: 'number' }).notNull(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    reference: text().notNull(),
    /** The provider's own id (LiqPay payment_id, monobank invoiceId, PrivatBank token). */
    providerId: text('provider_id'),
    /** Where the shopper pays: a page (monobank, PrivatBank, demo) or LiqPay's form (`data`, `signature`). */
    checkout: jsonb().$type<
      { method: 'GET'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> }
    >(),
    /** Instalments: the number of payments chosen at checkout. */
    parts: integer(),
    /** Why it failed or expired, in the provider's words (err_code, failureReason). */
    failureReason: text('failure_reason'),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** The last callback or status answer as received (raw, for disputes). */
    lastEvent: jsonb('last_event'),
    /** A manager who marked it paid or refunded it by hand. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** After this a pending attempt is expired by the reconciler (an invoice: 3 working days). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The reconciler's last status question to the provider. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_idx').on(t.reference),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // The reconciler: pending attempts, oldest first.
    index('payments_pending_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Every callback, webhook and status answer as received, verified or not: forged and mismatched
 * ones are kept (with why they changed nothing) so an attack or a provider's bug can be traced.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    provider: text().$type<PaymentProviderName>().notNull(),
    source: text().$type<'callback' | 'poll' | 'refund' | 'staff' | 'reconciler' | 'exchange' | 'carrier'>().notNull(),
    verified: boolean().notNull(),
    /** applied | duplicate | stale | rejected: <reason> */
    outcome: text().notNull(),
    status: text().$type<PaymentStatus>(),
    raw: jsonb(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.createdAt)],
);

export type FiscalReceiptStatus = 'pending' | 'done' | 'failed';

/**
 * Fiscal receipts (Law 265/95-ВР): one `sell` per paid payment and one `return` per
 * refund, enforced by the unique key; retried with backoff while the fiscal service is down.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().$type<'sell' | 'return'>().notNull(),
    status: text().$type<FiscalReceiptStatus>().notNull().default('pending'),
    /** Kopiyky. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** checkbox | demo */
    provider: text().notNull(),
    /** Our id sent to the fiscal service (Checkbox `id`, a UUID): a retry never issues twice. */
    requestId: text('request_id').notNull(),
    providerId: text('provider_id'),
    fiscalCode: text('fiscal_code'),
    url: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The shopper was sent the link (SMS / e-mail outbox). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fiscal_receipts_payment_kind_idx').on(t.paymentId, t.kind),
    uniqueIndex('fiscal_receipts_request_idx').on(t.requestId),
    index('fiscal_receipts_due_idx').on(t.status, t.nextAttemptAt),
    index('fiscal_receipts_order_idx').on(t.orderId),
  ],
);
