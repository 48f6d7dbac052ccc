export { discountPercent } from './discount-percent';
export {
  type CodCarrier,
  codCommission,
  codMaxAmount,
  kyivCourierCost,
  kyivCourierFee,
  kyivCourierFreeFrom,
  maxOrderAmount,
  minOrderAmount,
  missingForMinOrder,
  transportPackageFee,
} from './fees';
export { bp, percentOf } from './percent';
