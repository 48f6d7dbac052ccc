import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog';

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/**
 * Promotions with place and period (SPEC §1, §3); "active" = starts_at <= now < ends_at. A running
 * promotion with a price rule (`discount_percent`, or a fixed `price` per good in promotion_goods)
 * drives its goods' prices (core/pricing applyPromotionPrices, ADR 0081); without one it only informs.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    descriptionUa: text('description_ua').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    placeUa: text('place_ua').notNull(),
    placeRu: text('place_ru').notNull(),
    banner: text(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Percent off the regular price of every good of the promotion (1–99), or null. */
    discountPercent: smallint('discount_percent'),
  },
  (t) => [
    index('promotions_period_idx').on(t.endsAt, t.startsAt),
    check('promotions_discount_percent_range', sql`${t.discountPercent} between 1 and 99`),
  ],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
export const promotionGoods = pgTable(
  'promotion_goods',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** A fixed promotion price of this good (kopiyky), overriding the promotion's percent. */
    price: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.goodId] }),
    index('promotion_goods_good_idx').on(t.goodId),
    check('promotion_goods_price_positive', sql`${t.price} > 0`),
  ],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
export const blogCategories = pgTable('blog_categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  position: integer().notNull().default(0),
});

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Blog articles and news share one table, told apart by `kind`. Bodies are trusted HTML. */
export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<'blog' | 'news'>().notNull(),
    blogCategoryId: integer('blog_category_id').references(() => blogCategories.id),
    slug: text().notNull(),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    excerptUa: text('excerpt_ua').notNull().default(''),
    excerptRu: text('excerpt_ru').notNull().default(''),
    bodyUa: text('body_ua').notNull(),
    bodyRu: text('body_ru').notNull(),
    image: text(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('articles_kind_published_idx').on(t.kind, t.publishedAt)],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Static pages under /pages/{slug}; bodies are trusted HTML written by the shop. */
export const pages = pgTable('pages', {
  slug: text().primaryKey(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  bodyUa: text('body_ua').notNull(),
  bodyRu: text('body_ru').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Banners: the header top banner (SPEC §2: image, link, background colour) and home sliders. */
export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  place: text().$type<'top' | 'home'>().notNull(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  image: text().notNull(),
  link: text(),
  bgColor: text('bg_color'),
  position: integer().notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Event tooltips shown below the header, each closable (SPEC §2, §3 Tooltip). */
export const tooltips = pgTable('tooltips', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  textUa: text('text_ua').notNull(),
  textRu: text('text_ru').notNull(),
  link: text(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});
