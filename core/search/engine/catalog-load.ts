import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { type FacetAttribute, shopperSellStatusSql } from '#core/catalog';
import type { Db } from '#db/client';
import {
  attributeOptions,
  attributes,
  brands,
  categories,
  goodAttributes,
  goods,
  searchMeta,
  searchSynonyms,
  searchTombstones,
} from '#db/schema';

/** What the index reads of one good. `createdAt` in microseconds, as PostgreSQL orders it. */
export type GoodRow = {
  id: number;
  extId: string;
  categoryId: number;
  brandId: number | null;
  titleUa: string;
  titleRu: string;
  descriptionUa: string;
  descriptionRu: string;
  price: number;
  oldPrice: number | null;
  sellStatus: string;
  popularity: number;
  isActive: boolean;
  createdAt: number;
};
export type AttributeRow = { goodId: number; attributeId: number; optionId: number | null; valueNum: number | null };

export type CategoryInfo = { id: number; parentId: number | null; title: { ua: string; ru: string } };
export type BrandInfo = {
  id: number;
  slug: string;
  title: string /** Place in `order by title` (the DB's collation). */;
  rank: number;
};
export type AttributeInfo = {
  id: number;
  kind: 'number' | 'option';
  isFacet: boolean;
  unit: { ua: string | null; ru: string | null };
};
export type OptionInfo = { id: number; attributeId: number; value: { ua: string; ru: string } };

/** The small, slow-changing tables a search document and the facets are built from. */
export type Dictionaries = {
  categories: Map<number, CategoryInfo>;
  /** Active category id → ids of its active subtree (the tree `getCategoryTree` serves). */
  subtrees: Map<number, number[]>;
  brands: Map<number, BrandInfo>;
  brandBySlug: Map<string, number>;
  attributes: Map<number, AttributeInfo>;
  options: Map<number, OptionInfo>;
  /** Facet attributes in facet order, as `getFacetAttributes` returns them. */
  facetAttributes: FacetAttribute[];
  /** The largest ids, to size per-query counters. */
  maxIds: { category: number; brand: number; attribute: number; option: number };
};

/** Where the database stands: transactions below `xmin` are finished; revisions of the dictionaries. */
export type Watermark = { xmin: number; xmax: number; catalogRev: number; synonymsRev: number };

export async function readWatermark(db: Db): Promise<Watermark> {
  const [row] = await db
    .select({
      xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
      xmax: sql<string>`pg_snapshot_xmax(pg_current_snapshot())::text`,
      catalogRev: searchMeta.catalogRev,
      synonymsRev: searchMeta.synonymsRev,
    })
    .from(searchMeta)
    .where(eq(searchMeta.id, 1));
  if (!row) throw new Error('search_meta has no row 1 (migration 0004 inserts it)');
  return {
    xmin: Number(row.xmin),
    xmax: Number(row.xmax),
    catalogRev: Number(row.catalogRev),
    synonymsRev: Number(row.synonymsRev),
  };
}

export async function loadDictionaries(db: Db): Promise<Dictionaries> {
  const [categoryRows, brandRows, attributeRows, optionRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        titleUa: categories.titleUa,
        titleRu: categories.titleRu,
        isActive: categories.isActive,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select({ id: brands.id, slug: brands.slug, title: brands.title }).from(brands).orderBy(asc(brands.title)),
    db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id)),
    db.select().from(attributeOptions).orderBy(asc(attributeOptions.position), asc(attributeOptions.id)),
  ]);
  const dict: Dictionaries = {
    categories: new Map(
      categoryRows.map((c) => [c.id, { id: c.id, parentId: c.parentId, title: { ua: c.titleUa, ru: c.titleRu } }]),
    ),
    subtrees: activeSubtrees(categoryRows),
    brands: new Map(brandRows.map((b, rank) => [b.id, { ...b, rank }])),
    brandBySlug: new Map(brandRows.map((b) => [b.slug, b.id])),
    attributes: new Map(
      attributeRows.map((a) => [
        a.id,
        { id: a.id, kind: a.kind, isFacet: a.isFacet, unit: { ua: a.unitUa, ru: a.unitRu } },
      ]),
    ),
    options: new Map(
      optionRows.map((o) => [o.id, { id: o.id, attributeId: o.attributeId, value: { ua: o.valueUa, ru: o.valueRu } }]),
    ),
    facetAttributes: [],
    maxIds: {
      category: categoryRows.reduce((max, c) => Math.max(max, c.id), 0),
      brand: Math.max(0, ...brandRows.map((b) => b.id)),
      attribute: Math.max(0, ...attributeRows.map((a) => a.id)),
      option: optionRows.reduce((max, o) => Math.max(max, o.id), 0),
    },
  };
  const facets = new Map<number, FacetAttribute>();
  for (const a of attributeRows) {
    if (!a.isFacet) continue;
    const facet: FacetAttribute = {
      id: a.id,
      code: a.code,
      kind: a.kind,
      title: { ua: a.titleUa, ru: a.titleRu },
      unit: { ua: a.unitUa, ru: a.unitRu },
      position: a.position,
      options: [],
    };
    facets.set(a.id, facet);
    dict.facetAttributes.push(facet);
  }
  for (const o of optionRows)
    facets.get(o.attributeId)?.options.push({
      id: o.id,
      slug: o.slug,
      value: { ua: o.valueUa, ru: o.valueRu },
      position: o.position,
    });
  return dict;
}

