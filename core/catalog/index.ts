export { isUsableSlug } from '#db/slugs';
export {
  type Bi,
  type BilingualGoodBase,
  goodBaseColumns,
  goodBaseOf,
  goodListColumns,
  listGoodOf,
} from './bilingual';
export { type CategoryNode, findPath, getCategoryTree, subtreeIds } from './category-tree';
export {
  type DirectionPage,
  type FishCard,
  type FishPage,
  getDirection,
  getFish,
  type LinkedCategory,
  listFish,
} from './fish-and-directions';
export { type GoodDetails, type GoodStock, getGood, getGoodCached } from './get-good';
export {
  type GoodCard,
  goodCardColumns,
  isAvailable,
  onSaleSql,
  shopperSellStatusSql,
  toGoodCard,
} from './good-card';
export { type BrandCard, listBrands } from './list-brands';
export {
  type CategoryListing,
  type ListingQuery,
  listCategoryGoods,
  listingQuery,
  perPage,
} from './list-category-goods';
export { listTaggedGoods, type TagSlug, tagIds } from './list-tagged-goods';
export { type ListingSort, listingSorts } from './listing-order';

import './errors';

export { type FacetAttribute, getFacetAttributes } from './catalog-attributes';
export type { AttributeFacet, CatalogGood, CatalogPage } from './catalog-page';
export { type CatalogFilters, catalogQuerySchema, filtersFromSegment, maxPerPage } from './catalog-query';
export {
  emptyFilter,
  type FilterSegment,
  formatRange,
  parseFilterSegment,
  parseRange,
  type Range,
  serializeFilterSegment,
} from './filter-segment';
export {
  type GoodData,
  type GoodPart,
  getGoodsByIds,
  goodIdsInput,
  goodParts,
  maxGoodsPerCall,
} from './get-goods-by-ids';
export { excludedFieldsInput, type GoodField, goodFields, noExcludedFields, partsFor } from './good-fields';
export { type BrandPage, listBrandGoods } from './list-brand-goods';
export { type CatalogScope, listCatalog, listScopedCatalog } from './list-catalog';
export { listGoodsByIds } from './list-goods-by-ids';
export { listingCacheSize, listScopedCatalogCached } from './listing-cache';
export { getMenuResource, getMenuTrees, type MenuItem, type MenuResource, type MenuTrees } from './menu-trees';
export { brandsByIds, categoriesByIds, type NamedBrand, type NamedCategory } from './names-by-ids';
export { getPricePromotionCached, listReviewsCached } from './product-extras';
export { createTaggedMemo, type TaggedMemo } from './tagged-memo';
