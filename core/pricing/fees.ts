import { percentOf } from './percent';

/** SPEC §9 money constants, in kopiyky. */
export const minOrderAmount = 50_000;
export const transportPackageFee = 3_500;
export const kyivCourierFee = 6_000;
export const kyivCourierFreeFrom = 200_000;
/**
 * The largest order the shop takes online: 1,000,000 UAH of goods (ADR 0036). Bigger deals go
 * through a manager (wholesale enquiry); the bound also keeps every sum far inside safe integers.
 */
export const maxOrderAmount = 100_000_000;
/** Cash on delivery only up to 49,999 UAH (SPEC §9). */
export const codMaxAmount = 4_999_900;

export type CodCarrier = 'nova_poshta' | 'ukrposhta';

/**
 * The carrier's cash-on-delivery money-transfer fee (SPEC §9, ADR 0021): Nova Poshta 2 % + 10 UAH,
 * Ukrposhta 2.55 %, at least 10 UAH; half-up rounding on kopiyky. Nothing is collected → no fee.
 */
export function codCommission(carrier: CodCarrier, amount: number): number {
  if (amount <= 0) return 0;
  if (carrier === 'nova_poshta') return percentOf(amount, 200) + 1_000;
  return Math.max(1_000, percentOf(amount, 255));
}

/**
 * The smallest cash-on-delivery step each carrier takes, kopiyky (ADR 0114): Nova
 * Poshta's `RedeliveryString` is whole hryvnias (its adapter's `codStep` 100), Ukrposhta takes kopiyky.
 */
export const codSteps: Record<CodCarrier, number> = { nova_poshta: 100, ukrposhta: 1 };

/**
 * What the shop waives so that the carrier collects a sum it can take (ADR 0114): the kopiyky of
 * `amount` below the carrier's step — rounded DOWN, the shop absorbs less than 1 UAH. 0 when the
 * carrier takes kopiyky or nothing is collected.
 */
export function codRounding(carrier: CodCarrier, amount: number): number {
  return amount > 0 ? amount % codSteps[carrier] : 0;
}

/** Own courier in Kyiv: 60 UAH under 2,000 UAH of goods to pay, free from 2,000 (SPEC §2, §9). */
export function kyivCourierCost(goodsToPay: number): number {
  return goodsToPay >= kyivCourierFreeFrom ? 0 : kyivCourierFee;
}

/** Minimum order (SPEC §5, §9): the goods total must EXCEED 500 UAH; how much is still missing. */
export function missingForMinOrder(goodsTotal: number): number {
  return goodsTotal > minOrderAmount ? 0 : minOrderAmount - goodsTotal + 1;
}
