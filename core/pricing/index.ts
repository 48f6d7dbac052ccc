export { applyPromotionPrices, type PromotionPricesApplied } from './apply-promotion-prices';
export { discountPercent } from './discount-percent';
export {
  type CodCarrier,
  codCommission,
  codMaxAmount,
  codRounding,
  codSteps,
  kyivCourierCost,
  kyivCourierFee,
  kyivCourierFreeFrom,
  maxOrderAmount,
  minOrderAmount,
  missingForMinOrder,
  transportPackageFee,
} from './fees';
export { getPricePromotion, type PricePromotion } from './get-price-promotion';
export { bp, percentOf } from './percent';
export { nudgePromotionPrices, type ScheduleLog, startPromotionPrices } from './promotion-price-schedule';
export { setGoodPrice } from './set-good-price';
export { type CataloguePrice, setCataloguePairSql, setGoodPrices } from './set-good-prices';
