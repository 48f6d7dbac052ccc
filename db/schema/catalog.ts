import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Catalogue tree: one row per node, any depth; breadcrumbs are derived by walking parent_id. */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    slug: text().notNull(),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    icon: text(),
    banner: text(),
    bannerLink: text('banner_link'),
    imageMobile: text('image_mobile'),
    position: integer().notNull().default(0),
    /** Goods here need the 35 UAH transport packaging (rods, umbrellas, net handles; SPEC §9). */
    needsTransportPackage: boolean('needs_transport_package').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** 1C's Ид of this row (ADR 0102): what the CommerceML exchange matches on; null for the shop's own. */
    exchangeId: text('exchange_id').unique(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

/** "By direction" menu mode: fishing styles, camping, tourism… each pointing at categories. */
export const directions = pgTable('directions', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  icon: text(),
  position: integer().notNull().default(0),
});

export const directionCategories = pgTable(
  'direction_categories',
  {
    directionId: integer('direction_id')
      .notNull()
      .references(() => directions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.directionId, t.categoryId] })],
);

/** Fish types ("by fish" menu mode and /{name}/f{id} pages). */
export const fishTypes = pgTable('fish_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  image: text(),
  descriptionUa: text('description_ua').notNull().default(''),
  descriptionRu: text('description_ru').notNull().default(''),
  position: integer().notNull().default(0),
});

/** Categories recommended for a fish type: /{name}/f{fish_id}/{category_name}/c{id}. */
export const fishCategories = pgTable(
  'fish_categories',
  {
    fishId: integer('fish_id')
      .notNull()
      .references(() => fishTypes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fishId, t.categoryId] })],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Brands double as the SPEC's "producer"; brand names are not translated. */
export const brands = pgTable('brands', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  country: text(),
  logo: text(),
  descriptionUa: text('description_ua').notNull().default(''),
  descriptionRu: text('description_ru').notNull().default(''),
  isOwn: boolean('is_own').notNull().default(false),
  isPopular: boolean('is_popular').notNull().default(false),
  /** 1C's Ид of this row (ADR 0102): what the CommerceML exchange matches on; null for the shop's own. */
  exchangeId: text('exchange_id').unique(),
});

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Variant groups: goods sharing a group are variants of one model (length, colour, size). */
export const goodGroups = pgTable('good_groups', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  /** 1C's Ид of this row (ADR 0102): what the CommerceML exchange matches on; null for the shop's own. */
  exchangeId: text('exchange_id').unique(),
});

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
export const goods = pgTable(
  'goods',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Shop / product code shown to shoppers (SPEC §3 ext_id). */
    extId: text('ext_id').notNull().unique(),
    /** 1C's Ид of this row (ADR 0102): what the CommerceML exchange matches on; null for the shop's own. */
    exchangeId: text('exchange_id').unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    groupId: integer('group_id').references(() => goodGroups.id),
    variantUa: text('variant_ua'),
    variantRu: text('variant_ru'),
    titleUa: text('title_ua').notNull(),
    titleRu: text('title_ru').notNull(),
    /** URL slug (SPEC calls it name_ua). */
    slug: text().notNull(),
    descriptionUa: text('description_ua').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    /**
     * Integer kopiyky: what the good costs now, a running promotion's price included (ADR 0081).
     * Every reader (listings and their price sorts, search, product page, cart, checkout, orders,
     * API, JSON-LD) reads these two columns.
     */
    price: integer().notNull(),
    oldPrice: integer('old_price'),
    /**
     * The catalogue's own price and old price while a promotion drives `price` (null otherwise),
     * kept by applyPromotionPrices (core/pricing); set the catalogue price with setGoodPrice.
     */
    regularPrice: integer('regular_price'),
    regularOldPrice: integer('regular_old_price'),
    /** "4" = available; anything else unavailable (SPEC §3). */
    sellStatus: text('sell_status').notNull().default('4'),
    /**
     * Every piece the stores hold is reserved for open orders (ADR 0120): the good shows and sells
     * as not available although 1C says it is, until stock comes back or an order lets go.
     */
    reservedOut: boolean('reserved_out').notNull().default(false),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** Average of published reviews ×100 (e.g. 450 = 4.5) and their count; kept by moderation. */
    ratingX100: smallint('rating_x100').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    popularity: integer().notNull().default(0),
    metaTitleUa: text('meta_title_ua'),
    metaTitleRu: text('meta_title_ru'),
    metaDescriptionUa: text('meta_description_ua'),
    metaDescriptionRu: text('meta_description_ru'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction id (xid8 as a number) that last wrote the good or its characteristics, set
     * by triggers (migration 0004): search engines re-read goods written since their last look (ADR 0064).
     */
    searchXid: bigint('search_xid', { mode: 'number' }).notNull().default(0),
    // Parcel size (ADR 0105): null = unknown (the parcel builder assumes a default).
    /** Shipping weight, grams. */
    weightG: integer('weight_g'),
    /** Packed size, millimetres. */
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
  },
  (t) => [
    index('goods_category_price_idx').on(t.categoryId, t.price),
    index('goods_search_xid_idx').on(t.searchXid),
    index('goods_brand_idx').on(t.brandId),
    index('goods_group_idx').on(t.groupId),
    index('goods_promoted_idx').on(t.id).where(sql`${t.regularPrice} is not null`),
    // A category listing's page (ADR 0068): per sort, listed goods only, in the sort's exact ORDER BY
    // (ties by id), read index-only up to the page's last row — per category (leaves, small subtrees)
    // and shop-wide with the category as the last key (big subtrees: a scan in order, filtered by
    // category inside the index). The discount indexes carry the prices their expression reads.
    // `expensive` reads the `cheap` ones backwards (its ties by id desc): two indexes fewer to
    // write on every price change (ADR 0101).
    index('goods_listing_popular_idx')
      .on(t.categoryId, t.popularity.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index('goods_listing_cheap_idx').on(t.categoryId, t.price, t.id).where(sql`${t.isActive}`),
    index('goods_listing_new_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('goods_listing_discount_idx')
      .on(t.categoryId, sql`${percentOffSql(t)} desc`, t.popularity.desc().nullsFirst(), t.id, t.price, t.oldPrice)
      .where(sql`${t.isActive}`),
    index('goods_listing_all_popular_idx')
      .on(t.popularity.desc().nullsFirst(), t.id, t.categoryId)
      .where(sql`${t.isActive}`),
    index('goods_listing_all_cheap_idx').on(t.price, t.id, t.categoryId).where(sql`${t.isActive}`),
    index('goods_listing_all_new_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.categoryId)
      .where(sql`${t.isActive}`),
    index('goods_listing_all_discount_idx')
      .on(sql`${percentOffSql(t)} desc`, t.popularity.desc().nullsFirst(), t.id, t.categoryId, t.price, t.oldPrice)
      .where(sql`${t.isActive}`),
    // The back office's search by a word of the title or the beginning of a code (ADR 0128), and
    // its "hidden" filter: the few hidden goods, newest first, without reading the listed ones.
    index('goods_titles_trgm_idx').using('gin', sql`${goodTitlesSql(t)} gin_trgm_ops`),
    index('goods_ext_id_trgm_idx').using('gin', t.extId.op('gin_trgm_ops')),
    index('goods_hidden_idx').on(t.id).where(sql`not ${t.isActive}`),
    // The back office's goods by price, hidden ones too (the listing's price indexes are partial):
    // a keyset page reads its 51 rows in order instead of sorting every good (ADR 0132).
    index('goods_price_idx').on(t.price, t.id),
  ],
);

/**
 * A good's two titles in one text, space-separated: a word (no spaces) is a part of either title
 * exactly when it is a part of this. The back office's search and its trigram index use this one
 * expression (ADR 0128).
 */
export function goodTitlesSql(t: { titleUa: AnyPgColumn; titleRu: AnyPgColumn }): SQL {
  return sql`(${t.titleUa} || ' ' || ${t.titleRu})`;
}

/**
 * A good's discount as a fraction of its old price, the `discount` sort's key. The listing's
 * ORDER BY and the index above use this one expression, so the planner matches them.
 */
export function percentOffSql(t: { oldPrice: AnyPgColumn; price: AnyPgColumn }) {
  return sql`((coalesce(${t.oldPrice}, ${t.price}) - ${t.price})::float8 / greatest(coalesce(${t.oldPrice}, ${t.price}), 1))`;
}

/**
 * Listed goods (active ones) per category: per brand (`attribute_id` 0, `key` brand id or 0) and per
 * characteristic value (`key` option id or 0, `num` the number or NaN), split by availability. Kept
 * by triggers (migration 0006), so a listing's unfiltered facets and totals sum a few rows instead of
 * reading every good of the subtree (ADR 0068). Rows that fall to 0 stay.
 */
export const categoryFacetCounts = pgTable(
  'category_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    attributeId: integer('attribute_id').notNull(),
    key: integer().notNull(),
    num: doublePrecision().notNull(),
    isAvailable: boolean('is_available').notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId, t.key, t.num, t.isAvailable] })],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Characteristic definitions; `kind` says whether values are numbers (ranges) or options (checkboxes). */
