import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { noteCacheTags } from '#core/cache-tags';
import { type Ctx, loc } from '#core/shared';
import { availableSql } from '#core/stock';
import {
  attributeOptions,
  attributes,
  brands,
  goodAttributes,
  goodRelated,
  goods,
  storeStock,
  stores,
  towns,
  type WeekHours,
} from '#db/schema';
import { type CategoryNode, findPath, getCategoryTree } from './category-tree';
import { type GoodCard, goodCardColumns, isAvailable, shopperSellStatusSql, toGoodCard } from './good-card';
import { createTaggedMemo } from './tagged-memo';

export type GoodDetails = GoodCard & {
  description: string;
  images: string[];
  brand: { id: number; slug: string; title: string } | null;
  breadcrumbs: CategoryNode[];
  characteristics: { title: string; value: string }[];
  stock: GoodStock[];
  related: GoodCard[];
  /** Goods of the same group (SPEC §3 variants) including this one, by price; empty without a group. */
  variants: { id: number; slug: string; label: string; isAvailable: boolean }[];
};

/** One store holding the good: what the availability list and map show (SPEC §2 product page). */
export type GoodStock = {
  storeId: number;
  town: string;
  townSlug: string;
  slug: string;
  title: string;
  address: string;
  quantity: number;
  lat: number;
  lng: number;
  phone: string;
  hours: WeekHours;
};

/** Everything the product page shows of one good, or null when it does not exist or is hidden. */
export async function getGood(ctx: Ctx, id: number): Promise<GoodDetails | null> {
  const [loaded, stock] = await Promise.all([loadGood(ctx, id), loadStock(ctx, id)]);
  return loaded && withStock(loaded.good, stock);
}

/** Goods whose product page was built lately, per database: the most recently used, at most this many. */
export const goodCacheSize = 2_048;

/** Time-bound prices show at most a minute late (the catalogue memo's rule, as listings). */
const recentGoods = createTaggedMemo<Loaded | null>({ name: 'goods', maxEntries: goodCacheSize, ttlMs: 60_000 });

/**
 * `getGood` for the product page: the good's catalogue part (card, description, characteristics,
 * breadcrumbs, related goods, variants) from memory when it was built within the last minute and
 * none of the goods it shows changed since — the same for every shopper (ADR 0072, 0080); the
 * stores' stock is read each time. Notes the page's tags: the good, its related goods and
 * variants, and its stock.
 */
export async function getGoodCached(ctx: Ctx, id: number): Promise<GoodDetails | null> {
  // `stores`: the stock list shows each store's name, address and hours (migration 0014, ADR 0095).
  noteCacheTags([`good:${id}`, `stock:${id}`, 'stores']);
  const [loaded, stock] = await Promise.all([
    recentGoods.get(ctx.db, `${ctx.locale}:${id}`, () => loadGood(ctx, id), goodTags(id)),
    loadStock(ctx, id),
  ]);
  return loaded && withStock(loaded.good, stock);
}

/** What a product page's catalogue part shows (ADR 0080): the good, its related goods, its variants' group. */
function goodTags(id: number) {
  return (loaded: Loaded | null): string[] => [
    `good:${id}`,
    ...(loaded?.good.related.map((r) => `good:${r.id}`) ?? []),
    ...(loaded?.groupId ? [`group:${loaded.groupId}`] : []),
  ];
}

type CatalogPart = Omit<GoodDetails, 'stock'>;
type Loaded = { good: CatalogPart; groupId: number | null };

function withStock(good: CatalogPart, stock: GoodStock[]): GoodDetails {
  return { ...good, stock: good.isAvailable ? stock : [] };
}

/** The stores holding the good (what open orders leave, ADR 0120), the biggest towns first. */
function loadStock(ctx: Ctx, id: number): Promise<GoodStock[]> {
  return ctx.db
    .select({
      storeId: stores.id,
      town: loc(ctx, towns.titleUa, towns.titleRu),
      title: loc(ctx, stores.titleUa, stores.titleRu),
      address: loc(ctx, stores.addressUa, stores.addressRu),
      quantity: availableSql,
      townSlug: towns.slug,
      slug: stores.slug,
      lat: stores.lat,
      lng: stores.lng,
      phone: stores.phone,
      hours: stores.hours,
    })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .innerJoin(towns, eq(towns.code, stores.townCode))
    .where(and(eq(storeStock.goodId, id), gt(availableSql, 0), eq(stores.isActive, true)))
    .orderBy(desc(towns.population), asc(stores.id));
}

async function loadGood(ctx: Ctx, id: number): Promise<Loaded | null> {
  const [row] = await ctx.db
    .select({
      ...goodCardColumns(ctx),
      description: loc(ctx, goods.descriptionUa, goods.descriptionRu),
      categoryId: goods.categoryId,
      groupId: goods.groupId,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandTitle: brands.title,
    })
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(eq(goods.id, id), eq(goods.isActive, true)));
  if (!row) return null;
  const [tree, characteristics, related, variants] = await Promise.all([
    getCategoryTree(ctx),
    ctx.db
      .select({
        title: loc(ctx, attributes.titleUa, attributes.titleRu),
        unit: loc(ctx, attributes.unitUa, attributes.unitRu),
        valueNum: goodAttributes.valueNum,
        option: loc(ctx, attributeOptions.valueUa, attributeOptions.valueRu),
      })
      .from(goodAttributes)
      .innerJoin(attributes, eq(attributes.id, goodAttributes.attributeId))
      .leftJoin(attributeOptions, eq(attributeOptions.id, goodAttributes.optionId))
      .where(eq(goodAttributes.goodId, id))
      .orderBy(asc(attributes.position), asc(attributes.id)),
    ctx.db
      .select(goodCardColumns(ctx))
      .from(goodRelated)
      .innerJoin(goods, eq(goods.id, goodRelated.relatedId))
      .where(and(eq(goodRelated.goodId, id), eq(goods.isActive, true)))
      .orderBy(desc(goodRelated.weight), asc(goods.id))
      .limit(8),
    row.groupId === null
      ? []
      : ctx.db
          .select({
            id: goods.id,
            slug: goods.slug,
            variantUa: goods.variantUa,
            variantRu: goods.variantRu,
            title: loc(ctx, goods.titleUa, goods.titleRu),
            sellStatus: shopperSellStatusSql(),
          })
          .from(goods)
          .where(and(eq(goods.groupId, row.groupId), eq(goods.isActive, true)))
          .orderBy(asc(goods.price), asc(goods.id))
          .limit(50),
  ]);
  const good: CatalogPart = {
    ...toGoodCard(row),
    description: row.description,
    images: row.images,
    brand: row.brandId ? { id: row.brandId, slug: row.brandSlug ?? '', title: row.brandTitle ?? '' } : null,
    breadcrumbs: findPath(tree, row.categoryId) ?? [],
    characteristics: characteristics.map((c) => ({
      title: c.title,
      value: c.option ?? `${formatNumber(c.valueNum)}${c.unit ? ` ${c.unit}` : ''}`,
    })),
    related: related.map(toGoodCard),
    variants:
      variants.length > 1
        ? variants.map((v) => ({
            id: v.id,
            slug: v.slug,
            // The demo names most variants in Ukrainian only (sizes, lengths): the same label serves both.
            label: (ctx.locale === 'ru' ? (v.variantRu ?? v.variantUa) : v.variantUa) ?? v.title,
            isAvailable: isAvailable(v.sellStatus),
          }))
        : [],
  };
  return { good, groupId: row.groupId };
}

function formatNumber(value: number | null): string {
  if (value === null) return '';
  return String(Math.round(value * 1000) / 1000);
}
