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

/** A form field a delivery or payment method asks for (SPEC §3 Field). */
export type MethodField = {
  name: string;
  title: string;
  title_ua: string;
  type: 'input' | 'select' | 'checkbox';
  icon?: string;
  pattern?: string;
  values?: { value: string; title: string; title_ua: string }[];
  value?: string;
  required?: boolean;
};

export type Carrier = 'nova_poshta' | 'ukrposhta' | 'own' | 'pickup';

/** Delivery methods; `town_code` null means offered in every town. */
export const deliveryMethods = pgTable('delivery_methods', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  carrier: text().$type<Carrier>().notNull(),
  kind: text().$type<'department' | 'courier' | 'pickup'>().notNull(),
  townCode: text('town_code').references(() => towns.code),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  messageUa: text('message_ua').notNull().default(''),
  messageRu: text('message_ru').notNull().default(''),
  fields: jsonb().$type<MethodField[]>().notNull().default([]),
  position: integer().notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const paymentMethods = pgTable('payment_methods', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().$type<'cash' | 'cod' | 'card' | 'credit' | 'certificate' | 'invoice'>().notNull().unique(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  messageUa: text('message_ua').notNull().default(''),
  messageRu: text('message_ru').notNull().default(''),
  fields: jsonb().$type<MethodField[]>().notNull().default([]),
  position: integer().notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Which payments a delivery method accepts (SPEC §3 "payments"). */
export const deliveryPayments = pgTable(
  'delivery_payments',
  {
    deliveryMethodId: integer('delivery_method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deliveryMethodId, t.paymentMethodId] })],
);

/** Carrier departments per town (SPEC §3 Department: code, title). Pickup uses stores instead. */
export const departments = pgTable(
  'departments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    deliveryMethodId: integer('delivery_method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    townCode: text('town_code')
      .notNull()
      .references(() => towns.code),
    code: text().notNull(),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    /** The carrier's id of the point; null for demo rows and hand-made ones (ADR 0104). */
    ref: text(),
    kind: text().$type<'department' | 'parcel_locker'>().notNull().default('department'),
    /** The heaviest parcel the point takes, grams; null = the carrier's general limit. */
    maxWeightG: integer('max_weight_g'),
    /**
     * The largest parcel the point takes, millimetres, sides in the carrier's order (compared
     * sorted); null = not known / no limit (NP's ReceivingLimitationsOnDimensions).
     */
    maxLengthMm: integer('max_length_mm'),
    maxWidthMm: integer('max_width_mm'),
    maxHeightMm: integer('max_height_mm'),
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** The carrier's id of the point's town for tariffs and waybills (Nova Poshta: CityRef). */
    townRef: text('town_ref'),
    /** Content hash of what the carrier said last: the sync writes a row only when it changed. */
    hash: text(),
    /** Gone from the carrier's directory: hidden from checkout, kept for the orders that name it. */
    isActive: boolean('is_active').notNull().default(true),
    /** The start of the last sync run that saw the point. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('departments_method_town_idx').on(t.deliveryMethodId, t.townCode),
    uniqueIndex('departments_method_ref_idx').on(t.deliveryMethodId, t.ref),
  ],
);

export const promoCodes = pgTable('promo_codes', {
  code: text().primaryKey(),
  kind: text().$type<'percent' | 'fixed'>().notNull(),
  /** Percent for `percent`, kopiyky for `fixed`. */
  value: integer().notNull(),
  minOrder: integer('min_order').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  /** "Once per customer": one order per signed-in account and per phone (ADR 0033). */
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

/** Numbers are 20 random digits with a Luhn check digit: not enumerable (ADR 0033). */
export const giftCertificates = pgTable('gift_certificates', {
  number: text().primaryKey(),
  /** Kopiyky. */
  amount: integer().notNull(),
  balance: integer().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});
