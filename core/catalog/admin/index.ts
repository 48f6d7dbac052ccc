/**
 * The catalogue's back office (ADR 0093): goods, their pictures, and the dictionaries
 * (categories, brands, fish types, directions, tags). Every use case takes the acting staff
 * member and checks the `catalog` area first; every change is audited in its own transaction.
 * A surface of its own (`#core/catalog/admin`): it uses pricing, content, staff and wish lists,
 * which themselves read the catalogue.
 */
export {
  type AddGoodPicturesResult,
  addGoodPictures,
  maxPicturesPerGood,
  maxPicturesPerUpload,
  type PictureStore,
} from './add-good-pictures';
export { type ArrangePictureInput, arrangeGoodPictures, arrangePictureInput } from './arrange-good-pictures';
export { type CatalogEntity, catalogHistory, type HistoryEntry } from './catalog-history';
export type { AdminCategory } from './category-rows';
export type { DictionaryError } from './dictionary-input';
export { type AdminGood, getAdminGood } from './get-good';
export { type AdminAttribute, type GoodFormOptions, getGoodFormOptions } from './good-form-options';
export {
  type GoodInput,
  type GoodValues,
  goodAttributeInput,
  goodInput,
  type SaveGoodError,
  type SellStatus,
  sellStatuses,
} from './good-input';
export { goodInputOf } from './good-input-of';
export { type AdminBrand, getAdminBrand, listAdminBrands } from './list-brands';
export { listAdminCategories } from './list-categories';
export { type AdminDirection, getAdminDirection, listAdminDirections } from './list-directions';
export { type AdminFishType, getAdminFishType, listAdminFishTypes } from './list-fish-types';
export { type AdminGoodRow, type AdminGoodsQuery, adminGoodsQuery, listAdminGoods } from './list-goods';
export { type AdminTag, getAdminTag, listAdminTags } from './list-tags';
export { detectPictureType, maxPictureBytes, pictureMaxSide, preparePicture } from './prepare-picture';
export { type BrandInput, brandInput, saveBrand } from './save-brand';
export { type CategoryInput, categoryInput, type SaveCategoryResult, saveCategory } from './save-category';
export { type DirectionInput, directionInput, saveDirection } from './save-direction';
export { type FishTypeInput, fishTypeInput, saveFishType } from './save-fish-type';
export { type SaveGoodResult, saveGood } from './save-good';
export { type SaveTagResult, saveTag, type TagInput, tagInput } from './save-tag';
