/**
 * Discount percent shown on a good (SPEC §9): 100 minus the rounded price/old_price percentage.
 * Zero when there is no old price or it is not above the price.
 */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return 100 - Math.round((price / oldPrice) * 100);
}
