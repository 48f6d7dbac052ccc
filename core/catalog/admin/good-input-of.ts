import { type GoodInput, type SellStatus, sellStatuses } from './good-input';
import type { GoodSnapshot } from './good-snapshot';

/**
 * A saved good as the save's input (the form's starting values, a partial edit): every field as
 * it is, characteristics, tags and stock included. A sell status the form does not offer reads
 * as unavailable ("0").
 */
export function goodInputOf(good: GoodSnapshot & { id?: number }): GoodInput {
  const sellStatus = (sellStatuses as readonly string[]).includes(good.sellStatus)
    ? (good.sellStatus as SellStatus)
    : '0';
  return {
    id: good.id,
    extId: good.extId,
    slug: good.slug,
    titleUa: good.titleUa,
    titleRu: good.titleRu,
    variantUa: good.variantUa,
    variantRu: good.variantRu,
    descriptionUa: good.descriptionUa,
    descriptionRu: good.descriptionRu,
    metaTitleUa: good.metaTitleUa,
    metaTitleRu: good.metaTitleRu,
    metaDescriptionUa: good.metaDescriptionUa,
    metaDescriptionRu: good.metaDescriptionRu,
    price: good.price,
    oldPrice: good.oldPrice,
    sellStatus,
    isActive: good.isActive,
    categoryId: good.categoryId,
    brandId: good.brandId,
    attributes: Object.entries(good.attributes).map(([id, value]) =>
      typeof value === 'string'
        ? { attributeId: Number(id), optionId: Number(value.slice(1)) }
        : { attributeId: Number(id), valueNum: value },
    ),
    tagIds: good.tagIds,
    stock: Object.entries(good.stock).map(([storeId, quantity]) => ({ storeId: Number(storeId), quantity })),
    parcel: { weightG: good.weightG, lengthMm: good.lengthMm, widthMm: good.widthMm, heightMm: good.heightMm },
  };
}