export const attributes = pgTable('attributes', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  kind: text().$type<'number' | 'option'>().notNull(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  unitUa: text('unit_ua'),
  unitRu: text('unit_ru'),
  isFacet: boolean('is_facet').notNull().default(true),
  position: integer().notNull().default(0),
  /** 1C's Ид of this row (ADR 0102): what the CommerceML exchange matches on; null for the shop's own. */
  exchangeId: text('exchange_id').unique(),
});

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    valueUa: text('value_ua').notNull(),
    valueRu: text('value_ru').notNull(),
    position: integer().notNull().default(0),
    /** 1C's Ид of this row (ADR 0102): what the CommerceML exchange matches on; null for the shop's own. */
    exchangeId: text('exchange_id').unique(),
  },
  (t) => [uniqueIndex('attribute_options_slug_idx').on(t.attributeId, t.slug)],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** One characteristic of one good: a number or an option, typed so facets can count and range. */
export const goodAttributes = pgTable(
  'good_attributes',
  {
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => attributeOptions.id, { onDelete: 'cascade' }),
    valueNum: doublePrecision('value_num'),
  },
  (t) => [
    primaryKey({ columns: [t.goodId, t.attributeId] }),
    index('good_attributes_option_idx').on(t.attributeId, t.optionId),
  ],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** Tags: 1 hits, 2 novelty, 3 discounts (SPEC §3). */
export const tags = pgTable('tags', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
});

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
export const goodTags = pgTable(
  'good_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.goodId] }), index('good_tags_good_idx').on(t.goodId)],
);

// Writes here feed every process's caches and search (core/change-feed/feeds.ts, ADR 0080).
/** "Frequently bought together". */
export const goodRelated = pgTable(
  'good_related',
  {
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    weight: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.goodId, t.relatedId] })],
);