/** The active tree as `getCategoryTree` builds it: a node under an inactive or missing parent is not in it. */
function activeSubtrees(rows: { id: number; parentId: number | null; isActive: boolean }[]): Map<number, number[]> {
  const active = rows.filter((r) => r.isActive);
  const children = new Map<number, number[]>();
  for (const r of active) {
    if (r.parentId === null) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r.id);
    children.set(r.parentId, list);
  }
  const out = new Map<number, number[]>();
  const walk = (id: number): number[] => {
    const ids = [id, ...(children.get(id) ?? []).flatMap(walk)];
    out.set(id, ids);
    return ids;
  };
  for (const r of active) if (r.parentId === null) walk(r.id);
  return out;
}

const goodColumns = {
  id: goods.id,
  extId: goods.extId,
  categoryId: goods.categoryId,
  brandId: goods.brandId,
  titleUa: goods.titleUa,
  titleRu: goods.titleRu,
  descriptionUa: goods.descriptionUa,
  descriptionRu: goods.descriptionRu,
  price: goods.price,
  oldPrice: goods.oldPrice,
  // The shopper's status (ADR 0120): a good whose every piece orders hold is indexed as not available.
  sellStatus: shopperSellStatusSql(),
  popularity: goods.popularity,
  isActive: goods.isActive,
  createdAt: sql<number>`(extract(epoch from ${goods.createdAt}) * 1000000)::float8`.mapWith(Number),
};

const chunk = 5000;

/** Every active good with its characteristics, in chunks of ids (bounded memory, a responsive event loop). */
export async function* loadActiveGoods(db: Db): AsyncGenerator<{ goods: GoodRow[]; attributes: AttributeRow[] }> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(goodColumns)
      .from(goods)
      .where(and(eq(goods.isActive, true), gt(goods.id, after)))
      .orderBy(asc(goods.id))
      .limit(chunk);
    const last = rows.at(-1);
    if (!last) return;
    const attributes = await db
      .select(attributeColumns)
      .from(goodAttributes)
      .where(and(gt(goodAttributes.goodId, after), lte(goodAttributes.goodId, last.id)));
    yield { goods: rows, attributes };
    after = last.id;
    if (rows.length < chunk) return;
  }
}

/** Goods written by transactions at or after `since` (active or not; the caller drops inactive ones) and ids deleted since. */
export async function loadChanges(
  db: Db,
  since: number,
  below: number,
): Promise<{ goods: GoodRow[]; attributes: AttributeRow[]; deleted: number[] }> {
  const [rows, tombstones] = await Promise.all([
    db
      .select(goodColumns)
      .from(goods)
      .where(and(gte(goods.searchXid, since), lt(goods.searchXid, below)))
      .orderBy(asc(goods.id)),
    db
      .select({ goodId: searchTombstones.goodId })
      .from(searchTombstones)
      .where(and(gte(searchTombstones.xid, since), lt(searchTombstones.xid, below))),
  ]);
  const attributes: AttributeRow[] = [];
  for (let i = 0; i < rows.length; i += chunk) attributes.push(...(await loadAttributes(db, rows.slice(i, i + chunk))));
  return { goods: rows, attributes, deleted: tombstones.map((t) => t.goodId) };
}

const attributeColumns = {
  goodId: goodAttributes.goodId,
  attributeId: goodAttributes.attributeId,
  optionId: goodAttributes.optionId,
  valueNum: goodAttributes.valueNum,
};

function loadAttributes(db: Db, rows: GoodRow[]): Promise<AttributeRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .select(attributeColumns)
    .from(goodAttributes)
    .where(
      inArray(
        goodAttributes.goodId,
        rows.map((r) => r.id),
      ),
    );
}

export async function loadSynonyms(db: Db): Promise<string[][]> {
  const rows = await db.select({ words: searchSynonyms.words }).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map((r) => r.words);
}

/** Tombstones older than a day are dropped; an engine that has not synced for 12 hours rebuilds instead. */
export async function pruneTombstones(db: Db): Promise<void> {
  await db.delete(searchTombstones).where(lt(searchTombstones.at, sql`now() - interval '1 day'`));
}
