import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goodAttributes, goods, goodTags, storeStock } from '#db/schema';

/**
 * What the back office edits of a good, as the audit log compares it: the catalogue's own price
 * pair (not a running promotion's), characteristics by attribute id, tag ids, stock by store id.
 */
export type GoodSnapshot = {
  extId: string;
  slug: string;
  titleUa: string;
  titleRu: string;
  variantUa: string | null;
  variantRu: string | null;
  descriptionUa: string;
  descriptionRu: string;
  metaTitleUa: string | null;
  metaTitleRu: string | null;
  metaDescriptionUa: string | null;
  metaDescriptionRu: string | null;
  price: number;
  oldPrice: number | null;
  sellStatus: string;
  isActive: boolean;
  categoryId: number;
  brandId: number | null;
  images: string[];
  /** `{ [attributeId]: optionId | number }`: an option as `o<id>`, a number as itself. */
  attributes: Record<string, string | number>;
  tagIds: number[];
  /** `{ [storeId]: quantity }`, stores holding none left out. */
  stock: Record<string, number>;
  /** Parcel size: grams and millimetres, null = unknown. */
  weightG: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
};

/** A good as {@link GoodSnapshot}, or null when there is none (`forUpdate` locks its row). */
export async function goodSnapshot(ctx: Ctx, id: number, forUpdate = false): Promise<GoodSnapshot | null> {
  const query = ctx.db.select().from(goods).where(eq(goods.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  // One after another: an edit reads the snapshot inside its transaction, one query at a time.
  const attributes = await ctx.db
    .select()
    .from(goodAttributes)
    .where(eq(goodAttributes.goodId, id))
    .orderBy(asc(goodAttributes.attributeId));
  const tags = await ctx.db
    .select({ tagId: goodTags.tagId })
    .from(goodTags)
    .where(eq(goodTags.goodId, id))
    .orderBy(asc(goodTags.tagId));
  const stock = await ctx.db
    .select()
    .from(storeStock)
    .where(eq(storeStock.goodId, id))
    .orderBy(asc(storeStock.storeId));
  const promoted = row.regularPrice !== null;
  return {
    extId: row.extId,
    slug: row.slug,
    titleUa: row.titleUa,
    titleRu: row.titleRu,
    variantUa: row.variantUa,
    variantRu: row.variantRu,
    descriptionUa: row.descriptionUa,
    descriptionRu: row.descriptionRu,
    metaTitleUa: row.metaTitleUa,
    metaTitleRu: row.metaTitleRu,
    metaDescriptionUa: row.metaDescriptionUa,
    metaDescriptionRu: row.metaDescriptionRu,
    price: promoted ? (row.regularPrice as number) : row.price,
    oldPrice: promoted ? row.regularOldPrice : row.oldPrice,
    sellStatus: row.sellStatus,
    isActive: row.isActive,
    categoryId: row.categoryId,
    brandId: row.brandId,
    images: row.images,
    attributes: Object.fromEntries(
      attributes.map((a) => [String(a.attributeId), a.optionId !== null ? `o${a.optionId}` : (a.valueNum ?? 0)]),
    ),
    tagIds: tags.map((t) => t.tagId),
    stock: Object.fromEntries(stock.filter((s) => s.quantity > 0).map((s) => [String(s.storeId), s.quantity])),
    weightG: row.weightG,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
  };
}
