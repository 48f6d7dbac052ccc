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
export { getHomeData, type HomeData, homeGoodsLimit } from './get-home-data';
export { getPage, type StaticPage } from './get-page';
export { getPromotion, type PromotionDetails } from './get-promotion';
export { listPromotions, type PromotionSummary } from './list-promotions';
export { countActivePromotions, listActivePromotions, type PromotionCard } from './promotions';
export { richTextToPlain, sanitizeRichText } from './rich-text';
export { type PromotionInput, promotionInput, type SavePromotionResult, savePromotion } from './save-promotion';
