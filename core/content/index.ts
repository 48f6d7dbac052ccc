export {
  type Article,
  type ArticleCard,
  type ArticleKind,
  articlesPerPage,
  type BlogCategory,
  getArticle,
  listArticles,
} from './articles';
export { type Banner, listBanners, listTooltips, type Tooltip } from './banners';
export { type BilingualGood, bilingualGoodColumns, toBilingualGood } from './bilingual-good';
export { deleteArticle } from './delete-article';
export { deleteBanner } from './delete-banner';
export { type DeletePromotionResult, deletePromotion } from './delete-promotion';
export { deleteTooltip } from './delete-tooltip';
export { type EndPromotionResult, endPromotion } from './end-promotion';
export { findGoodsByCodes } from './find-goods-by-codes';
export { findPromotionGoods, type PickedGood } from './find-promotion-goods';
export { getHomeData, type HomeData, homeGoodsLimit } from './get-home-data';
export { getPage, type StaticPage } from './get-page';
export { getPromotion, type PromotionDetails } from './get-promotion';
export { getStaffPromotion, type StaffPromotion, type StaffPromotionGood } from './get-staff-promotion';
export { listPromotions, type PromotionSummary } from './list-promotions';
export {
  listStaffPromotions,
  type PromotionStatus,
  promotionStatus,
  promotionStatuses,
  type StaffPromotionFilter,
  type StaffPromotionRow,
  staffPromotionFilter,
} from './list-staff-promotions';
export { countActivePromotions, listActivePromotions, type PromotionCard } from './promotions';
export { listRecordHistory } from './record-history';
export { richTextToPlain, richTextToStore, sanitizeRichText } from './rich-text';
export { type ArticleInput, articleInput, draftPublishedAt, saveArticle } from './save-article';
export { type BannerInput, bannerInput, saveBanner } from './save-banner';
export { type PageInput, pageInput, savePage } from './save-page';
export {
  maxPromotionGoods,
  type PromotionInput,
  promotionInput,
  type SavePromotionResult,
  savePromotion,
} from './save-promotion';
export { saveTooltip, type TooltipInput, tooltipInput } from './save-tooltip';
export {
  type ArticleState,
  articleState,
  getStaffArticle,
  getStaffBanner,
  getStaffPage,
  getStaffTooltip,
  listStaffArticles,
  listStaffBanners,
  listStaffBlogCategories,
  listStaffPages,
  listStaffTooltips,
  type StaffArticleFilter,
  staffArticleFilter,
} from './staff-content';
export { changedFields, line, link, picture, richText, type SaveResult, slug } from './staff-fields';
export {
  type ContentImageStore,
  maxContentImageBytes,
  type UploadContentImageResult,
  uploadContentImage,
} from './upload-content-image';
